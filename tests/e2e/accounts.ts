/**
 * Helpers for journeys that need people: create a user of any role through the test-only call, sign in
 * without the form, and read the e-mails the site sent from the development outbox.
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "./fixtures.ts";

export const TEST_PASSWORD = "Test-Passw0rd!";

export interface TestUserOptions {
  role?: "user" | "account-owner" | "super-user" | "company-admin" | "account-admin" | "staff";
  name?: string;
  password?: string;
  status?: "unconfirmed" | "invited" | "active" | "disabled";
  permissions?: string[];
  organisationId?: number;
  organisation?: {
    name: string;
    status?: "pending" | "approved" | "declined";
    /** `account` with a credit limit: purchase orders at checkout. */
    paymentMethod?: "card" | "account";
    creditLimitPence?: number;
    /** Registration's business type (public bodies may be marked "payment not required"). */
    businessType?: string;
    /** The registered address (invoices by purchase order go to it). */
    address?: { line1: string; town: string; postcode: string };
  };
  locked?: boolean;
  /** The capacities the account places notices in: an owner's organisation's, or an individual's own. */
  placingCapacities?: string[];
}

export interface TestUser {
  id: number;
  organisationId: number | null;
  email: string;
  password: string;
  name: string;
}

/** A unique address for this test, e.g. owner-1a2b3c4d@example.test */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function createUser(
  request: APIRequestContext,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.role ?? "user");
  const name = options.name ?? "Test User";
  const password = options.password ?? TEST_PASSWORD;
  const response = await request.post("/__test/users", { data: { ...options, email, name, password } });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: number; organisationId: number | null };
  return { ...created, email, password, name };
}

/** Signs in through the sign-in modal that a signed-out action opened; waits for it to close. */
export async function signInInModal(page: Page, user: { email: string; password: string }): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email address").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Signs the page's browser context in as `email` (the cookies are shared with page.request). */
export async function signInAs(page: Page, email: string): Promise<void> {
  const response = await page.request.post("/__test/sign-in", { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  links: string[];
}

let outboxReader: Promise<APIRequestContext> | null = null;

/**
 * A request context signed in as a member of staff, made once per worker: only staff may read the outbox
 * (ADR 007), so the journeys read their mail as staff whoever the page itself is signed in as.
 */
export function outboxRequest(): Promise<APIRequestContext> {
  outboxReader ??= (async () => {
    const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await createUser(context, { role: "staff", name: "Outbox Reader" });
    const response = await context.post("/__test/sign-in", { data: { email: staff.email } });
    expect(response.status(), await response.text()).toBe(200);
    return context;
  })();
  return outboxReader;
}

/** The outbox's messages to `to`, newest first. */
export async function outboxMessages(to: string): Promise<OutboxMessage[]> {
  const reader = await outboxRequest();
  const response = await reader.get(`/dev/outbox/data.json?to=${encodeURIComponent(to)}`);
  expect(response.status(), "the outbox answers signed-in staff").toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits (up to 15 s: e-mail is sent by the job runner) for an e-mail to `to` whose subject matches. */
export async function waitForEmail(to: string, subject: RegExp | string = /.*/): Promise<OutboxMessage> {
  const matches = (m: OutboxMessage) =>
    typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject);
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessages(to)).find(matches);
        return Boolean(found);
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The first link of an e-mail whose path contains `pathPart`, as a path on this site. */
export function linkIn(message: OutboxMessage, pathPart: string): string {
  const link = message.links.find((l) => l.includes(pathPart));
  if (!link)
    throw new Error(`No link containing ${pathPart} in "${message.subject}": ${message.links.join(", ")}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
