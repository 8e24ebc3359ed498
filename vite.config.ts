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
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router start every page: one chunk, so each page asks for one file
            // instead of six and every route's entry in the route manifest names one import instead of six
            // (issue 14: the page's weight; docs/performance.md "Page weight").
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle is our Express app, which mounts React Router's request handler;
    // see server/app.ts and docs/decisions/001-routing-and-server.md.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [reactRouter()],
});
