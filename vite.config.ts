import { reactRouter } from "@react-router/dev/vite";
import { NodePackageImporter } from "sass";
import { defineConfig } from "vite";
import { buildLogger, showAssetTable } from "./scripts/build-log.ts";

/** What goes into the one chunk every page loads first. */
const FRAMEWORK = [
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
  // Vite's helper for dynamic imports, imported by nearly every chunk (the bundler keeps its own runtime apart).
  /vite[\\/]preload-helper/,
  // The root route's small dependencies (each under 2 kB), shared with most pages.
  /[\\/]app[\\/]components[\\/](forms[\\/]csrf-input|layout[\\/]flash-banner|govuk[\\/]govuk-modules)\./,
  /[\\/]app[\\/](lib[\\/](dates|domain-errors|ids)|features[\\/]publications[\\/]edition(s|-names)|features[\\/]baskets[\\/]basket-events)\./,
  // The root route and its layout (not the error pages' content, fetched when one is shown), and the two
  // components of the notice lists on the home, results and notice pages (favourite toggle, pagination):
  // one file compresses better than four (results page 122.0 → 120.3 kB as sent gzipped, home and notice
  // 0.5 kB less), and the page asks for three fewer.
  /[\\/]app[\\/](root\.tsx|components[\\/]layout[\\/](site-layout|services-menu|use-current-user)\.|features[\\/]saved-notices[\\/]favourite-toggle|components[\\/]ui[\\/](pagination|page-window)\.)/,
];

/** Our modules that do nothing when imported but define things (no .client modules, no stylesheets). */
const PURE_MODULES =
  /[\\/]app[\\/](lib[\\/](?!.*\.client\.)[\w/-]+|features[\\/]taxonomy[\\/][\w-]+|features[\\/]geo[\\/]postcode-format)\.ts$/;

export default defineConfig({
  // Without the list of every file written and two warnings about GOV.UK Frontend (scripts/build-log.ts).
  customLogger: buildLogger(),
  build: {
    // The sizes are only computed for that list.
    reportCompressedSize: showAssetTable(),
    // Which plugins took longest: a note for whoever tunes the build, not for everyone who starts the site.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
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
          // Modules that only define values and functions: where a page uses none of what one defines, the
          // bundler may leave it out rather than keep it "for its side effects" (the results page fetched
          // the whole taxonomy, 4.7 kB, for a search-query function it never calls).
          treeshake: { moduleSideEffects: [{ test: PURE_MODULES, sideEffects: false }] },
          output: {
            // React, React DOM and React Router start every page: one chunk, so each page asks for one file
            // instead of six and every route's entry in the route manifest names one import instead of six
            // (issue 14: the page's weight; docs/performance.md "Page weight"). The few small modules that
            // the root route itself needs ride in it too: apart, each was gzipped on its own, at a cost of
            // about a third of its size in headers and a cold dictionary.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) => FRAMEWORK.some((pattern) => pattern.test(id)),
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
