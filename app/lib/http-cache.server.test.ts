import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bodyDigest,
  COMPRESS_INLINE_LIMIT,
  CompressedBytesCache,
  chooseEncoding,
  compressBody,
  compressedAnswers,
  etagMatches,
  isPublicAnswer,
  LARGE_BODY,
  onPublicAnswersPurged,
  purgePublicAnswers,
  strongEtag,
} from "./http-cache.server.ts";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["identity", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["deflate", "identity"],
    ["gzip, br;q=0.5", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["br;q=0, gzip;q=0", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["gzip;q=0, *", "br"],
    ["*;q=0", "identity"],
    ["BR;Q=1, GZIP;Q=0.2", "br"],
    ["br;q=nonsense, gzip", "gzip"],
  ])("%s → %s", (header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });
});

describe("isPublicAnswer", () => {
  const publicJson = { method: "GET", status: 200, cacheControl: "public, max-age=300", hasSetCookie: false };

  it("takes a GET 200 its route called public, without cookies", () => {
    expect(isPublicAnswer(publicJson)).toBe(true);
  });

  it.each([
    ["no Cache-Control (every page)", { cacheControl: undefined }],
    ["private", { cacheControl: "private, no-store" }],
    ["public with no-store", { cacheControl: "public, no-store" }],
    ["public with no-cache", { cacheControl: "public, no-cache" }],
    ["a cookie set", { hasSetCookie: true }],
    ["a POST", { method: "POST" }],
    ["a 404", { status: 404 }],
  ])("refuses %s", (_name, change) => {
    expect(isPublicAnswer({ ...publicJson, ...change })).toBe(false);
  });
});

describe("strong ETags", () => {
  const digest = bodyDigest(Buffer.from("the notice"));

  it("come from the uncompressed bytes, one for each encoding", () => {
    expect(bodyDigest(Buffer.from("the notice"))).toBe(digest);
    expect(bodyDigest(Buffer.from("another notice"))).not.toBe(digest);
    const tags = (["identity", "br", "gzip"] as const).map((coding) => strongEtag(digest, coding));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(tags[1]).toBe(`"${digest}-br"`);
  });

  it("match If-None-Match by weak comparison, in lists and with *", () => {
    const etag = strongEtag(digest, "br");
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches(strongEtag(digest, "gzip"), etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches("", etag)).toBe(false);
  });
});

describe("compressBody", () => {
  /** A page of exactly `size` bytes that compresses like markup with numbers in it. */
  const page = (size: number) =>
    Buffer.from(
      Array.from({ length: size / 8 }, (_, i) => `<p>${(i * 2654435761) % 999983}</p>`).join(""),
    ).subarray(0, size);
  const body = Buffer.from("<p>A notice of a winding-up petition.</p>\n".repeat(200));

  it("brotli and gzip give back the same bytes, much smaller", async () => {
    const br = await compressBody(body, "br");
    const gz = await compressBody(body, "gzip");
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });

  // A page of the size of a search's results (quality 3, on the request's thread) and an answer beyond the
  // inline limit (on the thread pool): both decode to what was given, in both codings.
  it.each([
    ["a large page", LARGE_BODY + 1000],
    ["an answer compressed on the thread pool", COMPRESS_INLINE_LIMIT + 1000],
  ])("%s gives back the same bytes", async (_, size) => {
    const large = page(size);
    expect(brotliDecompressSync(await compressBody(large, "br")).equals(large)).toBe(true);
    expect(gunzipSync(await compressBody(large, "gzip")).equals(large)).toBe(true);
  });

  it("uses quality 5 below LARGE_BODY and quality 3 from it (the time grows with the size)", async () => {
    const atQuality = (b: Buffer, quality: number) =>
      brotliCompressSync(b, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
        },
      });
    const small = page(LARGE_BODY - 1024);
    const large = page(LARGE_BODY + 1024);
    expect([small.length, large.length]).toEqual([LARGE_BODY - 1024, LARGE_BODY + 1024]);
    expect((await compressBody(small, "br")).equals(atQuality(small, 5))).toBe(true);
    expect((await compressBody(large, "br")).equals(atQuality(large, 3))).toBe(true);
    expect(atQuality(large, 3).equals(atQuality(large, 5))).toBe(false);
  });
});

describe("CompressedBytesCache", () => {
  const bytes = (n: number) => Buffer.alloc(n, 1);

  it("keeps at most its size in bytes, least recently used out first", () => {
    const cache = new CompressedBytesCache(800);
    cache.set("a", bytes(100));
    cache.set("b", bytes(100));
    cache.set("c", bytes(100));
    expect(cache.get("a")).toBeDefined();
    for (const key of ["d", "e", "f", "g", "h", "i"]) cache.set(key, bytes(100));
    expect(cache.size).toEqual({ entries: 8, bytes: 800 });
    cache.set("j", bytes(100));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size.bytes).toBe(800);
  });

  it("keeps no single answer larger than an eighth of it, and replaces a key's bytes", () => {
    const cache = new CompressedBytesCache(800);
    cache.set("big", bytes(101));
    expect(cache.get("big")).toBeUndefined();
    cache.set("a", bytes(50));
    cache.set("a", bytes(70));
    expect(cache.size).toEqual({ entries: 1, bytes: 70 });
  });

  it("keys hold the URL, the encoding and the digest", () => {
    const key = CompressedBytesCache.key("/notice/1/data.json", "br", "abc");
    expect(key).not.toBe(CompressedBytesCache.key("/notice/1/data.json", "gzip", "abc"));
    expect(key).not.toBe(CompressedBytesCache.key("/notice/1/data.json", "br", "abd"));
    expect(key).not.toBe(CompressedBytesCache.key("/notice/2/data.json", "br", "abc"));
  });
});

describe("purgePublicAnswers", () => {
  it("empties this process's store and tells every listener", () => {
    compressedAnswers.set("k", Buffer.from("x"));
    let told = 0;
    const stop = onPublicAnswersPurged(() => told++);
    purgePublicAnswers();
    expect(compressedAnswers.size.entries).toBe(0);
    expect(told).toBe(1);
    stop();
    purgePublicAnswers();
    expect(told).toBe(1);
  });
});
