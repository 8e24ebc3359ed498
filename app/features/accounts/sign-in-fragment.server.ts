/** The sign-in form as an HTML fragment for the modal (GET /sign-in and failed POSTs, by ajax). */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MODAL_ID_PREFIX, SignInForm, type SignInFormProps } from "./sign-in-form.tsx";

export function signInFragmentResponse(
  props: Omit<SignInFormProps, "idPrefix" | "onSubmit">,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const html = renderToString(createElement(SignInForm, { ...props, idPrefix: MODAL_ID_PREFIX }));
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
