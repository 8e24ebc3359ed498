import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build is our own Express app (server/app.ts), so that the database, the job worker
  // and every route share one module graph and one database connection.
  //
  // The whole route manifest is one static, cached file: with ~90 routes it is a few kB gzipped,
  // while lazy discovery computed a partial manifest on every page render (route matching is linear
  // in the number of routes) and sent batched /__manifest requests for the links of every page.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
