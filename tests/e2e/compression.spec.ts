import { readFileSync, statSync } from "node:fs";
import { createUser, signInAs } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";

/**
 * Compression done once (ADR 024): pages and data compressed whole, brotli when asked; public answers
 * validated by a strong ETag (304 on a repeat); nothing of a visitor's or a signed-in person's shared.
 */

const BR = { "Accept-Encoding": "gzip, deflate, br" };

test("a page asked with HEAD says what a GET would send: its type, no body", async ({ request }) => {
  for (const path of ["/", "/all-notices/notice?text=estate", `/notice/${await latestNoticeId(request)}`]) {
    const head = await request.head(path);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect((await head.body()).length).toBe(0);
  }
});

test("a public data answer comes compressed with a strong ETag, and its repeat is a 304", async ({
  request,
}) => {
  const id = await latestNoticeId(request);
  const first = await request.get(`/notice/${id}/data.json`, { headers: BR });
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers.vary).toMatch(/Accept-Encoding/i);
  expect(headers["cache-control"]).toMatch(/\bpublic\b/);
  expect(headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
  expect(headers["set-cookie"]).toBeUndefined();
  expect(await first.text()).toContain(String(id));

  const repeat = await request.get(`/notice/${id}/data.json`, {
    headers: { ...BR, "If-None-Match": headers.etag! },
  });
  expect(repeat.status()).toBe(304);
  expect((await repeat.body()).length).toBe(0);
  expect(repeat.headers().etag).toBe(headers.etag);

  const gzip = await request.get(`/notice/${id}/data.json`, {
    headers: { "Accept-Encoding": "gzip", "If-None-Match": headers.etag! },
  });
  expect(gzip.status()).toBe(200);
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(gzip.headers().etag).toBe(headers.etag!.replace("-br", "-gzip"));
  expect(await gzip.text()).toBe(await first.text());
});

test("a visitor's notice page is compressed whole but never validated or shared", async ({ request }) => {
  const id = await latestNoticeId(request);
  const page = await request.get(`/notice/${id}`, { headers: BR });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["content-length"]).toBeDefined();
  expect(headers.vary).toMatch(/Accept-Encoding/i);
  // The page carries the visitor's CSRF token and this answer's CSP nonce: no ETag, nothing public.
  expect(headers.etag).toBeUndefined();
  expect(headers["cache-control"] ?? "").not.toMatch(/\bpublic\b/);
  expect(await page.text()).toContain('name="csrf-token"');
});

test("a signed-in page is compressed, private and has no ETag", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user.email);
  const answer = await page.request.get("/my-gazette", { headers: BR });
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers.etag).toBeUndefined();
  expect(headers["content-type"]).toMatch(/^text\/html/);
  expect(await answer.text()).toContain("</html>");
});

test("a notice's PDF is sent as it is", async ({ request }) => {
  const id = await latestNoticeId(request);
  const pdf = await request.get(`/notice/${id}/data.pdf`, { headers: BR });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-encoding"]).toBeUndefined();
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the page's scripts come in the forms compressed when the site was built: brotli, else zopfli's gzip", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  // The chunk every page starts with (React, React Router, the layout), as the page's HTML names it.
  const framework = /\/assets\/(framework-[\w-]+\.js)/.exec(html)?.[1];
  expect(framework).toBeDefined();
  const built = new URL("../../build/client/assets/", import.meta.url);
  for (const [accept, encoding, suffix] of [
    [BR["Accept-Encoding"], "br", ".br"],
    ["gzip", "gzip", ".gz"],
  ] as const) {
    const answer = await request.get(`/assets/${framework!}`, { headers: { "Accept-Encoding": accept } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-encoding"]).toBe(encoding);
    expect(answer.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers()["cache-control"]).toContain("immutable");
    expect(Number(answer.headers()["content-length"])).toBe(
      statSync(new URL(framework! + suffix, built)).size,
    );
    expect(await answer.text()).toBe(readFileSync(new URL(framework!, built), "utf8"));
  }
});
