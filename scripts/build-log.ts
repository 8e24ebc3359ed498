/**
 * What the build prints (vite.config.ts's logger). Vite lists every file it writes with its size — about 300
 * lines, which at `npm start` bury the server's own — so the list is left out (the page's weight is followed by
 * `npm run bench:weight`; `BUILD_ASSET_TABLE=on` shows it). Two warnings are left out too: they are about
 * GOV.UK Frontend, are not ours to fix, and change nothing in what is built.
 */
import { stripVTControlCharacters } from "node:util";
import { createLogger, type Logger } from "vite";

/** `build/client/assets/app-B7rozgsT.css   148.67 kB │ gzip: 18.40 kB` */
const ASSET_LINE = /^\S+\.\w+\s+[\d.,]+ kB\b/;

const KNOWN_WARNINGS = [
  // Its stylesheet's hack for old Internet Explorer, `(min-width: 0\0)`, which the minifier skips
  // (vite.config.ts sets lightningcss's error recovery for it).
  /^\[lightningcss minify\] Invalid media query[\s\S]*\(min-width: 0/,
  // Its stylesheet names the crest by the address the server gives GOV.UK Frontend's assets (server/app.ts).
  /^\/govuk\/assets\/\S+ referenced in \S+ didn't resolve at build time/,
];

export const showAssetTable = () => process.env.BUILD_ASSET_TABLE === "on";

/** The message without the file list's lines, or null when nothing else was in it. */
export function withoutAssetLines(message: string): string | null {
  const lines = message.split("\n").filter((line) => !ASSET_LINE.test(stripVTControlCharacters(line).trim()));
  return lines.some((line) => line.trim()) ? lines.join("\n") : null;
}

export function isKnownWarning(message: string): boolean {
  const text = stripVTControlCharacters(message).trim();
  return KNOWN_WARNINGS.some((pattern) => pattern.test(text));
}

export function buildLogger(showAssets = showAssetTable()): Logger {
  const logger = createLogger();
  const { info, warn, warnOnce } = logger;
  logger.info = (message, options) => {
    const kept = showAssets ? message : withoutAssetLines(message);
    if (kept !== null) info(kept, options);
  };
  logger.warn = (message, options) => {
    if (!isKnownWarning(message)) warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    if (!isKnownWarning(message)) warnOnce(message, options);
  };
  return logger;
}
