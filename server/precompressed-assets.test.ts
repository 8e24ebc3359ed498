import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../scripts/precompress.ts";
import { compressOnce } from "./compress-once.ts";
import { precompressedAssets } from "./precompressed-assets.ts";

// A script like a built chunk: long enough that zopfli's search beats zlib's.
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function notice${i}(a,b){return a.id===${i}?b.title+"${i % 7}":null}`,
).join(";");
const STYLES = `.govuk-body{margin:0 0 15px;font-size:1rem}`.repeat(100);
const TINY = "export const a=1;"; // compressed it would be longer: sent as it is
const IMAGE = Buffer.alloc(4000, 7); // not a text format: never precompressed

let root: string;
let assets: string;
let cacheDir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "gazette-precompressed-"));
  assets = join(root, "assets");
  cacheDir = join(root, "cache");
  mkdirSync(join(assets, "nested"), { recursive: true });
  writeFileSync(join(assets, "chunk-abc.js"), SCRIPT);
  writeFileSync(join(assets, "nested", "app-def.css"), STYLES);
  writeFileSync(join(assets, "tiny-ghi.js"), TINY);
  writeFileSync(join(assets, "logo.png"), IMAGE);
  await precompressDirectory(assets, cacheDir);

  // As server/app.ts mounts them: compression once, the precompressed forms, then the files as they are.
  const app = express();
  app.use(compressOnce());
  const options = { immutable: true, maxAge: "1y" };
  app.use("/assets", precompressedAssets(assets, options));
  app.use("/assets", express.static(assets, options));
  server = app.listen(0);
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request({ port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject)
        .end();
    },
  );
}

describe("precompressDirectory", () => {
  it("writes a brotli and a gzip form beside each text asset, smaller than zlib's best gzip", () => {
    const gz = readFileSync(join(assets, "chunk-abc.js.gz"));
    const br = readFileSync(join(assets, "chunk-abc.js.br"));
    expect(gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(gz.length).toBeLessThan(gzipSync(SCRIPT, { level: 9 }).length);
    expect(brotliDecompressSync(readFileSync(join(assets, "nested", "app-def.css.br"))).toString()).toBe(
      STYLES,
    );
  });

  it("writes no form that would be larger than the file, and none for images", () => {
    expect(existsSync(join(assets, "tiny-ghi.js.gz"))).toBe(false);
    expect(existsSync(join(assets, "tiny-ghi.js.br"))).toBe(false);
    expect(existsSync(join(assets, "logo.png.gz"))).toBe(false);
  });

  it("reuses the forms by content from the cache, and drops what no file uses any more", async () => {
    const again = await precompressDirectory(assets, cacheDir);
    expect(again.fromCache).toBe(again.files);
    const other = mkdtempSync(join(root, "other-"));
    writeFileSync(join(other, "chunk-new.js"), `${SCRIPT};export const b=2;`);
    const report = await precompressDirectory(other, cacheDir);
    expect(report).toMatchObject({ files: 1, fromCache: 0 });
    // Only the new file's two forms are left, without a half-written one.
    expect(readdirSync(cacheDir).sort()).toHaveLength(2);
    expect(readdirSync(cacheDir).every((name) => /^[0-9a-f]{64}\.(br|gz)$/.test(name))).toBe(true);
  }, 60_000);
});

describe("precompressedAssets", () => {
  it("sends the brotli form to a browser that accepts it, with the script's type", async () => {
    const answer = await get("/assets/chunk-abc.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.equals(readFileSync(join(assets, "chunk-abc.js.br")))).toBe(true);
  });

  it("sends the zopfli gzip form where brotli is not accepted, and a nested stylesheet too", async () => {
    const answer = await get("/assets/chunk-abc.js", { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(readFileSync(join(assets, "chunk-abc.js.gz")))).toBe(true);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    const css = await get("/assets/nested/app-def.css", { "Accept-Encoding": "gzip;q=1, br;q=0" });
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(gunzipSync(css.body).toString()).toBe(STYLES);
  });

  it("sends the file as it is to a client that accepts no compression", async () => {
    const answer = await get("/assets/chunk-abc.js", { "Accept-Encoding": "identity" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it("answers HEAD with the form's headers and no body, and a repeat with 304", async () => {
    const head = await get("/assets/chunk-abc.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
    const first = await get("/assets/chunk-abc.js", { "Accept-Encoding": "br" });
    const repeat = await get("/assets/chunk-abc.js", {
      "Accept-Encoding": "br",
      "If-None-Match": String(first.headers.etag),
    });
    expect(repeat.status).toBe(304);
    // The gzip form is another representation: its validator differs.
    const gzip = await get("/assets/chunk-abc.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
  });

  it("leaves files without a form, and paths it does not list, to the next handlers", async () => {
    const tiny = await get("/assets/tiny-ghi.js", { "Accept-Encoding": "br" });
    expect(tiny.status).toBe(200);
    expect(tiny.body.toString()).toBe(TINY);
    expect(
      (await get("/assets/chunk-abc.js.br", { "Accept-Encoding": "br" })).headers["content-encoding"],
    ).toBe(undefined);
    expect((await get("/assets/../assets/chunk-abc.js", { "Accept-Encoding": "br" })).status).not.toBe(500);
    expect((await get("/assets/missing.js", { "Accept-Encoding": "br" })).status).toBe(404);
  });
});
