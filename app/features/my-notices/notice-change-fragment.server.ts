/** The question as the HTML fragment the modal loads and posts to (by ajax), and the change's outcome. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { NoticeChangeForm, type NoticeChangeFormProps } from "./notice-change-form.tsx";

const HTML = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };

export function noticeChangeFragment(
  props: Omit<NoticeChangeFormProps, "heading">,
  status: number,
): Response {
  return new Response(renderToString(createElement(NoticeChangeForm, { ...props, heading: false })), {
    status,
    headers: HTML,
  });
}

/** Done: the message the script shows as its toast. */
export function noticeChangedFragment(message: string): Response {
  return new Response(
    renderToString(createElement("p", { className: "govuk-body app-notice-changed" }, message)),
    {
      status: 200,
      headers: HTML,
    },
  );
}
