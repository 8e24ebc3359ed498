/**
 * The team of an organisation: inviting people (a user without a password, and an e-mailed link to choose
 * one), accepting the invitation, removing people, their role and permissions, and a super user's edits
 * of someone's details and password. Every change and its e-mail are written in one transaction (the
 * e-mail is a queued job), so nothing is half done.
 */

import type { Database } from "../../db/client.server.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { setPasswordHash } from "../accounts/account-service.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { hashPassword } from "../accounts/password-hash.server.ts";
import { ROLE_LABELS, type UserRole } from "../accounts/permissions.ts";
import { endAllSessions } from "../accounts/session.server.ts";
import { consumeUserToken, issueUserToken, peekUserToken } from "../accounts/user-tokens.server.ts";
import { renderEmail } from "../email/email-message.ts";
import { queueEmail } from "../email/send-email.server.ts";
import {
  activateInvitedUser,
  disableMember,
  emailInUse,
  findOrganisationName,
  findTeamMember,
  insertInvitedUser,
  isUniqueViolation,
  listTeamMembers,
  type TeamMember,
  updateMemberDetails,
  updateMemberPermissions,
} from "./team-repository.server.ts";
import {
  type AddUserInput,
  type PermissionsInput,
  TEAM_MESSAGES,
  type UserDetailsInput,
} from "./team-schema.ts";

export type { TeamMember } from "./team-repository.server.ts";

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as UserRole] ?? role;
}

export async function getTeam(db: Database, organisationId: number) {
  const members = await listTeamMembers(db, organisationId);
  return {
    registered: members.filter((m) => m.status !== "invited"),
    pending: members.filter((m) => m.status === "invited"),
  };
}

export function getTeamMember(db: Database, id: number): Promise<TeamMember | null> {
  return findTeamMember(db, id);
}

async function sendInvitation(
  db: Database,
  member: Pick<TeamMember, "id" | "name" | "email">,
  inviter: Pick<CurrentUser, "name">,
  organisationName: string,
  siteUrl: string,
) {
  const token = await issueUserToken(db, { userId: member.id, purpose: "invite" });
  await queueEmail(
    db,
    renderEmail({
      to: member.email,
      subject: "You have been invited to The Gazette",
      greeting: `Dear ${member.name},`,
      blocks: [
        {
          kind: "paragraph",
          text: `${inviter.name} has added you to the ${organisationName} account on The Gazette.`,
        },
        {
          kind: "paragraph",
          text: "Choose a password to start using your account. The link works for 7 days.",
        },
        { kind: "button", label: "Choose your password", url: `${siteUrl}/choose-password?token=${token}` },
        { kind: "paragraph", text: "If you did not expect this invitation, you can ignore this e-mail." },
      ],
    }),
  );
}

function emailTaken(): { ok: false; errors: FieldError[] } {
  return { ok: false, errors: [{ field: "email", message: TEAM_MESSAGES.emailTaken }] };
}

export type InviteResult = { ok: true; member: TeamMember } | { ok: false; errors: FieldError[] };

/** Adds a person to the owner's organisation, waiting for them to choose a password. */
export async function inviteTeamMember(
  db: Database,
  owner: CurrentUser,
  input: AddUserInput,
  siteUrl: string,
): Promise<InviteResult> {
  const organisationId = owner.organisationId!;
  // The owner is trusted with this answer: they are adding a known colleague, not probing addresses.
  if (await emailInUse(db, input.email)) return emailTaken();
  try {
    const member = await db.transaction(async (tx) => {
      const created = await insertInvitedUser(tx, { ...input, organisationId });
      const organisationName = (await findOrganisationName(tx, organisationId)) ?? "your organisation";
      await sendInvitation(tx, created, owner, organisationName, siteUrl);
      return created;
    });
    return { ok: true, member };
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken();
    throw error;
  }
}

/** A new link for someone who has not chosen a password yet; earlier links stop working. */
export async function resendInvitation(
  db: Database,
  owner: CurrentUser,
  member: TeamMember,
  siteUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const organisationName = (await findOrganisationName(tx, member.organisationId!)) ?? "your organisation";
    await sendInvitation(tx, member, owner, organisationName, siteUrl);
  });
}

/** The invited person behind a link, if the link is still good (for showing the form). */
export async function findInvitation(db: Database, token: string): Promise<TeamMember | null> {
  const valid = await peekUserToken(db, "invite", token);
  if (!valid) return null;
  const member = await findTeamMember(db, valid.userId);
  return member?.status === "invited" ? member : null;
}

/**
 * Uses the invitation: the password is set, the person is active and confirmed. Returns their id, or null
 * when the link was used, expired or the person was removed meanwhile (nothing is then changed).
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  password: string,
): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  return inTransaction<number | null>(db, async (tx, rollback) => {
    const valid = await consumeUserToken(tx, "invite", token, now);
    if (!valid) return null;
    // Removed (or somehow active) meanwhile: the token stays unused and nothing changes.
    if (!(await activateInvitedUser(tx, valid.userId, passwordHash, now))) return rollback(null);
    return valid.userId;
  });
}

export async function removeTeamMember(db: Database, owner: CurrentUser, member: TeamMember): Promise<void> {
  await db.transaction(async (tx) => {
    await disableMember(tx, member.id);
    await endAllSessions(tx, member.id);
    const organisationName = (await findOrganisationName(tx, member.organisationId!)) ?? "your organisation";
    await queueEmail(
      tx,
      renderEmail({
        to: member.email,
        subject: "You have been removed from a Gazette account",
        greeting: `Dear ${member.name},`,
        blocks: [
          {
            kind: "paragraph",
            text: `${owner.name} has removed you from the ${organisationName} account on The Gazette. You can no longer sign in to it.`,
          },
          { kind: "paragraph", text: "If you think this is a mistake, please contact your account owner." },
        ],
      }),
    );
  });
}

export function setTeamMemberPermissions(db: Database, member: TeamMember, input: PermissionsInput) {
  return updateMemberPermissions(db, member.id, input);
}

export type DetailsResult = { ok: true } | { ok: false; errors: FieldError[] };

export async function updateTeamMemberDetails(
  db: Database,
  member: TeamMember,
  input: UserDetailsInput,
): Promise<DetailsResult> {
  if (await emailInUse(db, input.email, member.id)) return emailTaken();
  try {
    await updateMemberDetails(db, member.id, { ...input, telephone: input.telephone || null });
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken();
    throw error;
  }
}

/** A super user sets someone's password: their sessions end and they are told by e-mail. */
export async function setTeamMemberPassword(
  db: Database,
  editor: CurrentUser,
  member: TeamMember,
  password: string,
  siteUrl: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, member.id, passwordHash, new Date());
    await endAllSessions(tx, member.id);
    await queueEmail(
      tx,
      renderEmail({
        to: member.email,
        subject: "Your Gazette password has been changed",
        greeting: `Dear ${member.name},`,
        blocks: [
          {
            kind: "paragraph",
            text: `An administrator of your organisation (${editor.name}) has changed your password on The Gazette. You have been signed out everywhere.`,
          },
          {
            kind: "paragraph",
            text: "Ask them for the new password. If you did not expect this, contact your account owner.",
          },
          { kind: "button", label: "Sign in", url: `${siteUrl}/sign-in` },
        ],
      }),
    );
  });
}
