import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { StaticMarkupProvider } from "./components/static-markup.tsx";
import { staticMarkupCache } from "./components/static-markup-cache.server.ts";
import { nonceContext } from "./context.ts";
import { preloadModulesAtLowPriorityInHead } from "./lib/module-preloads.ts";

export const streamTimeout = 5_000;

export { logServerError as handleError } from "./lib/server-error-log.server.ts";

/** One store per app process: parts rendered for one visitor serve the next. */
const staticMarkup = staticMarkupCache();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    // Not rendered, but the same header fields as the GET would have (RFC 9110 §9.3.2).
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Pages are rendered whole before the first byte: every page here is server data, and a complete
    // document lets us send the right status code and a Content-Length-free but finished HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StaticMarkupProvider value={staticMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticMarkupProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // The whole document is ready: it is read into one piece, so that its module preloads can be
          // put behind the stylesheet and the page (module-preloads.ts), and sent as it is, in bytes.
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = preloadModulesAtLowPriorityInHead(Buffer.concat(chunks));
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
