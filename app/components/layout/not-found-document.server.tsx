/**
 * The 404 page as a whole document, for resource routes (data formats), which React Router does not
 * render through the root error boundary.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { PageVisitor } from "../../features/accounts/page-visitor.server.ts";
import stylesheet from "../../styles/app.scss?url";
import { NotFoundPage } from "./error-pages.tsx";
import { SiteLayout } from "./site-layout.tsx";

/** `visitor`: who the header is for (pageVisitor); without it, drawn as for someone signed out. */
export function notFoundDocument(visitor: PageVisitor = { user: null, basketCount: 0 }): Response {
  const body = renderToStaticMarkup(
    <MemoryRouter>
      <SiteLayout user={visitor.user} basketCount={visitor.basketCount}>
        <NotFoundPage />
      </SiteLayout>
    </MemoryRouter>,
  );
  const html = `<!DOCTYPE html><html lang="en" class="govuk-template"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="${stylesheet}"></head><body class="govuk-template__body">${body}</body></html>`;
  return new Response(html, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
