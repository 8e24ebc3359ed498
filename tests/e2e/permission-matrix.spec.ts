/**
 * The permission matrix (issue 4): every role — anonymous, user, account owner, super user, company
 * administrator, account admin, staff — against every protected page and action. Requests go straight
 * to the server (no browser), each role with its own cookies, so this checks the server's authorization
 * and not what the navigation hides.
 */

import { createUser, type TestUser } from "./accounts.ts";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "./fixtures.ts";

type Role =
  | "anonymous"
  | "user"
  | "account-owner"
  | "super-user"
  | "company-admin"
  | "account-admin"
  | "staff";
const ROLES: Role[] = [
  "anonymous",
  "user",
  "account-owner",
  "super-user",
  "company-admin",
  "account-admin",
  "staff",
];
const SIGNED_IN: Role[] = ROLES.filter((r) => r !== "anonymous");
const TEAM_MANAGERS: Role[] = ["account-owner"];
const TEAM_VIEWERS: Role[] = ["account-owner", "super-user"];
const COMPANY: Role[] = ["account-owner", "company-admin"];
const APPROVERS: Role[] = ["account-admin", "staff"];
/** The shop's back office (manage-shop): refunds move money, prices are what customers pay. */
const SHOP_STAFF: Role[] = ["staff"];
/** Notice fees (manage-notice-fees): what placers pay, so staff only, as the shop's prices. */
const FEE_STAFF: Role[] = ["staff"];
/** The next issues and compiling one now (decide-notices): publishing is an editorial act, staff only. */
const EDITORIAL_STAFF: Role[] = ["staff"];
/** Moderation (decide-notices, ADR 021): the Gazette's editorial decisions, staff only. */
const MODERATORS: Role[] = ["staff"];
/**
 * Placing a notice type: people of the organisation (which places as solicitors), all of whom hold the
 * default 'place notices' permission. Account admins and staff may open the notice types form (they
 * belong to no organisation, so hold every permission) but have declared no capacities of their own.
 */
const ORGANISATION_PLACERS: Role[] = ["user", "account-owner", "super-user", "company-admin"];

interface Check {
  method: "GET" | "POST";
  /** A path, or a function of the fixture (ids of people and requests made for the test). */
  path: string | ((f: Fixture) => string);
  allowed: Role[];
  form?: Record<string, string>;
  ajax?: boolean;
}

interface Fixture {
  /** A plain member of the organisation all organisation roles belong to. */
  member: TestUser;
  noticeId: number;
  /** A pending company-account request the account admin may decide. */
  approvalId: number;
  /** Notices the account owner placed: one pending, one draft (only the owner sees and changes them). */
  ownersPendingNoticeId: number;
  ownersDraftId: number;
}

const CHECKS: Check[] = [
  // My Gazette: every signed-in person
  { method: "GET", path: "/my-gazette", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/saved-notices", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/saved-searches", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/account", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/account/details", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/account/change-password", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/images", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/account/data.json", allowed: SIGNED_IN, ajax: true },
  {
    method: "POST",
    path: "/my-gazette/notice",
    allowed: SIGNED_IN,
    form: { action: "add", noticeId: "NOTICE" },
    ajax: true,
  },
  {
    method: "POST",
    path: (f) => `/my-gazette/notice/${f.noticeId}`,
    allowed: SIGNED_IN,
    form: { _method: "delete", action: "remove" },
    ajax: true,
  },
  { method: "POST", path: "/my-gazette/saved-searches", allowed: SIGNED_IN, form: { intent: "save" } },
  { method: "POST", path: "/my-gazette/images", allowed: SIGNED_IN, form: {} },
  { method: "POST", path: "/my-gazette/company/director-claim", allowed: SIGNED_IN, form: {} },
  // Team: the account owner manages; the super user sees the team and edits people's details
  { method: "GET", path: "/my-gazette/team", allowed: TEAM_VIEWERS },
  { method: "GET", path: "/my-gazette/team/add", allowed: TEAM_MANAGERS },
  { method: "GET", path: (f) => `/my-gazette/team/${f.member.id}/permissions`, allowed: TEAM_MANAGERS },
  { method: "GET", path: (f) => `/my-gazette/team/${f.member.id}/remove`, allowed: TEAM_MANAGERS },
  { method: "GET", path: (f) => `/my-gazette/team/${f.member.id}/details`, allowed: TEAM_VIEWERS },
  { method: "GET", path: (f) => `/my-gazette/team/${f.member.id}/password`, allowed: TEAM_VIEWERS },
  // Company administration
  { method: "GET", path: "/my-gazette/company", allowed: COMPANY },
  { method: "GET", path: "/my-gazette/company/payment", allowed: COMPANY },
  { method: "GET", path: "/my-gazette/company/statement", allowed: COMPANY },
  { method: "GET", path: "/my-gazette/company/credit-application", allowed: COMPANY },
  // Account admin decisions
  { method: "GET", path: "/my-gazette/company/logo", allowed: COMPANY },
  { method: "POST", path: "/my-gazette/company/payment", allowed: COMPANY, form: { paymentMethod: "card" } },
  { method: "POST", path: "/my-gazette/company/statement", allowed: COMPANY, form: { statement: "" } },
  { method: "POST", path: "/my-gazette/company/credit-application", allowed: COMPANY, form: {} },
  { method: "GET", path: "/my-gazette/company/director-claim", allowed: SIGNED_IN },
  // Forms of one's own account (empty submissions: refused by validation, never by authorization)
  { method: "POST", path: "/my-gazette/account/details", allowed: SIGNED_IN, form: {} },
  { method: "POST", path: "/my-gazette/account/change-password", allowed: SIGNED_IN, form: {} },
  // Team actions
  { method: "POST", path: "/my-gazette/team/add", allowed: TEAM_MANAGERS, form: {} },
  {
    method: "POST",
    path: (f) => `/my-gazette/team/${f.member.id}/permissions`,
    allowed: TEAM_MANAGERS,
    form: {},
  },
  { method: "POST", path: "/my-gazette/company/logo", allowed: COMPANY, form: {} },
  {
    method: "POST",
    path: (f) => `/my-gazette/team/${f.member.id}/details`,
    allowed: TEAM_VIEWERS,
    form: { _method: "PUT" },
  },
  {
    method: "POST",
    path: (f) => `/my-gazette/team/${f.member.id}/password`,
    allowed: TEAM_VIEWERS,
    form: {},
  },
  // Account admin decisions
  { method: "GET", path: "/admin/approvals", allowed: APPROVERS },
  { method: "GET", path: (f) => `/admin/approvals/${f.approvalId}`, allowed: APPROVERS },
  { method: "POST", path: (f) => `/admin/approvals/${f.approvalId}`, allowed: APPROVERS, form: {} },
  // The shop: one's own orders; staff's orders, discount codes, products and prices (empty submissions)
  { method: "GET", path: "/my-gazette/orders", allowed: SIGNED_IN },
  { method: "GET", path: "/admin/orders", allowed: SHOP_STAFF },
  { method: "POST", path: "/admin/orders/GZ-100001", allowed: SHOP_STAFF, form: {} },
  { method: "GET", path: "/admin/discount-codes", allowed: SHOP_STAFF },
  { method: "POST", path: "/admin/discount-codes", allowed: SHOP_STAFF, form: {} },
  { method: "GET", path: "/admin/products", allowed: SHOP_STAFF },
  { method: "GET", path: "/admin/products/ce1", allowed: SHOP_STAFF },
  { method: "POST", path: "/admin/products/ce1", allowed: SHOP_STAFF, form: { intent: "details" } },
  // Placing notices (issue 12): the notice types form, a type's online form, the account's capacities;
  // staff's notice fees (empty submissions: refused by validation)
  { method: "GET", path: "/my-gazette/place-notice", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/place-notice?edition=london", allowed: SIGNED_IN },
  { method: "GET", path: "/my-gazette/place-notice/london/2903/online-form", allowed: ORGANISATION_PLACERS },
  { method: "GET", path: "/my-gazette/placing-capacities", allowed: TEAM_MANAGERS },
  { method: "POST", path: "/my-gazette/placing-capacities", allowed: TEAM_MANAGERS, form: {} },
  { method: "GET", path: "/admin/notice-fees", allowed: FEE_STAFF },
  { method: "GET", path: "/admin/notice-fees/london/2903", allowed: FEE_STAFF },
  { method: "POST", path: "/admin/notice-fees/london/2903", allowed: FEE_STAFF, form: {} },
  // Court injunctions (issue 13): account admins and staff (empty submissions: refused by validation)
  { method: "GET", path: "/admin/injunctions", allowed: APPROVERS },
  { method: "GET", path: "/admin/injunctions/new", allowed: APPROVERS },
  { method: "POST", path: "/admin/injunctions/new", allowed: APPROVERS, form: {} },
  // Staff's POST without the date is refused as stale (409): nothing is compiled.
  { method: "GET", path: "/admin/issues", allowed: EDITORIAL_STAFF },
  { method: "GET", path: "/admin/issues/edinburgh/compile", allowed: EDITORIAL_STAFF },
  { method: "POST", path: "/admin/issues/edinburgh/compile", allowed: EDITORIAL_STAFF, form: {} },
  { method: "GET", path: "/admin/notices", allowed: MODERATORS },
  { method: "GET", path: (f) => `/admin/notices/${f.ownersPendingNoticeId}`, allowed: MODERATORS },
  // No intent: staff get the form's refusal (400), nothing changes.
  { method: "POST", path: (f) => `/admin/notices/${f.ownersPendingNoticeId}`, allowed: MODERATORS, form: {} },
  // The proof: the placer's (here the owner's alone: no other role holds 'view-team-notices') and staff's.
  {
    method: "GET",
    path: (f) => `/my-gazette/notices/${f.ownersPendingNoticeId}/proof`,
    allowed: ["account-owner", "staff"],
  },
  {
    method: "GET",
    path: (f) => `/my-gazette/notices/${f.ownersPendingNoticeId}/proof.pdf`,
    allowed: ["account-owner", "staff"],
  },
  // An empty comment: the owner gets the form's message (400), nothing is recorded.
  {
    method: "POST",
    path: (f) => `/my-gazette/notices/${f.ownersPendingNoticeId}`,
    allowed: ["account-owner"],
    form: { intent: "comment" },
  },
  // Notices placed (issue 12): everyone's own lists; the owner's notices are the owner's alone (the other
  // roles hold no 'view-team-notices': 404). The owner's POSTs really withdraw and delete.
  ...["draft", "pending", "withdrawn", "rejected", "published"].map(
    (list): Check => ({ method: "GET", path: `/my-gazette/${list}`, allowed: SIGNED_IN }),
  ),
  {
    method: "GET",
    path: (f) => `/my-gazette/notices/${f.ownersPendingNoticeId}/withdraw`,
    allowed: ["account-owner"],
  },
  { method: "GET", path: (f) => `/my-gazette/notices/${f.ownersDraftId}/delete`, allowed: ["account-owner"] },
  {
    method: "POST",
    path: (f) => `/my-gazette/notices/${f.ownersPendingNoticeId}/withdraw`,
    allowed: ["account-owner"],
    form: {},
  },
  {
    method: "POST",
    path: (f) => `/my-gazette/notices/${f.ownersDraftId}/delete`,
    allowed: ["account-owner"],
    form: {},
  },
  // Last, because the owner's request really removes the member.
  { method: "POST", path: (f) => `/my-gazette/team/${f.member.id}/remove`, allowed: TEAM_MANAGERS, form: {} },
];

const contexts = new Map<Role, APIRequestContext>();
let fixture: Fixture;

// In file order, in one worker (the last check really removes the member); a failure does not stop the rest.
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ baseURL }) => {
  const setup = await playwrightRequest.newContext({ baseURL });
  const owner = await createUser(setup, {
    role: "account-owner",
    organisation: { name: "Matrix Ltd" },
    placingCapacities: ["solicitor"],
  });
  const member = await createUser(setup, { role: "user", organisationId: owner.organisationId! });
  for (const role of ROLES) {
    const context = await playwrightRequest.newContext({ baseURL });
    if (role !== "anonymous") {
      const inOrganisation = ["user", "super-user", "company-admin"].includes(role);
      const person =
        role === "account-owner"
          ? owner
          : await createUser(setup, {
              role,
              organisationId: inOrganisation ? owner.organisationId! : undefined,
            });
      const response = await context.post("/__test/sign-in", { data: { email: person.email } });
      expect(response.status()).toBe(200);
    }
    contexts.set(role, context);
  }
  const home = await setup.get("/all-notices/notice/data.json?results-page-size=1");
  const feed = (await home.json()) as { entry: { id: string }[] };
  const noticeId = Number(/(\d+)$/.exec(feed.entry[0]!.id)?.[1]);
  expect(noticeId).toBeGreaterThan(0);
  // A company account waiting for approval; the approvals list shows its request.
  await createUser(setup, {
    role: "account-owner",
    organisation: { name: "Pending Matrix Ltd", status: "pending" },
  });
  const list = await (await contexts.get("account-admin")!.get("/admin/approvals")).text();
  const approvalId = Number(/href="\/admin\/approvals\/(\d+)"/.exec(list)?.[1]);
  expect(approvalId).toBeGreaterThan(0);
  const placed = async (status: string) => {
    const response = await setup.post("/__test/notices", { data: { email: owner.email, status } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  fixture = {
    member,
    noticeId,
    approvalId,
    ownersPendingNoticeId: await placed("awaiting-approval"),
    ownersDraftId: await placed("draft"),
  };
  await setup.dispose();
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.dispose();
});

/** The CSRF token this context's cookie holds, read from any page's meta tag. */
async function csrfToken(context: APIRequestContext): Promise<string> {
  const page = await context.get("/help");
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  expect(token).toBeTruthy();
  return token!;
}

for (const check of CHECKS) {
  const label = `${check.method} ${typeof check.path === "string" ? check.path : check.path.toString().replace(/^\(f\) => /, "")}`;
  test(label, async () => {
    for (const role of ROLES) {
      const context = contexts.get(role)!;
      const path = typeof check.path === "string" ? check.path : check.path(fixture);
      const headers: Record<string, string> = check.ajax ? { "X-Requested-With": "XMLHttpRequest" } : {};
      const response =
        check.method === "GET"
          ? await context.get(path, { headers, maxRedirects: 0 })
          : await context.post(path, {
              headers,
              maxRedirects: 0,
              form: {
                _csrf: await csrfToken(context),
                ...Object.fromEntries(
                  Object.entries(check.form ?? {}).map(([k, v]) => [
                    k,
                    v === "NOTICE" ? String(fixture.noticeId) : v,
                  ]),
                ),
              },
            });
      const status = response.status();
      const location = response.headers().location ?? "";
      const outcome = `${role} → ${status} ${location}`;
      if (check.allowed.includes(role)) {
        // Allowed: the page, or the action's own answer — done, or refused by validation (400/422) —
        // never a refusal by authorization, a missing page or the sign-in page.
        if (check.method === "GET") expect(status, outcome).toBeLessThan(400);
        else expect([401, 403, 404], outcome).not.toContain(status);
        expect(status, outcome).toBeLessThan(500);
        expect(location, outcome).not.toMatch(/^\/sign-in/);
      } else if (role === "anonymous") {
        if (check.ajax) expect(status, outcome).toBe(401);
        else expect(location, outcome).toMatch(/^\/sign-in\?redirectUrl=/);
      } else {
        expect([403, 404], outcome).toContain(status);
      }
    }
  });
}
