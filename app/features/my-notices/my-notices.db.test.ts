/**
 * My Gazette's notices placed against the database: whose notices each list holds (own, the team's with
 * 'view-team-notices', never another account's), the status groups, newest first a page at a time;
 * withdrawing through the workflow (one transition, its provenance) and deleting drafts only.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { noticeProvenance, notices } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { deleteMyNotice, listMyNotices, withdrawMyNotice } from "./my-notices-service.server.ts";
import { createTestNotice } from "./test-notices.server.ts";

type Person = Parameters<typeof listMyNotices>[1];

describe("my notices", () => {
  let handle: DatabaseHandle;
  let owner: Person;
  let member: Person;
  let teamViewer: Person;
  let stranger: Person;
  const person = (
    id: number,
    role: string,
    organisationId: number | null,
    permissions: string[],
  ): Person => ({
    id,
    role,
    organisationId,
    permissions,
    name: `Person ${id}`,
  });
  const place = (email: string, status: string, createdAt: string, title = `${status} ${createdAt}`) =>
    createTestNotice(handle.db, { email, status: status as never, createdAt, title }).then((n) => n!.id);

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const o = await createTestUser(db, {
      email: "owner@mine.test",
      role: "account-owner",
      organisation: { name: "Mine LLP" },
    });
    const m = await createTestUser(db, {
      email: "member@mine.test",
      organisationId: o.organisationId!,
      permissions: ["place-notices"],
    });
    const v = await createTestUser(db, {
      email: "viewer@mine.test",
      organisationId: o.organisationId!,
      permissions: ["view-team-notices"],
    });
    const s = await createTestUser(db, { email: "stranger@other.test" });
    owner = person(o.id, "account-owner", o.organisationId, []);
    member = person(m.id, "user", o.organisationId, ["place-notices"]);
    teamViewer = person(v.id, "user", o.organisationId, ["view-team-notices"]);
    stranger = person(s.id, "user", null, []);
  });
  afterAll(() => handle.close());

  it("lists a person's own notices by status group, newest first, and another account's never", async () => {
    const older = await place("member@mine.test", "awaiting-approval", "2026-01-01T10:00:00Z");
    const newer = await place("member@mine.test", "scheduled", "2026-01-02T10:00:00Z");
    const paying = await place("member@mine.test", "awaiting-payment", "2026-01-03T10:00:00Z");
    const draft = await place("member@mine.test", "draft", "2026-01-04T10:00:00Z");
    const published = await place("member@mine.test", "published", "2026-01-05T10:00:00Z");
    const rejected = await place("member@mine.test", "rejected", "2026-01-06T10:00:00Z");
    const theirs = await place("stranger@other.test", "awaiting-approval", "2026-01-07T10:00:00Z");

    const pending = await listMyNotices(handle.db, member, "pending", 1, 20);
    expect(pending.rows.map((r) => r.id)).toEqual([paying, newer, older]);
    expect(pending.total).toBe(3);
    expect(pending.team).toBe(false);
    expect(pending.rows.find((r) => r.id === paying)!.actions).toEqual({ withdraw: false, delete: false });
    expect(pending.rows.find((r) => r.id === older)!.actions).toEqual({ withdraw: true, delete: false });
    expect(pending.rows[0]!.noticeTypeName).toBe("Deceased Estates");
    expect((await listMyNotices(handle.db, member, "draft", 1, 20)).rows.map((r) => r.id)).toEqual([draft]);
    expect((await listMyNotices(handle.db, member, "published", 1, 20)).rows.map((r) => r.id)).toEqual([
      published,
    ]);
    expect((await listMyNotices(handle.db, member, "rejected", 1, 20)).rows.map((r) => r.id)).toEqual([
      rejected,
    ]);
    const strangers = await listMyNotices(handle.db, stranger, "pending", 1, 20);
    expect(strangers.rows.map((r) => r.id)).toEqual([theirs]);
  });

  it("shows the team's notices to the account owner and to those who may view them", async () => {
    const members = (await listMyNotices(handle.db, member, "pending", 1, 20)).rows.map((r) => r.id);
    const ownersView = await listMyNotices(handle.db, owner, "pending", 1, 20);
    expect(ownersView.team).toBe(true);
    expect(ownersView.rows.map((r) => r.id)).toEqual(members);
    expect(ownersView.rows[0]!.placedByName).toBe("Test User");
    // The owner may act on the team's notices; a viewer without 'place notices' only sees them.
    expect(ownersView.rows.some((r) => r.actions.withdraw)).toBe(true);
    const viewersView = await listMyNotices(handle.db, teamViewer, "pending", 1, 20);
    expect(viewersView.rows.map((r) => r.id)).toEqual(members);
    expect(viewersView.rows.every((r) => !r.actions.withdraw)).toBe(true);
  });

  it("pages newest first", async () => {
    const ids: number[] = [];
    for (let day = 10; day < 15; day++)
      ids.push(await place("stranger@other.test", "draft", `2026-02-${day}T09:00:00Z`));
    const first = await listMyNotices(handle.db, stranger, "draft", 1, 2);
    const third = await listMyNotices(handle.db, stranger, "draft", 3, 2);
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    expect(third.rows.map((r) => r.id)).toEqual([ids[0]]);
  });

  it("withdraws a pending notice once, through the workflow, and writes its provenance", async () => {
    const id = await place("member@mine.test", "paid", "2026-03-01T10:00:00Z");
    const results = await Promise.allSettled([
      withdrawMyNotice(handle.db, member, id),
      withdrawMyNotice(handle.db, member, id),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.code).toBe("conflict");
    const [row] = await handle.db.select({ status: notices.status }).from(notices).where(eq(notices.id, id));
    expect(row!.status).toBe("withdrawn");
    const trail = await handle.db
      .select({ agent: noticeProvenance.agent, actor: noticeProvenance.actorUserId })
      .from(noticeProvenance)
      .where(and(eq(noticeProvenance.noticeId, id), eq(noticeProvenance.activity, "withdrawn")));
    expect(trail).toEqual([{ agent: "Mine LLP", actor: member.id }]);
    const withdrawn = await listMyNotices(handle.db, member, "withdrawn", 1, 20);
    expect(withdrawn.rows.map((r) => r.id)).toContain(id);
  });

  it("refuses what may not be withdrawn or deleted, changing nothing", async () => {
    const published = await place("member@mine.test", "published", "2026-03-02T10:00:00Z");
    const paying = await place("member@mine.test", "awaiting-payment", "2026-03-03T10:00:00Z");
    const theirs = await place("stranger@other.test", "submitted", "2026-03-04T10:00:00Z");
    const teamNotice = await place("member@mine.test", "submitted", "2026-03-05T10:00:00Z");
    await expect(withdrawMyNotice(handle.db, member, published)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("it is published"),
    });
    await expect(withdrawMyNotice(handle.db, member, paying)).rejects.toMatchObject({ code: "conflict" });
    await expect(withdrawMyNotice(handle.db, member, theirs)).rejects.toMatchObject({ code: "not-found" });
    await expect(deleteMyNotice(handle.db, member, theirs)).rejects.toMatchObject({ code: "not-found" });
    await expect(withdrawMyNotice(handle.db, teamViewer, teamNotice)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(deleteMyNotice(handle.db, member, published)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("Only a draft"),
    });
    const statuses = await handle.db.select({ id: notices.id, status: notices.status }).from(notices);
    const statusOf = (id: number) => statuses.find((s) => s.id === id)?.status;
    expect([statusOf(published), statusOf(paying), statusOf(theirs), statusOf(teamNotice)]).toEqual([
      "published",
      "awaiting-payment",
      "submitted",
      "submitted",
    ]);
  });

  it("deletes a draft, and only a draft", async () => {
    const id = await place("member@mine.test", "draft", "2026-04-01T10:00:00Z");
    await deleteMyNotice(handle.db, member, id);
    expect(await handle.db.select().from(notices).where(eq(notices.id, id))).toEqual([]);
    await expect(deleteMyNotice(handle.db, member, id)).rejects.toMatchObject({ code: "not-found" });
  });

  it("takes a withdrawn or rejected notice out of the placer's and the team's lists, keeping its record", async () => {
    const withdrawn = await place("member@mine.test", "withdrawn", "2026-04-02T10:00:00Z", "Gone soon");
    const rejected = await place("member@mine.test", "rejected", "2026-04-03T10:00:00Z", "Refused one");
    const inList = async (user: Person, list: "withdrawn" | "rejected", id: number) =>
      (await listMyNotices(handle.db, user, list, 1, 50)).rows.some((r) => r.id === id);
    expect(await inList(owner, "withdrawn", withdrawn)).toBe(true);
    // A team viewer without 'place notices' sees it and may not delete it.
    await expect(deleteMyNotice(handle.db, teamViewer, withdrawn)).rejects.toMatchObject({
      code: "forbidden",
    });

    await deleteMyNotice(handle.db, member, withdrawn);
    await deleteMyNotice(handle.db, owner, rejected);
    expect(await inList(member, "withdrawn", withdrawn)).toBe(false);
    expect(await inList(owner, "withdrawn", withdrawn)).toBe(false);
    expect(await inList(member, "rejected", rejected)).toBe(false);
    // The record and its trail stay; a second delete finds nothing to delete.
    const [kept] = await handle.db.select().from(notices).where(eq(notices.id, withdrawn));
    expect(kept).toMatchObject({ status: "withdrawn" });
    expect(kept!.placerHiddenAt).toBeInstanceOf(Date);
    const trail = await handle.db
      .select()
      .from(noticeProvenance)
      .where(eq(noticeProvenance.noticeId, withdrawn));
    expect(trail.map((t) => t.activity)).toEqual(["received", "withdrawn"]);
    await expect(deleteMyNotice(handle.db, member, withdrawn)).rejects.toMatchObject({ code: "not-found" });
  });

  it("brings a test notice to every status through the workflow's steps", async () => {
    const id = await place("owner@mine.test", "permanently-withdrawn", "2026-05-01T10:00:00Z");
    const trail = await handle.db
      .select({ activity: noticeProvenance.activity })
      .from(noticeProvenance)
      .where(eq(noticeProvenance.noticeId, id));
    expect(trail.map((t) => t.activity)).toEqual([
      "received",
      "paid",
      "validated",
      "approved",
      "scheduled",
      "published",
      "permanently-withdrawn",
    ]);
  });
});
