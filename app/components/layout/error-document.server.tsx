/**
 * The error pages as whole documents, for routes without a page of their own (files, data, form and
 * script addresses), which React Router does not render through the root error boundary: a refusal
 * there would otherwise reach a browser as JSON (server/resource-refusals.ts).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { PageVisitor } from "../../features/accounts/page-visitor.server.ts";
import stylesheet from "../../styles/app.scss?url";
import { ErrorPage, NotFoundPage } from "./error-pages.tsx";
import { SiteLayout } from "./site-layout.tsx";

const SIGNED_OUT: PageVisitor = { user: null, basketCount: 0 };

export interface ErrorDocument {
  status: number;
  /** Our own explanation of a refusal, shown as the root error page shows it; never an error's message. */
  explanation?: string | undefined;
  /** Who the header is for (pageVisitor); without it, drawn as for someone signed out. */
  visitor?: PageVisitor;
  /** Headers to keep from the refusal (Retry-After, Set-Cookie, Vary). */
  headers?: Headers;
}

export function errorDocument({
  status,
  explanation,
  visitor = SIGNED_OUT,
  headers,
}: ErrorDocument): Response {
  const body = renderToStaticMarkup(
    <MemoryRouter>
      <SiteLayout user={visitor.user} basketCount={visitor.basketCount}>
        {status === 404 ? <NotFoundPage /> : <ErrorPage status={status} explanation={explanation} />}
      </SiteLayout>
    </MemoryRouter>,
  );
  const html = `<!DOCTYPE html><html lang="en" class="govuk-template"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="${stylesheet}"></head><body class="govuk-template__body">${body}</body></html>`;
  const answer = new Headers(headers);
  answer.delete("Content-Length");
  answer.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers: answer });
}
