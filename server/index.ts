/**
 * Starts the HTTP server: `npm start` (production build) or `npm run dev` (Vite dev server).
 * On SIGTERM/SIGINT it stops taking connections, lets requests in flight finish, stops the job worker
 * after its current job and closes the database, so a restart never loses work.
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import type { RunningApplication } from "./app.ts";
import { closeConnectionsOnStop } from "./close-connections-on-stop.ts";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

async function load(): Promise<RunningApplication> {
  if (!dev) {
    // @ts-expect-error: built by `react-router build`
    const mod = (await import("../build/server/index.js")) as typeof import("./app.ts");
    return mod.startApplication();
  }
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ server: { middlewareMode: true } });
  const mod = (await vite.ssrLoadModule("./server/app.ts")) as typeof import("./app.ts");
  return mod.startApplication({ devMiddleware: vite.middlewares });
}

/**
 * WEB_CONCURRENCY > 1 runs that many app processes sharing the port (PostgreSQL only: PGlite allows one
 * process). The primary only supervises; each worker is a whole app server with its own job worker.
 */
const workers = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1);
if (workers > 1 && !process.env.DATABASE_URL) {
  console.error("WEB_CONCURRENCY > 1 needs DATABASE_URL: PGlite allows one process per data directory.");
  process.exit(1);
}
if (workers > 1 && cluster.isPrimary && !dev) {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${code}); starting another`);
    cluster.fork();
  });
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
} else {
  await serve();
}

async function serve() {
  const started = Date.now();
  let running: RunningApplication;
  // Until the app is built there are no requests to finish: a signal (Ctrl-C during the first-start demo
  // load) stops at once, and says so. The load runs in one transaction, which the next start redoes.
  // One listener per signal for the whole life of the process, which only changes what it does: a signal
  // that arrives while start-up keeps the event loop busy is dispatched later to the listener that was
  // there when it came, and would be lost if that listener had been swapped for another meanwhile.
  let onSignal = (signal: NodeJS.Signals): void => {
    console.log(
      `${signal} received while starting: stopping; an unfinished demo load is redone on the next start`,
    );
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
  try {
    running = await load();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const server = createServer(running.app);
  server.keepAliveTimeout = 65_000;
  const beginStop = closeConnectionsOnStop(server);
  server.listen(port, host, () => {
    console.log(
      `Gazette listening on http://localhost:${port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Stop accepting, let requests in flight finish (up to 10 s), then stop jobs and close the database.
    // Clients are told to close after the answer they wait for (close-connections-on-stop.ts).
    beginStop();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    server.closeAllConnections();
    await running.shutdown().catch((error) => console.error(error));
    console.log("Gazette stopped");
    process.exit(0);
  }
  onSignal = (signal) => void shutdown(signal);
}
