import { reactRouter } from "@react-router/dev/vite";
import { NodePackageImporter } from "sass";
import { defineConfig } from "vite";

export default defineConfig({
  css: {
    preprocessorOptions: {
      scss: { importers: [new NodePackageImporter()], quietDeps: true, silenceDeprecations: ["import"] },
    },
    // govuk-frontend still carries old IE hacks that abort the minifier without error recovery.
    lightningcss: { errorRecovery: true },
  },
  environments: {
    // The server bundle is our Express app, which mounts React Router's request handler;
    // see server/app.ts and docs/decisions/001-routing-and-server.md.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter()],
});
