import { randomUUID } from "node:crypto";
import { createUser, signInAs, signInInModal } from "./accounts.ts";
import { type APIResponse, expect, request as requests, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";

/**
 * Shared pages (ADR 026): a notice page rendered for one anonymous visitor is reused for the next, with
 * the next visitor's own CSRF token and a fresh CSP nonce — and never for anyone with a session, a basket
 * or a data client.
 */

/** A notice page address no other journey asks for, so the first request here renders it. */
async function freshNoticeAddress(request: import("./fixtures.ts").APIRequestContext): Promise<string> {
  const id = await latestNoticeId(request);
  return `/notice/${id}?back=${encodeURIComponent(`/all-notices/notice?text=${randomUUID().slice(0, 8)}`)}`;
}

function tokenSetBy(answer: APIResponse): string | null {
  const cookie = answer
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && /^gazette_csrf=/.test(h.value));
  return cookie ? (/^gazette_csrf=([^;]+)/.exec(cookie.value)?.[1] ?? null) : null;
}

function nonceOf(answer: APIResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce, "the CSP names a nonce").toBeTruthy();
  return nonce!;
}

function metaToken(html: string): string | undefined {
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
}

async function newVisitor() {
  return requests.newContext({ baseURL: test.info().project.use.baseURL });
}

test("two anonymous visitors get one notice page, each with their own token and a fresh nonce", async ({
  request,
}) => {
  const address = await freshNoticeAddress(request);
  const first = await newVisitor();
  const second = await newVisitor();
  try {
    const a = await first.get(address);
    expect(a.status()).toBe(200);
    expect(a.headers()["x-cache"]).toBe("miss");
    const b = await second.get(address);
    expect(b.status()).toBe(200);
    expect(b.headers()["x-cache"]).toBe("hit");

    const [htmlA, htmlB] = [await a.text(), await b.text()];
    const [tokenA, tokenB] = [tokenSetBy(a), tokenSetBy(b)];
    expect(tokenA).toBeTruthy();
    expect(tokenB).toBeTruthy();
    expect(tokenB).not.toBe(tokenA);
    // Each page carries its own visitor's token (meta and hydration data) and none of the other's.
    expect(metaToken(htmlA)).toBe(tokenA);
    expect(metaToken(htmlB)).toBe(tokenB);
    expect(htmlB).not.toContain(tokenA!);
    expect(htmlB.split(tokenB!).length).toBe(htmlA.split(tokenA!).length);
    // Every script runs under this answer's nonce, never the first visitor's.
    const [nonceA, nonceB] = [nonceOf(a), nonceOf(b)];
    expect(nonceB).not.toBe(nonceA);
    const scriptNonces = [...htmlB.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonceB]));
    // Otherwise the very same page.
    const neutral = (html: string, token: string, nonce: string) =>
      html.replaceAll(token, "TOKEN").replaceAll(nonce, "NONCE");
    expect(neutral(htmlB, tokenB!, nonceB)).toBe(neutral(htmlA, tokenA!, nonceA));
    expect(b.headers().vary).toMatch(/Accept/);
    expect(b.headers()["content-type"]).toBe("text/html; charset=utf-8");

    // Coming back with the cookie: the same token, no new cookie.
    const again = await second.get(address);
    expect(again.headers()["x-cache"]).toBe("hit");
    expect(tokenSetBy(again)).toBeNull();
    expect(metaToken(await again.text())).toBe(tokenB);
  } finally {
    await first.dispose();
    await second.dispose();
  }
});

test("a signed-in person, a visitor with a basket and a data client never get the shared page", async ({
  page,
  request,
}) => {
  const address = await freshNoticeAddress(request);
  const visitor = await newVisitor();
  try {
    expect((await visitor.get(address)).headers()["x-cache"]).toBe("miss");

    const user = await createUser(request, { name: "Shared Page Tester" });
    await signInAs(page, user.email);
    const signedIn = await page.request.get(address);
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()["x-cache"]).toBeUndefined();
    expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
    expect(await signedIn.text()).toContain("Sign out");

    const basket = await visitor.get(address, { headers: { Cookie: "gazette_basket=somebody" } });
    expect(basket.headers()["x-cache"]).toBeUndefined();

    const json = await visitor.get(address, { headers: { Accept: "application/json" } });
    expect(json.headers()["content-type"]).toMatch(/^application\/json/);
    expect(json.headers()["x-cache"]).toBeUndefined();

    // The route's internal mark never leaves the server.
    for (const answer of [signedIn, basket, json])
      expect(answer.headers()["x-gazette-shared-page"]).toBeUndefined();
    expect((await visitor.get(address)).headers()["x-gazette-shared-page"]).toBeUndefined();
  } finally {
    await visitor.dispose();
  }
});

test("a shared notice page runs its scripts under its nonce and its forms carry the visitor's token", async ({
  page,
  request,
}) => {
  const address = await freshNoticeAddress(request);
  const warm = await newVisitor();
  expect((await warm.get(address)).headers()["x-cache"]).toBe("miss");
  await warm.dispose();

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto(address);
  expect(answer?.headers()["x-cache"]).toBe("hit");
  // Hydrated: GOV.UK Frontend's class is added by the page's script.
  await expect(page.locator("body")).toHaveClass(/js-enabled/);
  expect(violations).toEqual([]);

  // The sign-in modal and the save it then applies post with the token the page was filled with.
  const user = await createUser(request, { name: "Shared Page Saver" });
  await page
    .locator(".app-favourite")
    .first()
    .getByRole("button", { name: "Save notice to My Gazette" })
    .click();
  await signInInModal(page, user);
  await expect(page.locator("#user-full-name")).toHaveText("Shared Page Saver");
  await expect(page.locator(".app-favourite").first().getByRole("button")).toHaveText(
    "Remove from My Gazette",
  );
  expect(violations).toEqual([]);
});
