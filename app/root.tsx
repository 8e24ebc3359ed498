import { lazy, Suspense, useEffect, useLayoutEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { startGovukModules } from "./components/govuk/govuk-modules.ts";
import { restoreTypedText } from "./components/keep-typed-text.client.ts";
import { FlashBanner } from "./components/layout/flash-banner.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { useNonce } from "./components/nonce.tsx";
import { isAreaRefusal } from "./features/accounts/area-refusal.ts";
import { pageVisitor } from "./features/accounts/page-visitor.server.ts";
import { sessionMiddleware } from "./features/accounts/session-middleware.server.ts";
import { flashContext } from "./features/flash/flash.server.ts";
import { csrfTokenContext } from "./features/security/csrf.server.ts";
import { retryAfterFrom } from "./features/security/retry-after.ts";
import { EXPLAINED_STATUSES } from "./lib/domain-errors.ts";
import stylesheet from "./styles/app.scss?url";

// Error pages load their code only when one is shown (issue 14: the page's weight).
const ErrorPage = lazy(() =>
  import("./components/layout/error-pages.tsx").then((m) => ({ default: m.ErrorPage })),
);
const NotFoundPage = lazy(() =>
  import("./components/layout/error-pages.tsx").then((m) => ({ default: m.NotFoundPage })),
);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/govuk/assets/images/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/govuk/assets/images/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/** The error page shows the 429s routes throw (too many e-mails, registrations): their Retry-After stays. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => retryAfterFrom(errorHeaders);

/** The signed-in person (for the account navigation) and the CSRF token every POST form carries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await pageVisitor(request, context)),
    csrfToken: context.get(csrfTokenContext),
    flash: context.get(flashContext),
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<RootLoaderData>("root");
  return (
    <html lang="en" className="govuk-template">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1d70b8" />
        {root?.csrfToken ? <meta name="csrf-token" content={root.csrfToken} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="govuk-template__body">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Before the pages' own effects read their fields: text typed while the scripts loaded is put back.
  useLayoutEffect(() => restoreTypedText(), []);
  useEffect(() => {
    // GOV.UK Frontend styles its JavaScript-enhanced components only when this class is present.
    document.body.classList.add("js-enabled", "govuk-frontend-supported");
    // Only the components the site uses, and only when a page has one (not the whole of initAll).
    return startGovukModules(document);
  }, []);
  return (
    <SiteLayout
      user={loaderData.user}
      basketCount={loaderData.basketCount}
      flash={loaderData.flash ? <FlashBanner flash={loaderData.flash} /> : undefined}
    >
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A signed-in area's guard refused: no loader ran, so the refusal names the signed-in person itself.
  const refusal = isRouteErrorResponse(error) && isAreaRefusal(error.data) ? error.data : null;
  // Our own explanations of refused requests (expired form, no permission, too many attempts: the messages
  // of DomainErrors, of the body checks and of the area guards) are shown; nothing else an error carries ever is.
  const explanation =
    isRouteErrorResponse(error) && EXPLAINED_STATUSES.has(status) && typeof error.data === "string"
      ? error.data
      : (refusal?.explanation ?? undefined);
  return (
    <SiteLayout user={root?.user ?? refusal?.user ?? null} basketCount={root?.basketCount ?? 0}>
      <Suspense fallback={null}>
        {notFound ? <NotFoundPage /> : <ErrorPage status={status} explanation={explanation} />}
      </Suspense>
    </SiteLayout>
  );
}
