import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { companyAdmin, companyAreaGuard } from "../companies/company-guard.server.ts";
import { capabilityGuard, permissionGuard, signedInGuard, signedInUser } from "./area-guard.server.ts";
import { person, runGuard } from "./area-guard.test-helper.ts";
import { isAreaRefusal } from "./area-refusal.ts";
import { currentUserContext } from "./current-user.ts";
import { FORBIDDEN_MESSAGE } from "./require-user.server.ts";

describe("the area guards", () => {
  it("send a signed-out visitor to sign in and back to the page they asked for", async () => {
    const outcome = await runGuard(signedInGuard, null, { path: "/my-gazette/team/3/details?tab=a" });
    const response = outcome.thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/sign-in?redirectUrl=${encodeURIComponent("/my-gazette/team/3/details?tab=a")}`,
    );
  });

  it("send a signed-out form back to the page the form was on", async () => {
    const outcome = await runGuard(signedInGuard, null, {
      method: "POST",
      path: "/my-gazette/saved-searches",
      headers: { Referer: "http://gazette.test/all-notices/notice?text=x" },
    });
    expect((outcome.thrown as Response).headers.get("Location")).toBe(
      `/sign-in?redirectUrl=${encodeURIComponent("/all-notices/notice?text=x")}`,
    );
  });

  it("answer scripts 401 'Unauthorized' and 403 with the refusal's message, in plain text (spec §8)", async () => {
    const ajax = { headers: { "X-Requested-With": "XMLHttpRequest" } };
    // Answered, not thrown: a thrown Response would be drawn on a page's error document.
    const signedOut = (await runGuard(signedInGuard, null, ajax)).answered as Response;
    expect([signedOut.status, await signedOut.text()]).toEqual([401, "Unauthorized"]);
    const refused = (await runGuard(capabilityGuard("decide-approvals"), person("user"), ajax))
      .answered as Response;
    expect([refused.status, await refused.text()]).toEqual([403, FORBIDDEN_MESSAGE]);
  });

  it("refuse pages with a 403 that names the signed-in person for the page frame", async () => {
    const outcome = await runGuard(capabilityGuard("decide-approvals"), person("company-admin"));
    const thrown = outcome.thrown as { data: unknown; init: ResponseInit };
    expect(thrown.init.status).toBe(403);
    expect(isAreaRefusal(thrown.data)).toBe(true);
    expect(thrown.data).toMatchObject({ explanation: FORBIDDEN_MESSAGE, user: { name: "Pat Example" } });
    // The refusal carries what the root loader would give pages, never the session.
    expect(JSON.stringify(thrown.data)).not.toContain("hash");
  });

  it("let the right people in, and give the routes below the person they let in", async () => {
    const outcome = await runGuard(signedInGuard, person("user"));
    expect(outcome.allowed).toBe(true);
    expect(signedInUser(outcome.context).role).toBe("user");
  });

  it("hold per-user permissions: members need them, owners and individuals always have them", async () => {
    const images = permissionGuard("manage-images");
    expect((await runGuard(images, person("user", 7, []))).allowed).toBe(false);
    expect((await runGuard(images, person("user", 7, ["manage-images"]))).allowed).toBe(true);
    expect((await runGuard(images, person("account-owner", 7, []))).allowed).toBe(true);
    expect((await runGuard(images, person("user", null, []))).allowed).toBe(true);
  });

  it("let company administrators in only with an organisation", async () => {
    expect((await runGuard(companyAreaGuard, person("company-admin", null))).allowed).toBe(false);
    const outcome = await runGuard(companyAreaGuard, person("company-admin", 7));
    expect(companyAdmin(outcome.context).organisationId).toBe(7);
  });

  it("fail loudly, never open, when a route reads a person no guard let in", async () => {
    const unguarded = new RouterContextProvider();
    unguarded.set(currentUserContext, person("user"));
    expect(() => signedInUser(unguarded)).toThrow();
    const signedInOnly = (await runGuard(signedInGuard, person("user"))).context;
    expect(() => companyAdmin(signedInOnly)).toThrow(/company area/);
  });
});
