/**
 * The built assets sent in the compressed forms made when the site was built (issue 14 point 5: the page's
 * weight; scripts/precompress-assets.ts makes them): `<file>.br` (brotli at quality 11) and `<file>.gz`
 * (zopfli: gzip's own format, ~4 % smaller than zlib's best on our scripts) beside each compressible file
 * of build/client/assets. No compression work per request, and fewer bytes than compressing per answer
 * could afford; compress-once.ts stays for pages and for anything without a form here.
 */
import { existsSync, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type express from "express";
import { chooseEncoding } from "../app/lib/http-cache.server.ts";

/** Text formats a browser asks for from /assets (fonts and images come compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml)$/i;

/** Each precompressed form: its file suffix and the Content-Encoding it is sent with. */
export const FORMS = [
  { suffix: ".br", encoding: "br" },
  { suffix: ".gz", encoding: "gzip" },
] as const;

/** Every file under `dir`, recursively; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Sends a file's precompressed form when the request accepts one (brotli first, as compress-once chooses);
 * anything else falls through to `express.static`. The files are listed when the app starts: the assets are
 * built before the server starts and never change under it, and a request's path is only looked up in
 * that list (never joined to a directory).
 */
export function precompressedAssets(
  dir: string,
  options: { maxAge: string; immutable: boolean },
): express.RequestHandler {
  const forms = new Map<string, Set<string>>();
  for (const file of filesUnder(dir)) {
    const form = FORMS.find((f) => file.endsWith(f.suffix));
    if (!form) continue;
    const original = file.slice(0, -form.suffix.length);
    if (!COMPRESSIBLE.test(original) || !existsSync(original)) continue;
    const path = `/${relative(dir, original).split(sep).join("/")}`;
    const encodings = forms.get(path) ?? new Set<string>();
    encodings.add(form.encoding);
    forms.set(path, encodings);
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encodings = forms.get(req.path);
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    const wanted = chooseEncoding(req.headers["accept-encoding"]);
    const form = FORMS.find((f) => f.encoding === wanted && encodings.has(f.encoding));
    if (!form) return next();
    res.type(extname(req.path));
    res.setHeader("Content-Encoding", form.encoding);
    res.sendFile(join(dir, req.path + form.suffix), options, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}
