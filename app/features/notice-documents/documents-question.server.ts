/**
 * The documents questions' two answers, shared by their routes: as a page (loader and action, without
 * JavaScript) and as the modal's fragments (ajax, spec §7): the question; after the POST, the outcome or
 * the question again with the refusal. A notice or document the person may not see is a 404 either way.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "../../context.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { domainErrorResponse } from "../../lib/http.server.ts";
import { isAjax } from "../accounts/require-user.server.ts";
import { redirectWithFlash } from "../flash/flash.server.ts";
import { csrfTokenContext } from "../security/csrf.server.ts";
import { DocumentsChanged, DocumentsQuestion, type DocumentsQuestionProps } from "./documents-question.tsx";

/** What the question's words are, and what answering yes does. */
export type AskedQuestion = Omit<DocumentsQuestionProps, "csrfToken" | "refusal" | "heading">;

export interface QuestionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface DocumentsQuestionRoute<A extends QuestionArgs> {
  /** The question (throws the service's 404/403). */
  ask(args: A): Promise<AskedQuestion>;
  /** Makes the change (throws a refusal); the message saying it is done. */
  act(args: A): Promise<string>;
}

const HTML = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };

const fragment = (html: string, status: number) => new Response(html, { status, headers: HTML });

/** The change made, or the question again with why not (a not-found stays a 404). */
type Outcome =
  | { done: true; message: string }
  | { done: false; refused: AskedQuestion & { refusal: string }; status: number };

async function attempt<A extends QuestionArgs>(route: DocumentsQuestionRoute<A>, args: A): Promise<Outcome> {
  try {
    return { done: true, message: await route.act(args) };
  } catch (error) {
    if (!isDomainError(error) || error.code === "not-found") throw error;
    return {
      done: false,
      refused: { ...(await route.ask(args)), refusal: error.message },
      status: error.status,
    };
  }
}

/**
 * The modal's calls (X-Requested-With): the question or the outcome as a fragment; null for a page's
 * request. Answered in middleware, as a Response from a loader would reach the page as its data.
 */
export async function answerDocumentsQuestionByAjax<A extends QuestionArgs>(
  route: DocumentsQuestionRoute<A>,
  args: A,
): Promise<Response | null> {
  const { request, context } = args;
  if (!isAjax(request) || !["GET", "POST"].includes(request.method)) return null;
  const csrfToken = context.get(csrfTokenContext);
  try {
    if (request.method === "GET") {
      const question = await route.ask(args);
      const props = { ...question, csrfToken, refusal: null, heading: false };
      return fragment(renderToString(createElement(DocumentsQuestion, props)), 200);
    }
    const { back } = await route.ask(args);
    const outcome = await attempt(route, args);
    if (outcome.done)
      return fragment(
        renderToString(createElement(DocumentsChanged, { message: outcome.message, back })),
        200,
      );
    const props = { ...outcome.refused, csrfToken, heading: false };
    return fragment(renderToString(createElement(DocumentsQuestion, props)), outcome.status);
  } catch (error) {
    if (isDomainError(error)) return domainErrorResponse(error, request) as Response;
    throw error;
  }
}

/** The page's loader: the question. */
export async function documentsQuestionPage<A extends QuestionArgs>(
  route: DocumentsQuestionRoute<A>,
  args: A,
): Promise<AskedQuestion & { refusal: string | null }> {
  return { ...(await route.ask(args)), refusal: null };
}

/** The page's action: the change, then back to the documents with the message; or the refusal. */
export async function answerDocumentsQuestion<A extends QuestionArgs>(
  route: DocumentsQuestionRoute<A>,
  args: A,
) {
  const question = await route.ask(args);
  const outcome = await attempt(route, args);
  if (!outcome.done) return data(outcome.refused, { status: outcome.status });
  return redirectWithFlash(question.back, outcome.message, {
    secure: args.context.get(appContext).secureCookies,
  });
}
