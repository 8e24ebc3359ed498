import { describe, expect, it } from "vitest";
import { CATEGORIES, NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import { capacitiesOf, PLACING_CAPACITIES, type PlacingCapacity } from "./placing-capacities.ts";
import {
  accountPlacingRefusal,
  CATEGORY_RULES,
  CODE_RULES,
  mayDeclareCapacities,
  missingDocuments,
  PERSONAL_REPRESENTATIVE_DOCUMENTS,
  POLICY_MESSAGES,
  placeableTypes,
  placingVerdict,
} from "./placing-policy.ts";

const allowed = (code: string, ...capacities: PlacingCapacity[]) => placingVerdict(code, capacities).allowed;

/** The capacities that place a type outright, found by asking the policy one capacity at a time. */
const outright = (code: string) =>
  PLACING_CAPACITIES.filter((c) => {
    const verdict = placingVerdict(code, [c]);
    return verdict.allowed && verdict.documents === null;
  });

describe("who may place deceased estates notices (2903)", () => {
  it("solicitors, trustees and authorised bank officials, outright", () => {
    expect(outright("2903")).toEqual(["solicitor", "trustee", "authorised-bank-official"]);
  });

  it("a personal representative, only with the death certificate and a grant", () => {
    expect(placingVerdict("2903", ["personal-representative"])).toEqual({
      allowed: true,
      documents: PERSONAL_REPRESENTATIVE_DOCUMENTS,
    });
    expect(PERSONAL_REPRESENTATIVE_DOCUMENTS).toEqual({
      all: ["CERTIFICATE"],
      oneOf: ["PROBATE", "ADMIN", "REPRESENTATION", "COURTORDER"],
    });
    // A capacity that needs no documents wins.
    expect(placingVerdict("2903", ["personal-representative", "solicitor"])).toEqual({
      allowed: true,
      documents: null,
    });
  });

  it("nobody else, and says who may", () => {
    for (const capacity of ["accountant", "insolvency-practitioner", "public-body", "named-person"] as const)
      expect(allowed("2903", capacity), capacity).toBe(false);
    expect(placingVerdict("2903", ["accountant"])).toEqual({
      allowed: false,
      reason:
        "Deceased Estates notices (2903) can be placed only by solicitors, trustees, authorised bank officials " +
        "or personal representatives who upload the death certificate and a grant of probate, letters of " +
        "administration, grant of representation or court order. Your account's placing capacities do not " +
        "include any of these.",
    });
    expect(allowed("2903")).toBe(false);
  });

  it("lists the documents a personal representative's notice still lacks", () => {
    const documents = PERSONAL_REPRESENTATIVE_DOCUMENTS;
    expect(missingDocuments(documents, [])).toEqual([
      "death certificate",
      "grant of probate, letters of administration, grant of representation or court order",
    ]);
    expect(missingDocuments(documents, ["CERTIFICATE"])).toEqual([
      "grant of probate, letters of administration, grant of representation or court order",
    ]);
    expect(missingDocuments(documents, ["PROBATE"])).toEqual(["death certificate"]);
    expect(missingDocuments(documents, ["CERTIFICATE", "ADMIN"])).toEqual([]);
    expect(missingDocuments(documents, ["CERTIFICATE", "COURTORDER"])).toEqual([]);
    expect(missingDocuments(null, [])).toEqual([]);
  });
});

describe("who may place petitions to wind up (2450, 2451)", () => {
  it("solicitors, accountants, insolvency practitioners and chartered secretaries only", () => {
    for (const code of ["2450", "2451"])
      expect(outright(code)).toEqual([
        "solicitor",
        "accountant",
        "insolvency-practitioner",
        "chartered-secretary",
      ]);
    expect(allowed("2450", "official-receiver")).toBe(false);
    expect(allowed("2450", "company-officer")).toBe(false);
  });
});

describe("who may place the other types", () => {
  it("corporate insolvency (24xx): insolvency practitioners and solicitors, and official receivers", () => {
    const corporate = NOTICE_TYPES.filter(
      (t) => t.categoryCode === "24" && !["2450", "2451"].includes(t.code),
    );
    expect(corporate.length).toBeGreaterThan(40);
    for (const type of corporate) {
      expect(allowed(type.code, "insolvency-practitioner"), type.code).toBe(true);
      expect(allowed(type.code, "solicitor"), type.code).toBe(true);
      expect(allowed(type.code, "accountant"), type.code).toBe(false);
      expect(allowed(type.code, "named-person"), type.code).toBe(false);
    }
    // A court's own proceedings: the court too.
    expect(allowed("2464", "court")).toBe(true);
    expect(allowed("2410", "court")).toBe(false);
  });

  it("state notices: offices of state; planning and transport: public bodies and solicitors", () => {
    expect(outright("1101")).toEqual(["office-of-state"]);
    expect(outright("1601")).toEqual(["solicitor", "public-body"]);
    expect(outright("1503")).toEqual(["solicitor", "public-body"]);
  });

  it("a change of name by the person themselves or a solicitor", () => {
    expect(outright("2901")).toEqual(["solicitor", "named-person"]);
  });

  it("follows its category's rule unless the type is named apart", () => {
    for (const type of NOTICE_TYPES) {
      const rule = CODE_RULES[type.code] ?? CATEGORY_RULES[type.categoryCode];
      expect(rule, type.code).toBeDefined();
      expect(outright(type.code).sort(), type.code).toEqual([...rule!.capacities].sort());
    }
  });

  it("has a rule for every category, and only for real categories and types", () => {
    expect(Object.keys(CATEGORY_RULES).sort()).toEqual(CATEGORIES.map((c) => c.code).sort());
    for (const code of Object.keys(CODE_RULES))
      expect(
        NOTICE_TYPES.some((t) => t.code === code),
        code,
      ).toBe(true);
  });

  it("lets someone place every notice type", () => {
    expect(placeableTypes([...PLACING_CAPACITIES])).toHaveLength(NOTICE_TYPES.length);
  });

  it("offers an account only what its capacities may place", () => {
    expect(placeableTypes([])).toEqual([]);
    const probate = placeableTypes(["personal-representative"]).map((t) => t.code);
    expect(probate).toEqual(["2604", "2903"]);
    const firm = placeableTypes(["solicitor"]).map((t) => t.code);
    expect(firm).toContain("2903");
    expect(firm).toContain("2450");
    expect(firm).not.toContain("1101");
  });

  it("refuses an unknown notice type", () => {
    expect(placingVerdict("9999", [...PLACING_CAPACITIES])).toEqual({
      allowed: false,
      reason: POLICY_MESSAGES.unknownType,
    });
  });
});

describe("the account", () => {
  it("places notices once its organisation is approved; an individual always", () => {
    expect(accountPlacingRefusal(null)).toBeNull();
    expect(accountPlacingRefusal("approved")).toBeNull();
    expect(accountPlacingRefusal("pending")).toBe(POLICY_MESSAGES.pendingOrganisation);
    expect(accountPlacingRefusal("declined")).toBe(POLICY_MESSAGES.declinedOrganisation);
  });

  it("declares its capacities through its owner, or the individual themselves", () => {
    expect(mayDeclareCapacities({ role: "account-owner", organisationId: 3 })).toBe(true);
    expect(mayDeclareCapacities({ role: "user", organisationId: null })).toBe(true);
    for (const role of ["user", "super-user", "company-admin"])
      expect(mayDeclareCapacities({ role, organisationId: 3 }), role).toBe(false);
    for (const role of ["staff", "account-admin"])
      expect(mayDeclareCapacities({ role, organisationId: null }), role).toBe(false);
  });

  it("reads a stored list of capacities back in order, without strangers", () => {
    expect(capacitiesOf(["trustee", "solicitor", "astronaut", "solicitor"])).toEqual([
      "solicitor",
      "trustee",
    ]);
  });
});
