import { describe, expect, it } from "vitest";
import { checkDecision, DECISION_MESSAGES } from "./approval-decision.ts";

const director = {
  directorName: "Dana Director",
  companyNumber: "01234567",
  addressLine1: "1 High Street",
  locality: "Leeds",
  postcode: "LS1 1AA",
};

describe("approval decisions", () => {
  it("needs a decision", () => {
    expect(checkDecision("organisation", {})).toEqual({
      ok: false,
      errors: [{ field: "decision", message: DECISION_MESSAGES.required }],
    });
    expect(checkDecision("customisation", { decision: "maybe" }).ok).toBe(false);
  });

  it("approves a company account only with both checks ticked", () => {
    expect(checkDecision("organisation", { decision: "approve" })).toEqual({
      ok: false,
      errors: [
        { field: "verifyCompanyTypes", message: "This field is required." },
        { field: "verifyEmail", message: "This field is required." },
      ],
    });
    expect(checkDecision("organisation", { decision: "approve", verifyEmail: "on" })).toEqual({
      ok: false,
      errors: [{ field: "verifyCompanyTypes", message: "This field is required." }],
    });
    expect(
      checkDecision("organisation", { decision: "approve", verifyEmail: "on", verifyCompanyTypes: "on" }),
    ).toMatchObject({ ok: true, decision: { outcome: "approve" } });
  });

  it("declines a company account only with a reason, and then the checks do not matter", () => {
    expect(checkDecision("organisation", { decision: "decline", declineReason: "  " })).toEqual({
      ok: false,
      errors: [{ field: "declineReason", message: "Please enter the decline reason." }],
    });
    expect(checkDecision("organisation", { decision: "decline", declineReason: " Not a company " })).toEqual({
      ok: true,
      decision: { outcome: "decline", message: "Not a company", details: {} },
    });
  });

  it("approves a director claim only with the name and address complete", () => {
    const missing = checkDecision("director-claim", {
      decision: "approve",
      ...director,
      postcode: "",
      locality: "",
    });
    expect(missing).toEqual({
      ok: false,
      errors: [
        { field: "locality", message: "This field is required." },
        { field: "postcode", message: "This field is required." },
      ],
    });
    const approved = checkDecision("director-claim", {
      decision: "approve",
      ...director,
      addressLine2: "Floor 2",
    });
    expect(approved).toMatchObject({
      ok: true,
      decision: { outcome: "approve", details: { ...director, addressLine2: "Floor 2", county: "" } },
    });
  });

  it("declines a director claim only with a reason; the address is then not required", () => {
    expect(checkDecision("director-claim", { decision: "decline" })).toEqual({
      ok: false,
      errors: [{ field: "declineReason", message: "Please enter the decline reason." }],
    });
    expect(checkDecision("director-claim", { decision: "decline", declineReason: "Unknown" }).ok).toBe(true);
  });

  it("needs a message to the company when a customisation is not approved", () => {
    expect(checkDecision("customisation", { decision: "decline" })).toEqual({
      ok: false,
      errors: [{ field: "approvalMessage", message: "Required." }],
    });
    expect(
      checkDecision("customisation", { decision: "decline", approvalMessage: "Logo too small" }),
    ).toMatchObject({
      ok: true,
      decision: { outcome: "decline", message: "Logo too small" },
    });
    expect(checkDecision("customisation", { decision: "approve" })).toMatchObject({
      ok: true,
      decision: { outcome: "approve", message: "" },
    });
  });

  it("declines a credit application only with a reason", () => {
    expect(checkDecision("credit-application", { decision: "decline" }).ok).toBe(false);
    expect(checkDecision("credit-application", { decision: "approve" }).ok).toBe(true);
  });
});
