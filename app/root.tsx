import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, NotFoundPage } from "./components/layout/error-pages.tsx";
import { SiteLayout } from "./components/layout/site-layout.tsx";
import { useNonce } from "./components/nonce.tsx";
import stylesheet from "./styles/app.scss?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/govuk/assets/images/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/govuk/assets/images/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="govuk-template">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1d70b8" />
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

export default function App() {
  useEffect(() => {
    // GOV.UK Frontend styles its JavaScript-enhanced components only when this class is present.
    document.body.classList.add("js-enabled", "govuk-frontend-supported");
    void import("govuk-frontend").then(({ initAll }) => initAll());
  }, []);
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <SiteLayout>{notFound ? <NotFoundPage /> : <ErrorPage status={status} />}</SiteLayout>;
}
