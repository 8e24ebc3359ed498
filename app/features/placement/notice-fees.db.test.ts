/**
 * Notice fees in the database: the opening fees seeded at start, the fee in force for a type and
 * edition at a moment, and staff's fees added from now or later (never edited, never in the past).
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { noticeFees } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { EDITIONS } from "../publications/editions.ts";
import { PRODUCT_FORM_MESSAGES, type PriceInput } from "../shop/product-forms.ts";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import {
  addNoticeFee,
  NOTICE_FEE_MESSAGES,
  noticeFeeForStaff,
  noticeFeesForStaff,
} from "./notice-fee-admin-service.server.ts";
import { staffFeeFilter } from "./notice-fee-filter.ts";
import { OPENING_FEES_FROM } from "./notice-fee-schedule.ts";
import { noticeFeeInForce, noticeFeesInForce, syncOpeningNoticeFees } from "./notice-fee-service.server.ts";

const NOW = new Date("2027-03-01T12:00:00Z");
const later = (price: number, effectiveDate: string, effectiveTime = "00:00"): PriceInput => ({
  price,
  when: "later",
  effectiveDate,
  effectiveTime,
});

describe("notice fees", () => {
  let handle: DatabaseHandle;
  let staffId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    staffId = (await createTestUser(handle.db, { email: "fees@staff.test", role: "staff" })).id;
  });
  afterAll(() => handle.close());

  const rows = async () => (await handle.db.select({ n: count() }).from(noticeFees))[0]!.n;

  it("are seeded for every type in every edition, and seeding again adds nothing", async () => {
    expect(await rows()).toBe(NOTICE_TYPES.length * EDITIONS.length);
    await syncOpeningNoticeFees(handle.db);
    expect(await rows()).toBe(NOTICE_TYPES.length * EDITIONS.length);
  });

  it("give the fee in force with its net and VAT, and none before the opening fees began", async () => {
    expect(await noticeFeeInForce(handle.db, "2903", "london", NOW)).toEqual({
      noticeCode: "2903",
      pricePence: 9600,
      vatRatePercent: 20,
      netPence: 8000,
      vatPence: 1600,
      effectiveFrom: OPENING_FEES_FROM,
    });
    expect((await noticeFeeInForce(handle.db, "2903", "belfast", NOW))?.pricePence).toBe(9000);
    expect(await noticeFeeInForce(handle.db, "2903", "london", new Date("2025-12-31T23:59:59Z"))).toBeNull();
    expect(await noticeFeeInForce(handle.db, "9999", "london", NOW)).toBeNull();
    const many = await noticeFeesInForce(handle.db, "london", ["2903", "2450", "9999"], NOW);
    expect([...many.keys()].sort()).toEqual(["2450", "2903"]);
    expect((await noticeFeesInForce(handle.db, "london", null, NOW)).size).toBe(NOTICE_TYPES.length);
    expect((await noticeFeesInForce(handle.db, "london", [], NOW)).size).toBe(0);
  });

  it("change by a fee staff add for later: the old fee until its moment (UK time), the new one from it", async () => {
    const from = await addNoticeFee(
      handle.db,
      staffId,
      "london",
      "2450",
      later(12_000, "2027-04-01", "09:00"),
      NOW,
    );
    expect(from).toEqual(new Date("2027-04-01T08:00:00Z")); // 09:00 BST
    expect(
      (await noticeFeeInForce(handle.db, "2450", "london", new Date("2027-04-01T07:59:59Z")))?.pricePence,
    ).toBe(11_400);
    expect((await noticeFeeInForce(handle.db, "2450", "london", from))?.pricePence).toBe(12_000);
    // Other editions keep theirs.
    expect((await noticeFeeInForce(handle.db, "2450", "edinburgh", from))?.pricePence).toBe(10_800);

    const view = await noticeFeeForStaff(handle.db, "London", "2450", NOW);
    expect(view).toMatchObject({
      code: "2450",
      name: "Petitions to Wind Up (Companies)",
      edition: { id: "london", name: "The London Gazette" },
      current: { price: "£114.00", net: "£95.00", vat: "£19.00", vatRatePercent: 20 },
    });
    expect(view!.fees.map((f) => [f.price, f.state])).toEqual([
      ["£120.00", "Scheduled"],
      ["£114.00", "In force"],
    ]);
    const list = await noticeFeesForStaff(handle.db, { edition: "london", category: "24" }, NOW);
    expect(list.find((r) => r.code === "2450")).toEqual({
      code: "2450",
      name: "Petitions to Wind Up (Companies)",
      categoryName: "Corporate Insolvency",
      price: "£114.00",
      scheduled: expect.stringMatching(/^£120\.00 from 1 April 2027/),
    });
    expect(list.every((r) => r.code.startsWith("24"))).toBe(true);
  });

  it("take effect now, replacing the fee in force", async () => {
    await addNoticeFee(
      handle.db,
      staffId,
      "belfast",
      "2903",
      { price: 9300, when: "now", effectiveDate: "", effectiveTime: "" },
      NOW,
    );
    expect((await noticeFeeInForce(handle.db, "2903", "belfast", NOW))?.pricePence).toBe(9300);
    const view = await noticeFeeForStaff(handle.db, "belfast", "2903", NOW);
    expect(view!.fees.map((f) => f.state)).toEqual(["In force", "Replaced"]);
  });

  it("refuse a moment past, a second fee from the same moment, and an unknown type or edition", async () => {
    const before = await rows();
    await expect(
      addNoticeFee(handle.db, staffId, "london", "2903", later(9900, "2027-02-01"), NOW),
    ).rejects.toMatchObject({ code: "invalid-input", message: PRODUCT_FORM_MESSAGES.future });
    await addNoticeFee(handle.db, staffId, "london", "2903", later(9900, "2027-06-01"), NOW);
    await expect(
      addNoticeFee(handle.db, staffId, "london", "2903", later(9990, "2027-06-01"), NOW),
    ).rejects.toMatchObject({ code: "conflict", message: NOTICE_FEE_MESSAGES.sameMoment });
    await expect(
      addNoticeFee(handle.db, staffId, "paris", "2903", later(9900, "2027-07-01"), NOW),
    ).rejects.toMatchObject({ code: "not-found" });
    await expect(
      addNoticeFee(handle.db, staffId, "london", "0000", later(9900, "2027-07-01"), NOW),
    ).rejects.toMatchObject({ code: "not-found" });
    expect(await rows()).toBe(before + 1);
    expect(await noticeFeeForStaff(handle.db, "paris", "2903", NOW)).toBeNull();
    expect(await noticeFeeForStaff(handle.db, "london", "0000", NOW)).toBeNull();
    const [kept] = await handle.db
      .select({ by: noticeFees.createdBy })
      .from(noticeFees)
      .where(eq(noticeFees.pricePence, 9900));
    expect(kept?.by).toBe(staffId);
  });

  it("read the list's filters from the query, unknown values falling back", () => {
    expect(staffFeeFilter(new URLSearchParams("edition=Belfast&category=29"))).toEqual({
      edition: "belfast",
      category: "29",
    });
    expect(staffFeeFilter(new URLSearchParams("edition=paris&category=99"))).toEqual({
      edition: "london",
      category: "",
    });
  });
});
