import { describe, expect, it } from "vitest";
import type { Actor } from "../accounts/permissions.ts";
import { type TeamPage, type TeamTarget, teamPageAccess } from "./team-access.ts";

const actor = (role: string, id = 1, organisationId: number | null = 10): Actor => ({
  id,
  role,
  organisationId,
  permissions: [],
});
const member = (over: Partial<TeamTarget> = {}): TeamTarget => ({
  id: 2,
  organisationId: 10,
  role: "user",
  status: "active",
  ...over,
});

const OWNER_PAGES: TeamPage[] = ["remove", "permissions"];
const EDITOR_PAGES: TeamPage[] = ["details", "password"];

describe("team page access", () => {
  it.each([
    ["account-owner", "allow"],
    ["super-user", "allow"],
    ["company-admin", "forbidden"],
    ["user", "forbidden"],
    ["account-admin", "forbidden"],
    ["staff", "forbidden"],
  ] as const)("the team list for %s: %s", (role, expected) => {
    expect(teamPageAccess(actor(role), "list")).toBe(expected);
  });

  it("nobody signed in is refused", () => {
    expect(teamPageAccess(null, "list")).toBe("forbidden");
    expect(teamPageAccess(null, "details", member())).toBe("forbidden");
  });

  it("only the account owner adds people, and only with an organisation", () => {
    expect(teamPageAccess(actor("account-owner"), "add")).toBe("allow");
    expect(teamPageAccess(actor("account-owner", 1, null), "add")).toBe("forbidden");
    expect(teamPageAccess(actor("super-user"), "add")).toBe("forbidden");
  });

  it.each(OWNER_PAGES)(
    "%s: the owner may act on a member of the organisation, a super user may not",
    (page) => {
      expect(teamPageAccess(actor("account-owner"), page, member())).toBe("allow");
      expect(teamPageAccess(actor("super-user"), page, member())).toBe("forbidden");
      expect(teamPageAccess(actor("user"), page, member())).toBe("forbidden");
    },
  );

  it.each(EDITOR_PAGES)("%s: super users and owners edit members of their organisation", (page) => {
    expect(teamPageAccess(actor("super-user"), page, member())).toBe("allow");
    expect(teamPageAccess(actor("account-owner"), page, member())).toBe("allow");
    expect(teamPageAccess(actor("company-admin"), page, member())).toBe("forbidden");
  });

  it.each([...OWNER_PAGES, ...EDITOR_PAGES])(
    "%s: other organisations, unknown and removed people are not found",
    (page) => {
      const owner = actor("account-owner");
      expect(teamPageAccess(owner, page, member({ organisationId: 11 }))).toBe("not-found");
      expect(teamPageAccess(owner, page, member({ organisationId: null }))).toBe("not-found");
      expect(teamPageAccess(owner, page, null)).toBe("not-found");
      expect(teamPageAccess(owner, page, member({ status: "disabled" }))).toBe("not-found");
    },
  );

  it.each([...OWNER_PAGES, ...EDITOR_PAGES])("%s: never on oneself or on the account owner", (page) => {
    expect(teamPageAccess(actor("account-owner", 2), page, member({ id: 2, role: "account-owner" }))).toBe(
      "forbidden",
    );
    expect(teamPageAccess(actor("super-user", 2), page, member({ id: 2, role: "super-user" }))).toBe(
      "forbidden",
    );
    expect(teamPageAccess(actor("super-user", 3), page, member({ role: "account-owner" }))).toBe("forbidden");
  });

  it("an invitation is resent only to people who have not yet chosen a password", () => {
    const owner = actor("account-owner");
    expect(teamPageAccess(owner, "resend-invitation", member({ status: "invited" }))).toBe("allow");
    expect(teamPageAccess(owner, "resend-invitation", member({ status: "active" }))).toBe("not-found");
  });
});
