/**
 * The modal's HTML fragments (loaded and posted by ajax): the question before a withdrawal or deletion,
 * the form of a date change, and a change's outcome.
 */
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { DomainError, isDomainError } from "../../lib/domain-errors.ts";
import { domainErrorResponse } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";
import { isAjax } from "../accounts/require-user.server.ts";
import { NoticeChangeForm, type NoticeChangeFormProps } from "./notice-change-form.tsx";
import { NoticeDateChangeForm, type NoticeDateChangeFormProps } from "./notice-date-fields.tsx";

const NOT_FOUND = new DomainError("not-found", "There is no such notice.");

const HTML = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };

function fragment(element: ReactElement, status: number): Response {
  return new Response(renderToString(element), { status, headers: HTML });
}

export function noticeChangeFragment(
  props: Omit<NoticeChangeFormProps, "heading">,
  status: number,
): Response {
  return fragment(createElement(NoticeChangeForm, { ...props, heading: false }), status);
}

export function noticeDateChangeFragment(
  props: Omit<NoticeDateChangeFormProps, "heading">,
  status: number,
): Response {
  return fragment(createElement(NoticeDateChangeForm, { ...props, heading: false }), status);
}

/** Done: the message the script shows as its toast. */
export function noticeChangedFragment(message: string): Response {
  return fragment(createElement("p", { className: "govuk-body app-notice-changed" }, message), 200);
}

/** What a modal's change came to: done with a message, or its form again with why and a status. */
export type ModalOutcome<Shown> = { done: string } | { shown: Shown; status: number };

/**
 * Answers the modal's calls (X-Requested-With) to a notice's change with fragments: GET the form, POST the
 * outcome (the toast's message) or the form with its refusal. Null for any other request (the page's own).
 * Answered in route middleware: a Response from a loader or action would reach the page component as its
 * data. Middleware is not wrapped like loaders and actions, so a refusal is answered here, as plain text.
 */
export async function answerModalCall<Shown>(
  request: Request,
  params: { id?: string },
  csrfToken: string,
  calls: {
    show(): Promise<Shown>;
    change(): Promise<ModalOutcome<Shown>>;
    render(shown: Shown & { csrfToken: string }, status: number): Response;
  },
): Promise<Response | null> {
  if (!isAjax(request) || !["GET", "POST"].includes(request.method)) return null;
  if (parseId(params.id) === null) return domainErrorResponse(NOT_FOUND, request) as Response;
  try {
    if (request.method === "GET") return calls.render({ ...(await calls.show()), csrfToken }, 200);
    const outcome = await calls.change();
    if ("done" in outcome) return noticeChangedFragment(outcome.done);
    return calls.render({ ...outcome.shown, csrfToken }, outcome.status);
  } catch (error) {
    if (isDomainError(error)) return domainErrorResponse(error, request) as Response;
    throw error;
  }
}
