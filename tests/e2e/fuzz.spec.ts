import { readFileSync } from "node:fs";
import { USER_PERMISSIONS } from "../../app/features/accounts/permissions.ts";
import routes from "../../app/routes.ts";
import { createUser } from "./accounts.ts";
import { type APIRequestContext, request as apiRequest, expect, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";

/**
 * Bad input never costs a 500: every route of app/routes.ts, with path parameters both plausible and
 * hostile, GET with hostile query strings, and every action POSTed malformed, NUL-laden, oversized and
 * mistyped bodies, anonymously and signed in with a valid CSRF token. Seeded, so a failure repeats; it
 * reports each 5xx with the request that caused it.
 */

const SEED = 20260408;

/** A small deterministic generator (mulberry32). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

function flatten(entries: readonly RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const ALL_ROUTES = flatten(routes as RouteEntry[]);
// Test-only calls take JSON from the tests themselves; they are not part of the site.
const SITE_ROUTES = ALL_ROUTES.filter((r) => !r.path.startsWith("__test/"));
const hasAction = (file: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8"),
  );
const ACTION_ROUTES = SITE_ROUTES.filter((r) => hasAction(r.file));

// Values each path parameter may take: the first few plausible, the rest hostile.
const HOSTILE = [
  "%00",
  "abc%00def",
  "a".repeat(3000),
  "%C3%BC%C3%B1%C3%AF%E2%82%AC%F0%9F%98%80",
  "..",
  "%2e%2e",
  "%2F..%2F..%2Fetc%2Fpasswd",
  "-1",
  "0",
  "99999999999999999999999",
  "1e308",
  "NaN",
  "%ff%fe",
  "%E0%A4%A",
  "%3Cscript%3E",
  "'%20OR%201=1--",
  "%25",
  "%20",
];

function plausible(param: string, noticeId: number): string[] {
  switch (param) {
    case "id":
      return [String(noticeId), "1"];
    case "edition":
      return ["london", "edinburgh", "belfast"];
    case "number":
      return ["latest", "1"];
    case "page":
    case "position":
    case "version":
      return ["1", "2"];
    case "service":
      return ["all-notices", "insolvency", "wills-and-probate"];
    case "year":
      return ["2020", "1999"];
    case "month":
    case "volume":
      return ["1", "12"];
    case "section":
      return ["news", "about"];
    default:
      return ["abc", "1"];
  }
}

const QUERY_KEYS = [
  "text",
  "page",
  "results-page",
  "results-page-size",
  "sort-by",
  "categorycode",
  "noticetypes",
  "start-publish-date",
  "end-publish-date",
  "location-postcode-1",
  "location-distance-1",
  "back",
  "token",
  "term",
  "q",
  "postcode",
  "format",
  "service",
  "edition",
  "year",
  "id",
];

function fillPath(
  path: string,
  rng: ReturnType<typeof generator>,
  noticeId: number,
  hostileChance: number,
): string {
  const segments = path.split("/").map((segment) => {
    if (segment === "*") return rng.next() < 0.5 ? "no/such/page" : rng.pick(HOSTILE);
    if (!segment.startsWith(":")) return segment;
    const name = segment.slice(1).replace(/\?$/, "");
    return rng.next() < hostileChance ? rng.pick(HOSTILE) : rng.pick(plausible(name, noticeId));
  });
  return `/${segments.join("/")}`;
}

function hostileQuery(rng: ReturnType<typeof generator>): string {
  const pairs: string[] = [];
  const count = 1 + Math.floor(rng.next() * 4);
  for (let i = 0; i < count; i++) {
    const key = rng.next() < 0.9 ? rng.pick(QUERY_KEYS) : rng.pick(HOSTILE);
    const value = rng.next() < 0.7 ? rng.pick(HOSTILE) : rng.pick(["1", "abc", "2020-01-01", "true", ""]);
    pairs.push(`${key}=${value}`);
  }
  // Repeated keys, an empty key and a bare key as well.
  if (rng.next() < 0.2) pairs.push(`${pairs[0]}`, "=x", "flag");
  return `?${pairs.join("&")}`;
}

const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "name",
  "fullName",
  "text",
  "statement",
  "token",
  "imageId",
  "noticeId",
  "action",
  "intent",
  "_method",
  "searchQuery",
  "role",
  "permissions",
  "companyNumber",
  "localAuthority",
  "decision",
  "reason",
  "amount",
];

const TEXT_VALUES = [
  "abc\u0000def",
  "\u0000",
  "x".repeat(20_000),
  "ünïcødé € 😀",
  "\ud800",
  "../../etc/passwd",
  "-1",
  "99999999999999999999",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "",
  "test@example.test",
  "add",
  "delete",
  "approve",
];

interface Body {
  label: string;
  contentType?: string;
  data: string | Buffer;
}

function hostileBody(rng: ReturnType<typeof generator>, csrf: string): Body {
  const fields: [string, string][] = [["_csrf", csrf]];
  const count = 1 + Math.floor(rng.next() * 5);
  for (let i = 0; i < count; i++) fields.push([rng.pick(FIELDS), rng.pick(TEXT_VALUES)]);
  const urlencoded = () => new URLSearchParams(fields).toString();
  const multipart = (boundary: string) =>
    fields
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join("");
  switch (Math.floor(rng.next() * 9)) {
    case 0:
      return { label: "urlencoded", contentType: "application/x-www-form-urlencoded", data: urlencoded() };
    case 1:
      return {
        label: "multipart",
        contentType: "multipart/form-data; boundary=fuzz",
        data: `${multipart("fuzz")}--fuzz--\r\n`,
      };
    case 2:
      return {
        label: "multipart, truncated",
        contentType: "multipart/form-data; boundary=fuzz",
        data: multipart("fuzz").slice(0, 40 + Math.floor(rng.next() * 60)),
      };
    case 3:
      return {
        label: "multipart, wrong boundary",
        contentType: "multipart/form-data; boundary=other",
        data: `${multipart("fuzz")}--fuzz--\r\n`,
      };
    case 4:
      return { label: "multipart, no boundary", contentType: "multipart/form-data", data: "--x\r\n\r\n" };
    case 5:
      return {
        label: "multipart, a file",
        contentType: "multipart/form-data; boundary=fuzz",
        data: `${multipart("fuzz")}--fuzz\r\nContent-Disposition: form-data; name="${rng.pick(["image", "logo", "file"])}"; filename="${rng.pick(["a.png", "a\u0000.png", "../x.gif", ""])}"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\nnot really\r\n--fuzz--\r\n`,
      };
    case 6:
      return { label: "text/plain", contentType: "text/plain", data: urlencoded() };
    case 7:
      return {
        label: "json",
        contentType: "application/json",
        data: JSON.stringify(Object.fromEntries(fields)),
      };
    default:
      return { label: "no content type", data: urlencoded() };
  }
}

interface Failure {
  who: string;
  method: string;
  url: string;
  body?: string;
  status: number;
  answer: string;
}

/** Runs the requests a few at a time (the server is shared with other suites). */
async function runAll(jobs: (() => Promise<void>)[], concurrency = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) await jobs[next++]?.();
    }),
  );
}

async function signedIn(baseURL: string, role: "account-owner" | "account-admin") {
  const context = await apiRequest.newContext({ baseURL });
  const user = await createUser(context, {
    role,
    organisation: { name: `Fuzz ${role}`, status: "approved" },
    permissions: [...USER_PERMISSIONS],
  });
  expect((await context.post("/__test/sign-in", { data: { email: user.email } })).status()).toBe(200);
  return context;
}

/** The CSRF token a page hands its forms and scripts. */
async function csrfToken(context: APIRequestContext): Promise<string> {
  const html = await (await context.get("/")).text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  expect(token, "a page with a CSRF token").toBeTruthy();
  return token as string;
}

test("no route answers bad input with a 5xx", async ({ baseURL, request }) => {
  test.setTimeout(150_000);
  expect(ALL_ROUTES.length).toBeGreaterThan(80);
  expect(ACTION_ROUTES.length).toBeGreaterThan(25);
  const rng = generator(SEED);
  const noticeId = await latestNoticeId(request);
  const anonymous = await apiRequest.newContext({ baseURL });
  const owner = await signedIn(baseURL as string, "account-owner");
  const admin = await signedIn(baseURL as string, "account-admin");
  const identities = [
    { who: "anonymous", context: anonymous, csrf: await csrfToken(anonymous) },
    { who: "account owner", context: owner, csrf: await csrfToken(owner) },
    { who: "account admin", context: admin, csrf: await csrfToken(admin) },
  ];

  const failures: Failure[] = [];
  const check = async (
    who: string,
    method: string,
    url: string,
    send: () => Promise<{ status(): number; text(): Promise<string> }>,
    body?: string,
  ) => {
    const response = await send();
    if (response.status() >= 500)
      failures.push({
        who,
        method,
        url: url.slice(0, 300),
        body: body?.slice(0, 300),
        status: response.status(),
        answer: (await response.text()).slice(0, 200),
      });
  };

  const jobs: (() => Promise<void>)[] = [];
  for (const route of SITE_ROUTES) {
    for (let i = 0; i < 10; i++) {
      const { who, context } = rng.pick(identities);
      const query = i === 0 ? "" : hostileQuery(rng);
      const url = `${fillPath(route.path, rng, noticeId, i === 0 ? 0 : 0.5)}${query}`;
      const accept = rng.pick(["text/html", "application/json", "*/*", "application/ld+json", "text/turtle"]);
      jobs.push(() =>
        check(who, "GET", url, () => context.get(url, { maxRedirects: 0, headers: { Accept: accept } })),
      );
    }
  }
  // Signing out ends the session the other requests use: those routes go last.
  const last = (path: string) => (path === "sign-out" ? 1 : 0);
  const actions = [...ACTION_ROUTES].sort((a, b) => last(a.path) - last(b.path));
  const postJobs: (() => Promise<void>)[] = [];
  for (const route of actions) {
    for (const { who, context, csrf } of identities) {
      for (let i = 0; i < 8; i++) {
        const url = fillPath(route.path, rng, noticeId, i < 3 ? 0 : 0.4);
        const body = hostileBody(rng, csrf);
        const headers: Record<string, string> = {};
        if (body.contentType) headers["Content-Type"] = body.contentType;
        // Half the time the token comes in the header, as scripts send it, so the body itself is tested.
        if (rng.next() < 0.5) headers["X-CSRF-Token"] = csrf;
        if (rng.next() < 0.3) headers["X-Requested-With"] = "XMLHttpRequest";
        const sent = `${body.label}: ${String(body.data).slice(0, 200)}`;
        (last(route.path) ? postJobs : jobs).push(() =>
          check(
            who,
            "POST",
            url,
            () => context.post(url, { data: body.data, headers, maxRedirects: 0 }),
            sent,
          ),
        );
      }
    }
  }
  const started = Date.now();
  await runAll(jobs);
  await runAll(postJobs);
  console.log(`fuzz: ${jobs.length + postJobs.length} requests in ${Date.now() - started} ms`);
  for (const { context } of identities) await context.dispose();
  expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
});
