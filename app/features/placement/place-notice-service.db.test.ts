/**
 * Placing capacities and the first pages of placing a notice against the database: capacities declared
 * by the account owner or an individual, replaced as ticked; the notice types form offering only what
 * the account may place, with fees; and the online form's address refusing what it may not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import {
  noticeTypeChooser,
  onlineFormIntro,
  PLACE_NOTICE_MESSAGES,
  type Placer,
} from "./place-notice-service.server.ts";
import {
  CAPACITY_REFUSAL,
  declarePlacingCapacities,
  organisationCapacityLabels,
  placingCapacitiesOf,
} from "./placing-capacity-service.server.ts";
import { POLICY_MESSAGES } from "./placing-policy.ts";

const NOW = new Date("2027-03-01T12:00:00Z");

describe("placing capacities and the notice types form", () => {
  let handle: DatabaseHandle;
  let individual: Placer;
  let owner: Placer;
  let member: Placer;
  let pendingOwner: Placer;

  const placer = (
    id: number,
    role: string,
    organisationId: number | null,
    organisationStatus: string | null,
  ) => ({
    id,
    role,
    organisationId,
    organisationStatus,
    permissions: ["place-notices"],
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const ivy = await createTestUser(db, { email: "ivy@placing.test" });
    individual = placer(ivy.id, "user", null, null);
    const olive = await createTestUser(db, {
      email: "olive@placing.test",
      role: "account-owner",
      organisation: { name: "Olive & Co Solicitors" },
    });
    owner = placer(olive.id, "account-owner", olive.organisationId, "approved");
    const umar = await createTestUser(db, {
      email: "umar@placing.test",
      organisationId: olive.organisationId!,
    });
    member = placer(umar.id, "user", olive.organisationId, "approved");
    const pat = await createTestUser(db, {
      email: "pat@placing.test",
      role: "account-owner",
      organisation: { name: "Pending Partners", status: "pending" },
      placingCapacities: ["solicitor"],
    });
    pendingOwner = placer(pat.id, "account-owner", pat.organisationId, "pending");
  });
  afterAll(() => handle.close());

  const chooser = (who: Placer, query: string, now = NOW) =>
    noticeTypeChooser(handle.db, who, new URLSearchParams(query), now);

  it("offers nothing until the account says in which capacities it places notices", async () => {
    const view = await chooser(individual, "edition=london");
    expect(view.capacities).toEqual([]);
    expect(view.canDeclare).toBe(true);
    expect(view.categories).toEqual([]);
    expect((await chooser(member, "")).canDeclare).toBe(false);
  });

  it("offers a personal representative deceased estates and trust claims, with the documents they need", async () => {
    await declarePlacingCapacities(handle.db, individual, ["personal-representative"]);
    expect(await placingCapacitiesOf(handle.db, individual)).toEqual(["personal-representative"]);
    const categories = await chooser(individual, "edition=london");
    expect(categories.capacities).toEqual(["Personal representative of a person who has died"]);
    expect(categories.categories.map((c) => c.value)).toEqual(["26", "29"]);
    const types = await chooser(individual, "edition=london&category=29");
    expect(types.types).toEqual([
      { value: "2903", label: "Deceased Estates (2903)", hint: "£96.00 including VAT" },
    ]);
    expect((await chooser(individual, "edition=london&category=29&type=2903")).redirectTo).toBe(
      "/my-gazette/place-notice/london/2903/online-form",
    );

    const intro = await onlineFormIntro(handle.db, individual, "london", "2903", NOW);
    expect(intro).toMatchObject({
      code: "2903",
      name: "Deceased Estates",
      edition: { id: "london", name: "The London Gazette" },
      fee: { price: "£96.00", net: "£80.00", vat: "£16.00", vatRatePercent: 20 },
      documents:
        "the death certificate and a grant of probate, letters of administration, grant of representation or court order",
      outline: { kind: "web-form" },
    });
  });

  it("refuses a type the account may not place with the policy's reason, and an unknown one with a 404", async () => {
    await expect(onlineFormIntro(handle.db, individual, "london", "2450", NOW)).rejects.toMatchObject({
      code: "forbidden",
      message: expect.stringMatching(
        /^Petitions to Wind Up \(Companies\) notices \(2450\) can be placed only by solicitors/,
      ),
    });
    for (const [edition, code] of [
      ["paris", "2903"],
      ["london", "9999"],
      ["london", "29O3"],
    ])
      await expect(onlineFormIntro(handle.db, individual, edition!, code!, NOW)).rejects.toMatchObject({
        code: "not-found",
        message: PLACE_NOTICE_MESSAGES.noSuchType,
      });
    // The edition as the real service writes it.
    expect((await onlineFormIntro(handle.db, individual, "Belfast", "2903", NOW)).fee.price).toBe("£90.00");
  });

  it("outlines the edition's own form: 1601's web form in London, its plain text in Belfast", async () => {
    const council = await createTestUser(handle.db, {
      email: "cora@council.test",
      role: "account-owner",
      organisation: { name: "Otley Town Council" },
      placingCapacities: ["public-body"],
    });
    const cora = placer(council.id, "account-owner", council.organisationId, "approved");
    const london = await onlineFormIntro(handle.db, cora, "london", "1601", NOW);
    expect(london.outline.kind).toBe("web-form");
    expect(london.outline.asks.at(-1)).toBe(
      "how and by when to object (at least 28 days after publication), and who signs",
    );
    const belfast = await onlineFormIntro(handle.db, cora, "belfast", "1601", NOW);
    expect(belfast.outline.kind).toBe("plain-text");
  });

  it("offers no type, and opens no form, where no fee is in force", async () => {
    const before = new Date("2025-06-01T12:00:00Z");
    expect((await chooser(individual, "edition=london", before)).categories).toEqual([]);
    await expect(onlineFormIntro(handle.db, individual, "london", "2903", before)).rejects.toMatchObject({
      code: "not-found",
      message: PLACE_NOTICE_MESSAGES.noFee,
    });
  });

  it("lets the account owner declare the organisation's capacities, replacing them as ticked", async () => {
    await declarePlacingCapacities(handle.db, owner, ["solicitor", "accountant"]);
    await declarePlacingCapacities(handle.db, owner, ["trustee", "accountant", "trustee"]);
    expect(await placingCapacitiesOf(handle.db, owner)).toEqual(["accountant", "trustee"]);
    // The organisation's capacities are its members' too, for placing; staff read them in approvals.
    expect(await placingCapacitiesOf(handle.db, member)).toEqual(["accountant", "trustee"]);
    expect(await organisationCapacityLabels(handle.db, owner.organisationId!)).toEqual([
      "Accountant",
      "Trustee",
    ]);
    const view = await chooser(member, "edition=london&category=24");
    expect(view.types.map((t) => t.value)).toEqual(["2450", "2451"]);
  });

  it("refuses a member's declaration, and keeps what the owner declared", async () => {
    await expect(declarePlacingCapacities(handle.db, member, ["solicitor"])).rejects.toMatchObject({
      code: "forbidden",
      message: CAPACITY_REFUSAL,
    });
    expect(await placingCapacitiesOf(handle.db, owner)).toEqual(["accountant", "trustee"]);
  });

  it("lets an organisation place notices only once it is approved", async () => {
    await expect(chooser(pendingOwner, "")).rejects.toMatchObject({
      code: "forbidden",
      message: POLICY_MESSAGES.pendingOrganisation,
    });
    await expect(onlineFormIntro(handle.db, pendingOwner, "london", "2903", NOW)).rejects.toMatchObject({
      code: "forbidden",
      message: POLICY_MESSAGES.pendingOrganisation,
    });
  });
});
