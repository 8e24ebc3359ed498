import { expect, request as requests, test } from "./fixtures.ts";

/**
 * The demo accounts' password is published, so they sign in only from the machine the site runs on (ADR 007):
 * a newcomer at localhost signs in as staff and reads the outbox; anyone else is told the password is wrong.
 */
const STAFF = "staff@demo.gazette.localhost";
const DEMO_PASSWORD = "Demo-Gazette-2026";

async function signIn(baseURL: string | undefined, headers: Record<string, string>) {
  const context = await requests.newContext({ baseURL, extraHTTPHeaders: headers });
  const html = await (await context.get("/sign-in")).text();
  const token = /<meta name="csrf-token" content="([A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? "";
  const response = await context.post("/sign-in", {
    form: { _csrf: token, email: STAFF, password: DEMO_PASSWORD, redirectUrl: "" },
    maxRedirects: 0,
  });
  return { context, response };
}

test("a demo account signs in from this machine and reads the outbox", async ({ baseURL }) => {
  const { context, response } = await signIn(baseURL, {});
  expect(response.status()).toBe(302);
  expect((await context.get("/dev/outbox")).status()).toBe(200);
  await context.dispose();
});

test("a demo account is refused from another machine like a wrong password, and the outbox stays shut", async ({
  baseURL,
}) => {
  const { context, response } = await signIn(baseURL, { "X-Forwarded-For": "203.0.113.77" });
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain("The email address or password you entered is incorrect");
  expect((await context.get("/dev/outbox")).status()).toBe(404);
  await context.dispose();
});
