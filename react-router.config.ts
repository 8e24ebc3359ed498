import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build is our own Express app (server/app.ts), so that the database, the job worker
  // and every route share one module graph and one database connection.
  //
  // Lazy route discovery (ADR 028): a page carries the manifest of its own routes and asks /__manifest for
  // those of its links once it has started. The whole manifest (225 routes) was 9.7 kB gzipped on every
  // page, the largest thing after the framework, against a 120 kB budget (issue 14).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
