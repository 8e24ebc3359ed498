import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build is our own Express app (server/app.ts), so that the database, the job worker
  // and every route share one module graph and one database connection.
} satisfies Config;
