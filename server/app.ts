/**
 * The application: opens and migrates the database, starts the job worker and builds the Express app
 * around React Router's request handler. Bundled by Vite together with the routes (see vite.config.ts),
 * so that routes, jobs and start-up share one module graph and one database connection.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import * as build from "virtual:react-router/server-build";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { getEnv } from "../app/config/env.server.ts";
import { appContext, nonceContext, requestInfoContext } from "../app/context.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import { applyRoleSettings } from "../app/db/session-settings.server.ts";
import { prepareDatabase } from "../app/demo-data/first-start.server.ts";
import { sweepCourtOrders } from "../app/features/injunctions/injunctions-service.server.ts";
import { DocumentStore } from "../app/features/notice-documents/document-store.server.ts";
import { sweepDocumentStore } from "../app/features/notice-documents/notice-documents-service.server.ts";
import { sellerFromConfig } from "../app/features/orders/seller.ts";
import { createPaymentProvider, paymentSettings } from "../app/features/payments/payment-config.server.ts";
import { onPublicAnswersPurged } from "../app/lib/http-cache.server.ts";
import { projectPath } from "../app/lib/project-path.server.ts";
import { sharedPageCache } from "../app/lib/shared-pages.server.ts";
import { compressOnce } from "./compress-once.ts";
import { answerDomainErrors } from "./domain-error-responses.ts";
import { startJobs } from "./jobs.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { refuseNullBytes } from "./refuse-null-bytes.ts";
import { requestBodyLimit } from "./request-body-limit.ts";
import { requestInfoFor } from "./request-info.ts";

export interface RunningApplication {
  app: express.Express;
  shutdown(): Promise<void>;
}

export async function startApplication(
  options: { devMiddleware?: express.RequestHandler } = {},
): Promise<RunningApplication> {
  const env = getEnv();
  // Before the database opens: a payment configuration that cannot be meant stops the start here.
  const payments = paymentSettings(env);
  const handle = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          pooled: env.DATABASE_DIRECT_URL !== undefined,
        }
      : { kind: "pglite", dataDir: env.dataDir },
  );
  try {
    // Behind PgBouncer in transaction mode the start's work goes to PostgreSQL itself (deployment.md).
    const direct =
      env.DATABASE_URL && env.DATABASE_DIRECT_URL
        ? await openDatabase({ kind: "postgres", url: env.DATABASE_DIRECT_URL, poolSize: 2 })
        : null;
    try {
      await migrateDatabase(direct ?? handle);
      await applyRoleSettings(direct ?? handle);
      await prepareDatabase((direct ?? handle).db, env);
    } finally {
      await direct?.close();
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  const worker = env.JOBS_WORKER === "on" ? await startJobs(handle.db, env) : null;
  // Supporting documents live beside the database, never under build/ (nothing serves them but their
  // download route). Files left without a row by a crash are removed in the background.
  const documents = new DocumentStore(join(env.dataDir, "documents"));
  void sweepDocumentStore(handle.db, documents).catch((error: unknown) =>
    console.error("[gazette] sweeping the document store failed", error),
  );
  // Court injunctions' orders: a store of their own, so each sweep knows every file's row.
  const courtOrders = new DocumentStore(join(env.dataDir, "court-orders"));
  void sweepCourtOrders(handle.db, courtOrders).catch((error: unknown) =>
    console.error("[gazette] sweeping the court-order store failed", error),
  );
  const production = env.NODE_ENV === "production";
  if (env.TEST_HOOKS === "on")
    console.warn("[gazette] TEST_HOOKS=on: test-only calls under /__test are enabled");
  if (production && payments.simulator)
    console.warn("[gazette] the payment simulator is on: its card page takes payments without paying");
  const services = {
    db: handle.db,
    siteUrl: env.siteUrl,
    mapTileUrl: env.MAP_TILE_URL ?? null,
    secureCookies: env.siteUrl.startsWith("https:"),
    testHooks: env.TEST_HOOKS === "on",
    // A development tool: a public production server answers 404 as if it did not exist.
    uiKit: !production || env.TEST_HOOKS === "on",
    outboxDir: env.SMTP_URL ? null : join(env.dataDir, "outbox"),
    documents,
    courtOrders,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    payments: createPaymentProvider(payments, { siteUrl: env.siteUrl }),
    paymentSimulator: payments.simulator,
    seller: sellerFromConfig(env),
  };

  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For decides the client address (rate limits, lockout): nobody's unless configured.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  const tileOrigin = env.MAP_TILE_URL ? new URL(env.MAP_TILE_URL.replace(/[{}]/g, "")).origin : null;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          // Inline style attributes are needed by the map library; no inline script is allowed.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", ...(tileOrigin ? [tileOrigin] : [])],
          "frame-ancestors": ["'self'"],
          "form-action": ["'self'"],
          "upgrade-insecure-requests": production && env.siteUrl.startsWith("https:") ? [] : null,
        },
      },
      // helmet's default "no-referrer" makes browsers send `Origin: null` with plain form POSTs, which React
      // Router refuses as cross-site (400): forms without JavaScript need the origin on same-site requests.
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: production && env.siteUrl.startsWith("https:"),
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Every compressible answer compressed once, whole; public ones validated by a strong ETag (ADR 024).
  app.use(compressOnce());
  app.get("/healthz", async (_req, res) => {
    try {
      await handle.execScript("select 1");
      res.type("text/plain").send("ok");
    } catch {
      res.status(503).type("text/plain").send("database unavailable");
    }
  });
  if (options.devMiddleware) app.use(options.devMiddleware);
  // Built assets in the forms compressed at build time (brotli 11, zopfli gzip), then as they are.
  const assetOptions = { immutable: true, maxAge: "1y" };
  app.use("/assets", precompressedAssets(projectPath("build/client/assets"), assetOptions));
  app.use("/assets", express.static(projectPath("build/client/assets"), assetOptions));
  const govukAssets = projectPath("node_modules/govuk-frontend/dist/govuk/assets");
  app.use("/govuk/assets", express.static(govukAssets, { maxAge: "7d" }));
  // Browsers ask for /favicon.ico on documents that name no icon (plain text, JSON, a PDF): the crown's icon,
  // not a page not found, which rendered a whole page for each and set a cookie on the visitor.
  app.get("/favicon.ico", (_req, res) => res.sendFile(`${govukAssets}/images/favicon.ico`, { maxAge: "7d" }));
  // Files at the root of the build (none today) have an extension, a page's address does
  // not: asking the disk about every page was a stat a request (~0.2 ms of a notice page's ~3 ms).
  const rootFiles = express.static(projectPath("build/client"), { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? rootFiles(req, res, next) : next()));
  app.use(refuseNullBytes);
  app.use(requestBodyLimit());
  // Pages the same for every anonymous visitor, reused for a minute at most (ADR 026); publication and
  // withdrawal forget them at once in this process.
  const sharedPages =
    env.SHARED_PAGES === "on"
      ? { cache: sharedPageCache(32 * 1024 * 1024), secureCookies: services.secureCookies }
      : null;
  if (sharedPages) onPublicAnswersPurged(() => sharedPages.cache.clear());
  app.all(
    "/{*splat}",
    reactRouterHandler({
      sharedPages,
      build: answerDomainErrors(build),
      mode: production ? "production" : "development",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(appContext, services);
        context.set(nonceContext, res.locals.cspNonce as string);
        context.set(requestInfoContext, requestInfoFor(req, env.TRUST_PROXY));
        return context;
      },
    }),
  );
  // Errors outside React Router (malformed URLs and the like): a plain page, never a stack trace.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) console.error(error);
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type("text/plain")
      .send(
        status === 400
          ? "Bad request"
          : status === 404
            ? "Page not found"
            : "Sorry, there is a problem with the service",
      );
  });

  return {
    app,
    async shutdown() {
      await worker?.stop();
      await handle.close();
    },
  };
}
