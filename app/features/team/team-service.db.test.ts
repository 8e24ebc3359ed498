import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { users } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { verifyPassword } from "../accounts/password-hash.server.ts";
import { createSession } from "../accounts/session.server.ts";
import { countUserSessions } from "../accounts/session-repository.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { queuedEmails } from "./queued-emails.test-helper.server.ts";
import {
  acceptInvitation,
  findInvitation,
  getTeam,
  getTeamMember,
  inviteTeamMember,
  removeTeamMember,
  setTeamMemberPassword,
  setTeamMemberPermissions,
  updateTeamMemberDetails,
} from "./team-service.server.ts";

const SITE = "https://gazette.test";

function tokenFrom(text: string): string {
  const match = /choose-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in ${text}`);
  return match[1]!;
}

describe("team service", () => {
  let handle: DatabaseHandle;
  let owner: CurrentUser;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const created = await createTestUser(handle.db, {
      email: "owner@team.test",
      name: "Olive Owner",
      role: "account-owner",
      organisation: { name: "Team Test LLP" },
    });
    owner = {
      id: created.id,
      organisationId: created.organisationId,
      role: "account-owner",
      permissions: [],
      email: "owner@team.test",
      name: "Olive Owner",
      title: null,
      status: "active",
      organisationStatus: "approved",
      organisationName: "Team Test LLP",
      sessionTokenHash: "x",
      sessionExpiresAt: new Date(),
    };
  });
  afterAll(() => handle.close());

  it("invites a person, who chooses a password once and is then active", async () => {
    const { db } = handle;
    const result = await inviteTeamMember(
      db,
      owner,
      {
        title: "Ms",
        name: "Ivy Invited",
        email: "ivy@team.test",
        role: "user",
        permissions: ["place-notices"],
      },
      SITE,
    );
    expect(result.ok).toBe(true);
    const team = await getTeam(db, owner.organisationId!);
    expect(team.pending.map((m) => m.email)).toEqual(["ivy@team.test"]);
    expect(team.registered.map((m) => m.email)).toEqual(["owner@team.test"]);

    const [mail] = await queuedEmails(db, "ivy@team.test");
    expect(mail!.subject).toBe("You have been invited to The Gazette");
    expect(mail!.text).toContain(`${SITE}/choose-password?token=`);
    const token = tokenFrom(mail!.text);
    expect((await findInvitation(db, token))?.email).toBe("ivy@team.test");

    const userId = await acceptInvitation(db, token, "Str0ng!Pass");
    expect(userId).toBe(result.ok ? result.member.id : 0);
    const [row] = await db.select().from(users).where(eq(users.id, userId!));
    expect(row!.status).toBe("active");
    expect(row!.emailConfirmedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash!, "Str0ng!Pass")).toBe(true);
    // Single use.
    expect(await acceptInvitation(db, token, "0ther!Pass")).toBeNull();
    expect(await findInvitation(db, token)).toBeNull();
  });

  it("refuses an address that already has an account", async () => {
    const result = await inviteTeamMember(
      handle.db,
      owner,
      { title: "Mr", name: "Dup", email: "owner@team.test", role: "user", permissions: [] },
      SITE,
    );
    expect(result).toEqual({
      ok: false,
      errors: [{ field: "email", message: "A user with this email address already exists." }],
    });
  });

  it("does not activate someone removed before they used the invitation", async () => {
    const { db } = handle;
    const result = await inviteTeamMember(
      db,
      owner,
      { title: "Mr", name: "Gone Soon", email: "gone@team.test", role: "user", permissions: [] },
      SITE,
    );
    if (!result.ok) throw new Error("invite failed");
    const token = tokenFrom((await queuedEmails(db, "gone@team.test"))[0]!.text);
    await removeTeamMember(db, owner, result.member);
    expect(await acceptInvitation(db, token, "Str0ng!Pass")).toBeNull();
    expect((await getTeamMember(db, result.member.id))!.status).toBe("disabled");
  });

  it("removing a person ends all their sessions and tells them", async () => {
    const { db } = handle;
    const { id } = await createTestUser(db, {
      email: "rita@team.test",
      name: "Rita Removed",
      organisationId: owner.organisationId!,
    });
    await createSession(db, id, new Request("http://x/"), false);
    await createSession(db, id, new Request("http://x/"), false);
    expect(await countUserSessions(db, id)).toBe(2);
    await removeTeamMember(db, owner, (await getTeamMember(db, id))!);
    expect(await countUserSessions(db, id)).toBe(0);
    expect((await getTeamMember(db, id))!.status).toBe("disabled");
    expect((await getTeam(db, owner.organisationId!)).registered.map((m) => m.id)).not.toContain(id);
    const [mail] = await queuedEmails(db, "rita@team.test");
    expect(mail!.subject).toBe("You have been removed from a Gazette account");
  });

  it("saves a person's role and permissions", async () => {
    const { db } = handle;
    const { id } = await createTestUser(db, {
      email: "pat@team.test",
      organisationId: owner.organisationId!,
    });
    await setTeamMemberPermissions(db, (await getTeamMember(db, id))!, {
      role: "company-admin",
      permissions: ["view-team-notices"],
    });
    expect(await getTeamMember(db, id)).toMatchObject({
      role: "company-admin",
      permissions: ["view-team-notices"],
    });
  });

  it("updates details, refusing an address someone else has", async () => {
    const { db } = handle;
    const { id } = await createTestUser(db, {
      email: "dee@team.test",
      organisationId: owner.organisationId!,
    });
    const member = (await getTeamMember(db, id))!;
    expect(
      await updateTeamMemberDetails(db, member, {
        title: "Dr",
        name: "Dee",
        email: "owner@team.test",
        telephone: "",
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: "email", message: "A user with this email address already exists." }],
    });
    expect(
      await updateTeamMemberDetails(db, member, {
        title: "Dr",
        name: "Dee Details",
        email: "dee2@team.test",
        telephone: "+44 1234",
      }),
    ).toEqual({ ok: true });
    expect(await getTeamMember(db, id)).toMatchObject({
      title: "Dr",
      name: "Dee Details",
      email: "dee2@team.test",
      telephone: "+44 1234",
    });
  });

  it("a super user's new password ends the person's sessions and e-mails them", async () => {
    const { db } = handle;
    const { id } = await createTestUser(db, {
      email: "sam@team.test",
      organisationId: owner.organisationId!,
    });
    await createSession(db, id, new Request("http://x/"), false);
    await setTeamMemberPassword(db, owner, (await getTeamMember(db, id))!, "N3w!Passw", SITE);
    expect(await countUserSessions(db, id)).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(await verifyPassword(row!.passwordHash!, "N3w!Passw")).toBe(true);
    const [mail] = await queuedEmails(db, "sam@team.test");
    expect(mail!.subject).toBe("Your Gazette password has been changed");
  });
});
