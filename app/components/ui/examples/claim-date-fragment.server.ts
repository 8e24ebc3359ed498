/** The claim-date form as the HTML fragment the modal examples load and post to (by ajax). */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ClaimDateForm, type ClaimDateFormProps } from "./claim-date-form.tsx";

export function claimDateFragmentResponse(props: ClaimDateFormProps, status: number): Response {
  return new Response(renderToString(createElement(ClaimDateForm, props)), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
