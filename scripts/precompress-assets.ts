/**
 * The build's last step (`npm run build`): every compressible asset gets its brotli and zopfli-gzip forms
 * beside it (server/precompressed-assets.ts), reused by content from node_modules/.cache between builds.
 */
import { projectPath } from "../app/lib/project-path.server.ts";
import { precompressDirectory } from "./precompress.ts";

const started = performance.now();
const report = await precompressDirectory(
  projectPath("build/client/assets"),
  projectPath("node_modules/.cache/gazette-precompressed"),
);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
console.log(
  `precompressed ${report.files} assets (${report.fromCache} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kB(report.bytes)} → gzip ${kB(report.written.gzip)}, brotli ${kB(report.written.br)}`,
);
