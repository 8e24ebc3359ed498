import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { approvalRequests, jobs, organisations, users, userTokens } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { verifyPassword } from "../accounts/password-hash.server.ts";
import { DEFAULT_PERMISSIONS } from "../accounts/permissions.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { issueUserToken } from "../accounts/user-tokens.server.ts";
import { REGISTRATION_EMAIL_SUBJECTS } from "./registration-emails.ts";
import {
  type IndividualRegistration,
  individualRegistrationSchema,
  type OrganisationRegistration,
  organisationRegistrationSchema,
} from "./registration-schema.ts";
import {
  confirmRegistration,
  isConfirmationTokenValid,
  registerIndividual,
  registerOrganisation,
  resendConfirmation,
} from "./registration-service.server.ts";

const SITE = { siteUrl: "https://gazette.example" };
const PASSWORD = "Sunny-Day7";

/** The form's answers as the action reads them (parseForm: fields not sent are empty). */
function parsed<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const result = parseForm(schema, new URLSearchParams(fields));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

function individual(email: string): IndividualRegistration {
  return parsed(individualRegistrationSchema, {
    title: "Mr",
    firstName: "Ian",
    lastName: "Dividual",
    email,
    telephone: "01234 567890",
    password: PASSWORD,
    "password-confirm": PASSWORD,
    terms: "yes",
    addressLine1: "1 High Street",
    locality: "Norwich",
    postcode: "nr1 1aa",
  });
}

function organisation(email: string, extra: Record<string, string> = {}): OrganisationRegistration {
  return parsed(organisationRegistrationSchema, {
    title: "Ms",
    firstName: "Olive",
    lastName: "Owner",
    email,
    password: PASSWORD,
    "password-confirm": PASSWORD,
    terms: "yes",
    businessType: "private-sector",
    organisationName: "Owner Widgets Ltd",
    organisationStructure: "limited-company",
    noCHregistrationNumber: "yes",
    reasonForNotRegistered: "other",
    otherReasonForNotRegistered: "Registered in Jersey",
    registrationNumber: "IGNORED1",
    addressLine1: "2 Market Street",
    correspondenceAddressLine1: "PO Box 7",
    sameasCompanyWebsite: "yes",
    companyWebsite: "owner-widgets.example",
    ...extra,
  });
}

describe("registration service", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await createTestUser(handle.db, {
      email: "approver@example.test",
      name: "Ann Approver",
      role: "account-admin",
    });
  });
  afterAll(() => handle.close());

  const mails = async (to: string) =>
    (await handle.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, "send-email")))
      .map((j) => j.payload as { to: string; subject: string; text: string })
      .filter((m) => m.to === to);

  const tokenFrom = (text: string) => /register\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? "";

  it("registers an individual as an unconfirmed user with their own address, and mails a link", async () => {
    const result = await registerIndividual(handle.db, individual("ian@example.test"), SITE);
    expect(result.outcome).toBe("registered");
    const [user] = await handle.db.select().from(users).where(eq(users.email, "ian@example.test"));
    expect(user).toMatchObject({
      name: "Ian Dividual",
      title: "Mr",
      role: "user",
      status: "unconfirmed",
      organisationId: null,
      addressLine1: "1 High Street",
      postcode: "NR1 1AA",
      emailConfirmedAt: null,
    });
    expect(await verifyPassword(user!.passwordHash!, PASSWORD)).toBe(true);
    const [mail] = await mails("ian@example.test");
    expect(mail?.subject).toBe(REGISTRATION_EMAIL_SUBJECTS.confirm);
    expect(mail?.text).toContain("https://gazette.example/register/confirm?token=");
  });

  it("confirms once: the token activates the individual and is then used up", async () => {
    await registerIndividual(handle.db, individual("once@example.test"), SITE);
    const token = tokenFrom((await mails("once@example.test"))[0]!.text);
    expect(await isConfirmationTokenValid(handle.db, token)).toBe(true);
    expect(await confirmRegistration(handle.db, token, SITE)).toEqual({ outcome: "individual-ready" });
    const [user] = await handle.db.select().from(users).where(eq(users.email, "once@example.test"));
    expect(user?.status).toBe("active");
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await isConfirmationTokenValid(handle.db, token)).toBe(false);
    expect(await confirmRegistration(handle.db, token, SITE)).toEqual({ outcome: "invalid-token" });
    expect(await confirmRegistration(handle.db, "made-up", SITE)).toEqual({ outcome: "invalid-token" });
  });

  it("an expired link does not confirm", async () => {
    await registerIndividual(handle.db, individual("late@example.test"), SITE);
    const token = tokenFrom((await mails("late@example.test"))[0]!.text);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await confirmRegistration(handle.db, token, SITE, later)).toEqual({ outcome: "invalid-token" });
  });

  it("stores the organisation, its owner and the link in one go", async () => {
    const result = await registerOrganisation(handle.db, organisation("olive@example.test"), SITE);
    expect(result.outcome).toBe("registered");
    const [user] = await handle.db.select().from(users).where(eq(users.email, "olive@example.test"));
    expect(user).toMatchObject({ role: "account-owner", status: "unconfirmed", name: "Olive Owner" });
    expect(user?.permissions).toEqual([...DEFAULT_PERMISSIONS]);
    const [org] = await handle.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, user!.organisationId!));
    expect(org).toMatchObject({
      name: "Owner Widgets Ltd",
      kind: "organisation",
      status: "pending",
      businessType: "private-sector",
      organisationStructure: "limited-company",
      registrationNumber: null,
      noRegistrationReason: "other",
      otherReasonNotRegistered: "Registered in Jersey",
      website: "https://owner-widgets.example/",
      ownerUserId: user!.id,
      regulatoryBody: null,
    });
    expect(org?.registrationDetails).toMatchObject({
      sameasCompanyAddress: "no",
      correspondenceAddressLine1: "PO Box 7",
    });
  });

  it("saves nothing when part of the registration fails", async () => {
    const before = (await handle.db.select({ id: organisations.id }).from(organisations)).length;
    const input = organisation("broken@example.test");
    // The organisation row is written first; the owner's row then fails (no e-mail address), which must
    // take the organisation row with it.
    const failing = { ...input, email: null as unknown as string };
    await expect(registerOrganisation(handle.db, failing, SITE)).rejects.toThrow();
    expect((await handle.db.select({ id: organisations.id }).from(organisations)).length).toBe(before);
  });

  it("an address that already has an account gets the 'already registered' e-mail and nothing is created", async () => {
    await createTestUser(handle.db, { email: "taken@example.test", name: "Tess Taken" });
    const usersBefore = (await handle.db.select({ id: users.id }).from(users)).length;
    const orgsBefore = (await handle.db.select({ id: organisations.id }).from(organisations)).length;
    expect((await registerIndividual(handle.db, individual("Taken@Example.test"), SITE)).outcome).toBe(
      "already-registered",
    );
    expect((await registerOrganisation(handle.db, organisation("taken@example.test"), SITE)).outcome).toBe(
      "already-registered",
    );
    expect((await handle.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
    expect((await handle.db.select({ id: organisations.id }).from(organisations)).length).toBe(orgsBefore);
    const sent = await mails("taken@example.test");
    expect(sent.map((m) => m.subject)).toEqual([
      REGISTRATION_EMAIL_SUBJECTS.alreadyRegistered,
      REGISTRATION_EMAIL_SUBJECTS.alreadyRegistered,
    ]);
    expect(sent[0]?.text).toContain("Dear Tess Taken,");
    expect(sent[0]?.text).toContain("https://gazette.example/sign-in");
  });

  it("confirming an organisation's owner files an approval request and tells the account admins", async () => {
    await registerOrganisation(handle.db, organisation("approve-me@example.test"), SITE);
    const token = tokenFrom((await mails("approve-me@example.test"))[0]!.text);
    expect(await confirmRegistration(handle.db, token, SITE)).toEqual({
      outcome: "organisation-awaiting-approval",
      organisationName: "Owner Widgets Ltd",
    });
    const [user] = await handle.db.select().from(users).where(eq(users.email, "approve-me@example.test"));
    expect(user?.status).toBe("active");
    const requests = await handle.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.organisationId, user!.organisationId!));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: "organisation", userId: user!.id, status: "pending" });
    const adminMail = (await mails("approver@example.test")).find(
      (m) => m.subject === REGISTRATION_EMAIL_SUBJECTS.awaitingApproval,
    );
    expect(adminMail?.text).toContain("https://gazette.example/admin/approvals");
  });

  it("a local authority must be one we know", async () => {
    const result = await registerOrganisation(
      handle.db,
      organisation("council@example.test", {
        businessType: "government-local",
        localAuthorityId: "X99999999",
      }),
      SITE,
    );
    expect(result).toEqual({
      outcome: "invalid",
      errors: [{ field: "localAuthorityId", message: "This field is required." }],
    });
    expect(await mails("council@example.test")).toEqual([]);
  });

  it("resends a fresh link only to unconfirmed accounts, and the old link stops working", async () => {
    await registerIndividual(handle.db, individual("resend@example.test"), SITE);
    const first = tokenFrom((await mails("resend@example.test"))[0]!.text);
    expect(await resendConfirmation(handle.db, "RESEND@example.test", SITE)).toBe(true);
    const second = tokenFrom((await mails("resend@example.test"))[1]!.text);
    expect(second).not.toBe(first);
    expect(await isConfirmationTokenValid(handle.db, first)).toBe(false);
    expect(await confirmRegistration(handle.db, second, SITE)).toEqual({ outcome: "individual-ready" });
    expect(await resendConfirmation(handle.db, "resend@example.test", SITE)).toBe(false);
    expect(await resendConfirmation(handle.db, "nobody@example.test", SITE)).toBe(false);
  });

  it("a confirmation token of another purpose does not confirm", async () => {
    await registerIndividual(handle.db, individual("purpose@example.test"), SITE);
    const [user] = await handle.db.select().from(users).where(eq(users.email, "purpose@example.test"));
    const reset = await issueUserToken(handle.db, { userId: user!.id, purpose: "reset-password" });
    expect(await confirmRegistration(handle.db, reset, SITE)).toEqual({ outcome: "invalid-token" });
    expect((await handle.db.select().from(userTokens).where(eq(userTokens.userId, user!.id))).length).toBe(2);
  });
});
