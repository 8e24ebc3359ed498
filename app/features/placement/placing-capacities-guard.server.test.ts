import { describe, expect, it } from "vitest";
import { person, runGuard } from "../accounts/area-guard.test-helper.ts";
import { capacityDeclarerGuard } from "./placing-capacities-guard.server.ts";

describe("the placing capacities page's guard", () => {
  it("lets in the account owner and an individual; refuses members and staff; sends the signed out to sign in", async () => {
    const cases = [
      ["account owner", person("account-owner"), true],
      ["individual", person("user", null), true],
      ["member", person("user", 7, ["place-notices"]), false],
      ["company admin", person("company-admin"), false],
      ["super user", person("super-user"), false],
      ["staff", person("staff", null), false],
      ["account admin", person("account-admin", null), false],
    ] as const;
    for (const [who, user, allowed] of cases) {
      const outcome = await runGuard(capacityDeclarerGuard, user);
      expect(outcome.allowed, who).toBe(allowed);
      if (!outcome.allowed) expect((outcome.thrown as { init: ResponseInit }).init.status, who).toBe(403);
    }
    const signedOut = await runGuard(capacityDeclarerGuard, null);
    expect((signedOut.thrown as Response).headers.get("Location")).toMatch(/^\/sign-in\?redirectUrl=/);
  });
});
