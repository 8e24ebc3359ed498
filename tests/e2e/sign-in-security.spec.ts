/**
 * Sign-in hardening at the HTTP level: a new CSRF token at every sign-in, the lock per (address, client),
 * sign-out asked by another site, and Retry-After on every 429. Each test is its own client (its own
 * X-Forwarded-For, which the server trusts from this machine), so its counts touch no other test's.
 */
import { randomInt } from "node:crypto";
import { createUser, uniqueEmail } from "./accounts.ts";
import { type APIRequestContext, type APIResponse, expect, request as requests, test } from "./fixtures.ts";

const AJAX = { "X-Requested-With": "XMLHttpRequest" };
const REFUSED = "This form has expired or did not come from this website.";

/** A client of its own: fresh cookies and an address no other test uses. */
async function client(baseURL: string | undefined): Promise<APIRequestContext> {
  const address = `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  return requests.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
}

async function pageToken(context: APIRequestContext, path: string): Promise<string> {
  const html = await (await context.get(path)).text();
  const token = /<meta name="csrf-token" content="([A-Za-z0-9_-]{43})"/.exec(html)?.[1];
  expect(token, `a CSRF token on ${path}`).toBeDefined();
  return token!;
}

function csrfCookieOf(response: APIResponse): string | undefined {
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("gazette_csrf="));
  return /^gazette_csrf=([^;]*)/.exec(cookie?.value ?? "")?.[1];
}

/** A harmless signed-in change (saving the details unchanged): its status tells whether `token` is taken. */
async function saveDetails(
  context: APIRequestContext,
  token: string,
  user: { name: string; email: string },
): Promise<number> {
  const response = await context.post("/my-gazette/account/details", {
    form: { _csrf: token, title: "", name: user.name, telephone: "", email: user.email },
    maxRedirects: 0,
  });
  if (response.status() === 400) expect(await response.text()).toContain(REFUSED);
  return response.status();
}

test("signing in on the page gives a new CSRF token; the old one is refused afterwards", async ({
  baseURL,
  request,
}) => {
  const user = await createUser(request, { name: "Rota Page" });
  const browser = await client(baseURL);
  const before = await pageToken(browser, "/sign-in");
  const signIn = await browser.post("/sign-in", {
    form: { _csrf: before, email: user.email, password: user.password, redirectUrl: "" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  const issued = csrfCookieOf(signIn);
  expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(issued).not.toBe(before);
  // The page after the sign-in renders its forms with the new token.
  const after = await pageToken(browser, "/my-gazette/account/details");
  expect(after).toBe(issued);
  expect(await saveDetails(browser, before, user)).toBe(400);
  expect(await saveDetails(browser, after, user)).toBeLessThan(400);
  await browser.dispose();
});

test("signing in by the modal gives a new CSRF token in the answer; the old one is refused afterwards", async ({
  baseURL,
  request,
}) => {
  const user = await createUser(request, { name: "Rota Modal" });
  const browser = await client(baseURL);
  const before = await pageToken(browser, "/");
  const signIn = await browser.post("/sign-in", {
    form: { email: user.email, password: user.password },
    headers: { ...AJAX, "X-CSRF-Token": before },
  });
  expect(signIn.status()).toBe(200);
  const issued = csrfCookieOf(signIn);
  expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(issued).not.toBe(before);
  expect(signIn.headers()["x-csrf-token"]).toBe(issued);
  expect(await saveDetails(browser, before, user)).toBe(400);
  expect(await saveDetails(browser, issued!, user)).toBeLessThan(400);
  await browser.dispose();
});

test("five wrong passwords from one client lock the address there only; the owner elsewhere signs in", async ({
  baseURL,
  request,
}) => {
  const user = await createUser(request);
  const attacker = await client(baseURL);
  const attackerToken = await pageToken(attacker, "/");
  const modalSignIn = (context: APIRequestContext, token: string, email: string, password: string) =>
    context.post("/sign-in", { form: { email, password }, headers: { ...AJAX, "X-CSRF-Token": token } });

  for (const email of [user.email, uniqueEmail("nobody")]) {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await modalSignIn(attacker, attackerToken, email, `wrong-${i}`)).status());
    // The same for an address with an account and one without.
    expect(statuses, email).toEqual([401, 401, 401, 401, 403, 403]);
  }
  const locked = await modalSignIn(attacker, attackerToken, user.email, user.password);
  expect(locked.status()).toBe(403);
  expect(await locked.text()).toBe("/my-gazette/account/status?unlock=true");

  const owner = await client(baseURL);
  const ownerToken = await pageToken(owner, "/");
  expect((await modalSignIn(owner, ownerToken, user.email, user.password)).status()).toBe(200);
  await attacker.dispose();
  await owner.dispose();
});

test("GET /sign-out from another site asks to confirm and keeps the session; the button signs out", async ({
  baseURL,
  request,
}) => {
  const user = await createUser(request);
  const browser = await client(baseURL);
  const signedIn = await browser.post("/__test/sign-in", { data: { email: user.email } });
  expect(signedIn.status()).toBe(200);
  const accountData = async () =>
    (await browser.get("/my-gazette/account/data.json", { headers: AJAX })).status();
  expect(await accountData()).toBe(200);

  const crossSiteHeaders: Record<string, string>[] = [
    { "Sec-Fetch-Site": "cross-site" },
    { Referer: "https://elsewhere.example/page" },
    { Origin: "https://elsewhere.example" },
  ];
  for (const crossSite of crossSiteHeaders) {
    const answer = await browser.get("/sign-out", { headers: crossSite, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(crossSite)).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Do you want to sign out of The Gazette?");
    expect(html).toMatch(/<form(?=[^>]*action="\/sign-out")(?=[^>]*method="post")/);
    expect(await accountData(), JSON.stringify(crossSite)).toBe(200);
  }

  // Another site cannot press the button for them either.
  const token = await pageToken(browser, "/my-gazette");
  const forged = await browser.post("/sign-out", {
    form: { _csrf: token, redirectUrl: "/" },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
  expect(await accountData()).toBe(200);

  const confirmed = await browser.post("/sign-out", {
    form: { _csrf: token, redirectUrl: "/search" },
    headers: { "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(302);
  expect(confirmed.headers().location).toBe("/sign-in?redirectUrl=%2Fsearch");
  expect(await accountData()).toBe(401);
  await browser.dispose();
});

test("GET /sign-out from the site itself still signs out at once", async ({ baseURL, request }) => {
  const user = await createUser(request);
  const browser = await client(baseURL);
  await browser.post("/__test/sign-in", { data: { email: user.email } });
  const answer = await browser.get("/sign-out?auto=true", {
    headers: { "Sec-Fetch-Site": "same-origin", Referer: `${baseURL}/search` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe("/sign-in?redirectUrl=%2Fsearch&auto=true");
  expect((await browser.get("/my-gazette/account/data.json", { headers: AJAX })).status()).toBe(401);
  await browser.dispose();
});

/** Sends `count` requests, a few at a time. */
async function flood(count: number, send: () => Promise<APIResponse>): Promise<void> {
  for (let sent = 0; sent < count; sent += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - sent) }, send));
  }
}

/**
 * When, on this machine's clock, the server's current window of `windowSeconds` ends. Limits count in
 * windows of fixed length aligned to the clock (rate-limit.server.ts), so a count restarts at a boundary;
 * the server's Date header (whole seconds) says where it is. The true end is at most ~1 s before this.
 */
async function windowEnd(context: APIRequestContext, windowSeconds: number): Promise<number> {
  const response = await context.get("/healthz");
  const serverNow = Date.parse(response.headers().date ?? "");
  expect(serverNow, "a Date header from the server").not.toBeNaN();
  const windowMs = windowSeconds * 1000;
  const left = Math.floor(serverNow / windowMs) * windowMs + windowMs - serverNow;
  return Date.now() + left;
}

/** The time a flood must leave in its window for the requests that check the limit after it. */
const ROOM_AFTER_FLOOD_MS = 10_000;

/**
 * Sends `count` requests within one window of `windowSeconds`, with at least ROOM_AFTER_FLOOD_MS of it left
 * for the requests that follow. A flood that may have crossed a boundary (~5 % of runs for a minute-long flood in
 * 15-minute windows) is sent again once the new window has begun, so the count it reaches is at least
 * `count` there: the following request must still be refused, never let through by the clock.
 */
async function floodWithinWindow(
  context: APIRequestContext,
  windowSeconds: number,
  count: number,
  send: () => Promise<APIResponse>,
): Promise<void> {
  const end = await windowEnd(context, windowSeconds);
  await flood(count, send);
  if (Date.now() < end - ROOM_AFTER_FLOOD_MS) return;
  // Rare: a wait of at most ROOM_AFTER_FLOOD_MS plus a second, for the boundary to pass.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, end + 1000 - Date.now())));
  await flood(count, send);
}

function expectRetryAfter(response: APIResponse, maxSeconds: number): void {
  expect(response.status()).toBe(429);
  const seconds = Number(response.headers()["retry-after"]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
}

test("every 429 says when to come back: the e-mail forms' error page and the sign-in page", async ({
  baseURL,
}) => {
  // 1,650 requests: about a minute alone, but twice that when other work shares the machine's cores, and
  // a flood sent again when it crossed a window's boundary.
  test.setTimeout(420_000);
  const browser = await client(baseURL);
  const token = await pageToken(browser, "/");
  // Three unlock e-mails an hour for one address (times the test factor of 50), then the error page.
  const email = uniqueEmail("limited");
  const unlock = () =>
    browser.post("/my-gazette/account/status?unlock=true", { form: { _csrf: token, email } });
  await floodWithinWindow(browser, 3600, 150, unlock);
  const unlockRefused = await unlock();
  expectRetryAfter(unlockRefused, 3600);
  expect(await unlockRefused.text()).toContain("You have asked for too many emails");

  // Thirty sign-in attempts per 15 minutes from one address (times 50); bad forms are the cheap ones.
  const signIn = () => browser.post("/sign-in", { form: { _csrf: token, email: "", password: "" } });
  await floodWithinWindow(browser, 15 * 60, 1500, signIn);
  const pageRefused = await signIn();
  expectRetryAfter(pageRefused, 900);
  expect(await pageRefused.text()).toContain("too many attempts to sign in from your network");
  const modalRefused = await browser.post("/sign-in", {
    form: { email: "", password: "" },
    headers: { ...AJAX, "X-CSRF-Token": token },
  });
  expectRetryAfter(modalRefused, 900);
  await browser.dispose();
});
