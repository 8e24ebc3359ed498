import { describe, expect, it } from "vitest";
import {
  type Actor,
  canEditTeamUser,
  canManageTeamMember,
  hasCapability,
  hasPermission,
  USER_ROLES,
} from "./permissions.ts";

const actor = (
  role: string,
  organisationId: number | null = 1,
  permissions: string[] = [],
  id = 1,
): Actor => ({
  id,
  role,
  organisationId,
  permissions,
});

describe("role capabilities (spec §6)", () => {
  it("gives each role exactly its capabilities", () => {
    const table = Object.fromEntries(
      USER_ROLES.map((role) => [
        role,
        (
          [
            "use-my-gazette",
            "manage-team",
            "edit-team-users",
            "manage-company",
            "decide-approvals",
            "read-outbox",
            "manage-shop",
            "manage-notice-fees",
            "decide-notices",
            "manage-api-clients",
            "manage-injunctions",
          ] as const
        ).filter((c) => hasCapability(actor(role), c)),
      ]),
    );
    expect(table).toEqual({
      user: ["use-my-gazette"],
      "account-owner": ["use-my-gazette", "manage-team", "edit-team-users", "manage-company"],
      "super-user": ["use-my-gazette", "edit-team-users"],
      "company-admin": ["use-my-gazette", "manage-company"],
      "account-admin": ["use-my-gazette", "decide-approvals", "manage-injunctions"],
      staff: [
        "use-my-gazette",
        "decide-approvals",
        "read-outbox",
        "manage-shop",
        "manage-notice-fees",
        "decide-notices",
        "manage-api-clients",
        "manage-injunctions",
      ],
    });
  });

  it("gives nobody anything when signed out or with an unknown role", () => {
    expect(hasCapability(null, "use-my-gazette")).toBe(false);
    expect(hasCapability(actor("root"), "use-my-gazette")).toBe(false);
  });
});

describe("per-user permissions", () => {
  it("holds what the owner granted a member, and everything for owners and individuals", () => {
    expect(hasPermission(actor("user", 1, ["manage-images"]), "manage-images")).toBe(true);
    expect(hasPermission(actor("user", 1, ["manage-images"]), "place-notices")).toBe(false);
    expect(hasPermission(actor("account-owner", 1, []), "place-notices")).toBe(true);
    expect(hasPermission(actor("user", null, []), "place-notices")).toBe(true);
    expect(hasPermission(null, "place-notices")).toBe(false);
  });
});

describe("acting on other people of the team", () => {
  const owner = actor("account-owner", 7, [], 1);
  it("lets the owner manage others of the same organisation, never themselves or another organisation", () => {
    expect(canManageTeamMember(owner, { id: 2, organisationId: 7 })).toBe(true);
    expect(canManageTeamMember(owner, { id: 1, organisationId: 7 })).toBe(false);
    expect(canManageTeamMember(owner, { id: 3, organisationId: 8 })).toBe(false);
    expect(canManageTeamMember(actor("super-user", 7, [], 4), { id: 2, organisationId: 7 })).toBe(false);
  });
  it("lets super users and owners edit others' details within their organisation", () => {
    expect(canEditTeamUser(actor("super-user", 7, [], 4), { id: 2, organisationId: 7 })).toBe(true);
    expect(canEditTeamUser(actor("super-user", 7, [], 4), { id: 2, organisationId: 9 })).toBe(false);
    expect(canEditTeamUser(actor("company-admin", 7, [], 4), { id: 2, organisationId: 7 })).toBe(false);
    expect(canEditTeamUser(actor("super-user", null, [], 4), { id: 2, organisationId: null })).toBe(false);
  });
});
