/**
 * A notice's dates against the database: the placer sets the earliest publication date on a draft and
 * changes it on a pending notice (stored as the London moment; a day without an issue moves on); a
 * published, withdrawn or rejected notice is refused and left alone; a stranger gets a 404, a team viewer
 * who does not place a 403; a 2903's claims deadline changes in its data, never to less than two months
 * and a day after publication, and holds a later publication date back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { noticeProvenance, notices, noticeVersions } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { noticeDates, saveClaimDeadline, savePublicationDate } from "./notice-dates-service.server.ts";
import { createTestNotice } from "./test-notices.server.ts";

type Person = Parameters<typeof savePublicationDate>[1];

const NOW = new Date("2026-11-24T12:00:00Z");

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("a notice's dates", () => {
  let handle: DatabaseHandle;
  let placer: Person;
  let viewer: Person;
  let stranger: Person;
  const place = (status: string, extra: Record<string, unknown> = {}) =>
    createTestNotice(handle.db, { email: "placer@dates.test", status: status as never, ...extra }).then(
      (n) => n!.id,
    );
  const stored = async (id: number) => {
    const [row] = await handle.db
      .select({ at: notices.earliestPublicationAt, data: notices.data, status: notices.status })
      .from(notices)
      .where(eq(notices.id, id));
    return row!;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const p = await createTestUser(handle.db, {
      email: "placer@dates.test",
      role: "account-owner",
      organisation: { name: "Dates LLP" },
    });
    const v = await createTestUser(handle.db, {
      email: "viewer@dates.test",
      organisationId: p.organisationId!,
      permissions: ["view-team-notices"],
    });
    const s = await createTestUser(handle.db, { email: "stranger@dates.test" });
    placer = {
      id: p.id,
      role: "account-owner",
      organisationId: p.organisationId,
      permissions: [],
      name: "P",
    };
    viewer = {
      id: v.id,
      role: "user",
      organisationId: p.organisationId,
      permissions: ["view-team-notices"],
      name: "V",
    };
    stranger = { id: s.id, role: "user", organisationId: null, permissions: [], name: "S" };
  });
  afterAll(() => handle.close());

  it("sets a draft's date and time as the London moment, and changes a pending notice's", async () => {
    const draft = await place("draft");
    const saved = await savePublicationDate(
      handle.db,
      placer,
      draft,
      { date: "2027-07-01", time: "09:30" },
      NOW,
    );
    expect(saved.at).toEqual(new Date("2027-07-01T08:30:00Z"));
    expect((await stored(draft)).at).toEqual(new Date("2027-07-01T08:30:00Z"));
    expect(saved.message).toBe("The earliest publication date is now 1 July 2027 at 09:30 (UK time).");

    const pending = await place("awaiting-approval");
    const moved = await savePublicationDate(
      handle.db,
      placer,
      pending,
      { date: "2026-12-05", time: "09:00" },
      NOW,
    );
    expect(moved.issueDate).toBe("2026-12-07");
    expect(moved.message).toContain("5 December 2026 is not a publication day of The London Gazette");
    expect((await stored(pending)).at).toEqual(new Date("2026-12-07T09:00:00Z"));
    const view = await noticeDates(handle.db, placer, pending, NOW);
    expect(view.publication).toEqual({ date: "2026-12-07", time: "09:00" });
    expect(view.mayChange).toBe(true);
    expect(view.earliest).toBe("2026-11-25");
  });

  it("refuses a date too early or too far ahead, and changes nothing", async () => {
    const id = await place("submitted", { earliestPublicationAt: "2026-12-02T09:00:00.000Z" });
    expect(
      await refusal(savePublicationDate(handle.db, placer, id, { date: "2026-11-24", time: "09:00" }, NOW)),
    ).toEqual({
      code: "invalid-input",
      message:
        "Enter a date on or after 25 November 2026: notices must reach us by 3pm on the working day before the issue.",
    });
    expect(
      (await refusal(savePublicationDate(handle.db, placer, id, { date: "2028-11-24", time: "09:00" }, NOW)))
        .code,
    ).toBe("invalid-input");
    expect((await stored(id)).at).toEqual(new Date("2026-12-02T09:00:00Z"));
  });

  it("refuses a published, withdrawn or rejected notice with a message, and leaves it", async () => {
    for (const [status, word] of [
      ["published", "published"],
      ["withdrawn", "withdrawn"],
      ["rejected", "rejected"],
    ] as const) {
      const id = await place(status);
      const before = (await stored(id)).at;
      expect(
        await refusal(savePublicationDate(handle.db, placer, id, { date: "2026-12-02", time: "09:00" }, NOW)),
      ).toEqual({
        code: "conflict",
        message: `The publication date can no longer be changed: this notice is ${word}. Nothing has been changed.`,
      });
      expect((await stored(id)).at).toEqual(before);
      const view = await noticeDates(handle.db, placer, id, NOW);
      expect(view.mayChange).toBe(false);
      expect(view.refusal).toContain("can no longer be changed");
    }
  });

  it("is not there for a stranger (404), and a team viewer who does not place may only look (403)", async () => {
    const id = await place("awaiting-approval");
    const change = (who: Person) =>
      refusal(savePublicationDate(handle.db, who, id, { date: "2026-12-02", time: "09:00" }, NOW));
    expect((await change(stranger)).code).toBe("not-found");
    expect((await refusal(noticeDates(handle.db, stranger, id, NOW))).code).toBe("not-found");
    expect((await refusal(saveClaimDeadline(handle.db, stranger, id, "2027-06-01", NOW))).code).toBe(
      "not-found",
    );
    expect((await change(viewer)).code).toBe("forbidden");
    expect((await noticeDates(handle.db, viewer, id, NOW)).mayChange).toBe(false);
    expect((await stored(id)).at).toBeNull();
  });

  it("changes a 2903's claims deadline in its data, never to less than two months and a day", async () => {
    const id = await place("awaiting-approval", {
      earliestPublicationAt: "2026-12-02T09:00:00.000Z",
      data: { claimDeadline: "2027-03-01", note: "kept" },
    });
    expect((await noticeDates(handle.db, placer, id, NOW)).claimDeadline).toBe("2027-03-01");
    expect(await saveClaimDeadline(handle.db, placer, id, "2027-02-03", NOW)).toBe(
      "The claims deadline is now 3 February 2027.",
    );
    expect((await stored(id)).data).toEqual({ claimDeadline: "2027-02-03", note: "kept" });
    // A change after submission is a new version, and a "corrected" step in the trail says what changed.
    const versions = await handle.db.select().from(noticeVersions).where(eq(noticeVersions.noticeId, id));
    expect(
      versions.map((v) => [v.version, v.reason, (v.data as { claimDeadline: string }).claimDeadline]),
    ).toEqual([[2, "correction", "2027-02-03"]]);
    const trail = await handle.db.select().from(noticeProvenance).where(eq(noticeProvenance.noticeId, id));
    expect(trail.at(-1)).toMatchObject({
      activity: "corrected",
      version: 2,
      detail: "Claims deadline changed to 3 February 2027",
      actorUserId: placer.id,
    });
    expect(await refusal(saveClaimDeadline(handle.db, placer, id, "2027-02-02", NOW))).toEqual({
      code: "invalid-input",
      message:
        "The claims deadline must be at least two months and a day after the earliest publication date: enter 3 February 2027 or later.",
    });
    // A later publication date would leave claimants less than two months: refused until the deadline moves.
    expect(
      (await refusal(savePublicationDate(handle.db, placer, id, { date: "2026-12-09", time: "09:00" }, NOW)))
        .message,
    ).toBe(
      "The claims deadline, 3 February 2027, would be less than two months and a day after this date. Change the claim date to 10 February 2027 or later first.",
    );
    expect((await stored(id)).data).toEqual({ claimDeadline: "2027-02-03", note: "kept" });
  });

  it("makes a whole 2903's body again with the new deadline; a notice without whole data keeps its body", async () => {
    const data = {
      deceased: {
        forenames: "Ada",
        surname: "King",
        dateOfDeath: "2026-09-14",
        addresses: [{ lines: ["1 Acacia Avenue", "Leeds"], postcode: "LS1 1AA" }],
      },
      personalRepresentatives: [{ name: "Carys Jones", address: { lines: ["2 Bank Street", "Leeds"] } }],
      claimDeadline: "2027-03-01",
    };
    const whole = await place("awaiting-approval", {
      earliestPublicationAt: "2026-12-02T09:00:00.000Z",
      data,
    });
    await saveClaimDeadline(handle.db, placer, whole, "2027-04-15", NOW);
    const [row] = await handle.db
      .select({ bodyHtml: notices.bodyHtml, bodyText: notices.bodyText })
      .from(notices)
      .where(eq(notices.id, whole));
    expect(row!.bodyHtml).toContain("15 April 2027");
    expect(row!.bodyHtml).not.toContain("1 March 2027");
    expect(row!.bodyHtml).toContain("section 27 of the Trustee Act 1925");
    expect(row!.bodyText).toContain("15 April 2027");

    const partial = await place("awaiting-approval", { data: { claimDeadline: "2027-03-01" } });
    const [before] = await handle.db
      .select({ b: notices.bodyHtml })
      .from(notices)
      .where(eq(notices.id, partial));
    await saveClaimDeadline(handle.db, placer, partial, "2027-04-15", NOW);
    const [after] = await handle.db
      .select({ b: notices.bodyHtml })
      .from(notices)
      .where(eq(notices.id, partial));
    expect(after!.b).toBe(before!.b);
  });

  it("refuses the claim date of a published notice, and of a type without one", async () => {
    const published = await place("published", { data: { claimDeadline: "2001-03-06" } });
    expect((await refusal(saveClaimDeadline(handle.db, placer, published, "2027-06-01", NOW))).code).toBe(
      "conflict",
    );
    expect((await stored(published)).data).toEqual({ claimDeadline: "2001-03-06" });
    const other = await createTestNotice(handle.db, {
      email: "placer@dates.test",
      status: "submitted",
      noticeCode: "2450",
    });
    expect((await refusal(saveClaimDeadline(handle.db, placer, other!.id, "2027-06-01", NOW))).code).toBe(
      "invalid-input",
    );
  });
});
