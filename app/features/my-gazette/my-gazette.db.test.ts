import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { insertNotices, type NoticeInsert } from "../../demo-data/seed-repository.server.ts";
import { hashToken } from "../accounts/session.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { EMAIL_QUEUE } from "../email/send-email.server.ts";
import {
  deleteOwnImage,
  findImage,
  insertImage,
  listImages,
  readImageBody,
} from "../images/images-repository.server.ts";
import {
  countSavedNotices,
  deleteSavedNotice,
  insertSavedNotice,
  listSavedNotices,
  savedNoticeIdsAmong,
} from "../saved-notices/saved-notices-repository.server.ts";
import { MAX_SAVED_SEARCHES } from "../saved-searches/saved-search-name.ts";
import {
  deleteSavedSearch,
  findSavedSearch,
  unsubscribeByHash,
} from "../saved-searches/saved-searches-repository.server.ts";
import {
  listSavedSearches,
  renameSavedSearch,
  SAVED_SEARCH_LIMIT_MESSAGE,
  saveSearch,
  setAlertFrequency,
} from "../saved-searches/saved-searches-service.server.ts";
import {
  runSearchAlerts,
  SEARCH_ALERTS_QUEUE,
  scheduleSearchAlerts,
} from "../saved-searches/search-alerts.server.ts";

const notice = (id: number, title: string, publishedAt: string): NoticeInsert => ({
  id,
  noticeCode: "2450",
  editionId: "london",
  issueId: null,
  page: "1",
  pageNumber: 1,
  title,
  bodyHtml: `<p>${title}</p>`,
  bodyText: `${title} winding up petition`,
  data: {},
  publishedAt,
  earliestPublicationAt: publishedAt,
  submittedAt: publishedAt,
  placingOrganisationId: null,
  version: 1,
  companyNumber: null,
  latitude: null,
  longitude: null,
});

describe("My Gazette data", () => {
  let handle: DatabaseHandle;
  let alice: { id: number; organisationId: number | null };
  let bob: { id: number; organisationId: number | null };
  let colleague: { id: number; organisationId: number | null };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertNotices(handle.db, [
      notice(101, "QUARTZ WIDGETS LIMITED", "2026-01-05T07:00:00Z"),
      notice(102, "QUARTZ HOLDINGS LIMITED", "2026-01-06T07:00:00Z"),
      notice(103, "Unrelated notice", "2026-01-06T07:00:00Z"),
    ]);
    alice = await createTestUser(handle.db, {
      email: "alice@example.test",
      organisation: { name: "Alice LLP" },
    });
    bob = await createTestUser(handle.db, { email: "bob@example.test" });
    colleague = await createTestUser(handle.db, {
      email: "carol@example.test",
      organisationId: alice.organisationId!,
    });
  });
  afterAll(() => handle.close());

  describe("saved notices", () => {
    it("adds idempotently and removes, per person", async () => {
      const db = handle.db;
      await insertSavedNotice(db, alice.id, 101);
      await insertSavedNotice(db, alice.id, 101);
      await insertSavedNotice(db, alice.id, 102);
      expect(await countSavedNotices(db, alice.id)).toBe(2);
      expect((await savedNoticeIdsAmong(db, alice.id, [101, 102, 103])).sort()).toEqual([101, 102]);
      expect(await savedNoticeIdsAmong(db, bob.id, [101, 102, 103])).toEqual([]);
      // Bob cannot remove Alice's saved notice.
      expect(await deleteSavedNotice(db, bob.id, 101)).toBe(false);
      expect(await deleteSavedNotice(db, alice.id, 101)).toBe(true);
      expect(await deleteSavedNotice(db, alice.id, 101)).toBe(false);
      const list = await listSavedNotices(db, alice.id, { limit: 10, offset: 0 });
      expect(list.map((n) => n.noticeId)).toEqual([102]);
      expect(list[0]?.noticeTypeName).toBeTruthy();
    });
  });

  describe("saved searches", () => {
    it("saves the canonical query without the results page, named after the search", async () => {
      const result = await saveSearch(handle.db, alice.id, {
        path: "/all-notices/notice",
        query: "text=quartz&results-page=3&unknown=1",
      });
      expect(result).toMatchObject({ ok: true, name: "Notices: Containing “quartz”" });
      const [saved] = await listSavedSearches(handle.db, alice.id);
      expect(saved).toMatchObject({ path: "/all-notices/notice", query: "text=quartz" });
    });

    it("refuses paths that are not search pages and over-long names", async () => {
      expect(await saveSearch(handle.db, alice.id, { path: "/admin/notice", query: "" })).toMatchObject({
        ok: false,
        reason: "invalid-search",
      });
      expect(
        await saveSearch(handle.db, alice.id, {
          path: "/all-notices/notice",
          query: "",
          name: "x".repeat(121),
        }),
      ).toMatchObject({ ok: false, reason: "name" });
    });

    it("renames, deletes and keeps other people's searches out of reach", async () => {
      const saved = await saveSearch(handle.db, alice.id, { path: "/insolvency/notice", query: "" });
      if (!saved.ok) throw new Error("not saved");
      expect(await renameSavedSearch(handle.db, bob.id, saved.id, "Bob's now")).toBe(false);
      expect(await findSavedSearch(handle.db, bob.id, saved.id)).toBeNull();
      expect(await renameSavedSearch(handle.db, alice.id, saved.id, "Insolvency")).toBe(true);
      expect((await findSavedSearch(handle.db, alice.id, saved.id))?.name).toBe("Insolvency");
      expect(await deleteSavedSearch(handle.db, bob.id, saved.id)).toBe(false);
      expect(await deleteSavedSearch(handle.db, alice.id, saved.id)).toBe(true);
    });

    it(`allows at most ${MAX_SAVED_SEARCHES} saved searches a person`, async () => {
      const person = await createTestUser(handle.db, { email: "many@example.test" });
      for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
        expect(
          (await saveSearch(handle.db, person.id, { path: "/all-notices/notice", query: `text=w${i}` })).ok,
        ).toBe(true);
      expect(
        await saveSearch(handle.db, person.id, { path: "/all-notices/notice", query: "text=more" }),
      ).toEqual({
        ok: false,
        reason: "limit",
        message: SAVED_SEARCH_LIMIT_MESSAGE,
      });
    });
  });

  describe("alerts", () => {
    const emailJobs = async () =>
      (
        await handle.db.execute<{
          payload: { to: string; subject: string; text: string; headers: Record<string, string> };
        }>(sql`select payload from jobs where queue = ${EMAIL_QUEUE} order by id`)
      ).rows;

    it("e-mails new matches once, with a one-click unsubscribe, and stays quiet when nothing is new", async () => {
      const db = handle.db;
      const person = await createTestUser(handle.db, { email: "dana@example.test", name: "Dana Alert" });
      const saved = await saveSearch(db, person.id, { path: "/all-notices/notice", query: "text=quartz" });
      if (!saved.ok) throw new Error("not saved");
      // Subscribed on Sunday 4 January 2026; both QUARTZ notices came out after that.
      await setAlertFrequency(db, person.id, saved.id, "daily", new Date("2026-01-04T12:00:00Z"));
      const before = (await emailJobs()).length;

      const monday = new Date("2026-01-07T07:00:10Z");
      expect(await runSearchAlerts(db, { siteUrl: "https://gazette.test", now: monday })).toBe(1);
      const jobs = await emailJobs();
      expect(jobs.length).toBe(before + 1);
      const mail = jobs.at(-1)!.payload;
      expect(mail.to).toBe("dana@example.test");
      expect(mail.subject).toContain("Notices: Containing “quartz”");
      expect(mail.text).toContain("2 new notices match");
      expect(mail.text).toContain("https://gazette.test/notice/101");
      expect(mail.text).toContain("https://gazette.test/notice/102");
      expect(mail.text).not.toContain("/notice/103");
      expect(mail.text).toContain("https://gazette.test/all-notices/notice?text=quartz");
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const token = /unsubscribe\?token=([\w%-]+)/.exec(mail.text)?.[1];
      expect(mail.headers["List-Unsubscribe"]).toBe(
        `<https://gazette.test/alerts/unsubscribe?token=${token}>`,
      );
      expect((await findSavedSearch(db, person.id, saved.id))?.alertCheckedAt?.toISOString()).toBe(
        monday.toISOString(),
      );

      // The same day again: not due. The next day: due, but nothing new, so no e-mail.
      expect(await runSearchAlerts(db, { siteUrl: "https://gazette.test", now: monday })).toBe(0);
      const tuesday = new Date("2026-01-08T07:00:10Z");
      expect(await runSearchAlerts(db, { siteUrl: "https://gazette.test", now: tuesday })).toBe(0);
      expect((await emailJobs()).length).toBe(before + 1);
      expect((await findSavedSearch(db, person.id, saved.id))?.alertCheckedAt?.toISOString()).toBe(
        tuesday.toISOString(),
      );

      // Only the hash is stored; the token unsubscribes once.
      const stored = await db.execute<{ h: string }>(
        sql`select unsubscribe_token_hash as h from saved_searches where id = ${saved.id}`,
      );
      expect(stored.rows[0]?.h).toBe(hashToken(decodeURIComponent(token!)));
      expect((await unsubscribeByHash(db, hashToken(decodeURIComponent(token!))))?.alertFrequency).toBe(
        "none",
      );
      expect(await unsubscribeByHash(db, hashToken(decodeURIComponent(token!)))).toBeNull();
    });

    it("queues one run for the next 07:00 however often it is scheduled", async () => {
      const now = new Date("2026-01-12T09:00:00Z");
      await scheduleSearchAlerts(handle.db, now);
      await scheduleSearchAlerts(handle.db, now);
      const rows = (
        await handle.db.execute<{ run_at: string | Date }>(
          sql`select run_at from jobs where queue = ${SEARCH_ALERTS_QUEUE}`,
        )
      ).rows;
      expect(rows.length).toBe(1);
      expect(new Date(rows[0]!.run_at).toISOString()).toBe("2026-01-13T07:00:00.000Z");
    });
  });

  describe("images", () => {
    it("shows an image to its owner and their organisation, and lets only the owner delete it", async () => {
      const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#00703c" } })
        .png()
        .toBuffer();
      const id = await insertImage(handle.db, {
        userId: alice.id,
        organisationId: alice.organisationId,
        fileName: "logo.png",
        contentType: "image/png",
        width: 4,
        height: 3,
        bytes: new Uint8Array(png),
      });
      const asAlice = { id: alice.id, organisationId: alice.organisationId };
      const asColleague = { id: colleague.id, organisationId: colleague.organisationId };
      const asBob = { id: bob.id, organisationId: bob.organisationId };
      expect((await listImages(handle.db, asAlice)).map((i) => i.id)).toEqual([id]);
      expect((await listImages(handle.db, asColleague)).map((i) => i.id)).toEqual([id]);
      expect(await listImages(handle.db, asBob)).toEqual([]);
      expect(await findImage(handle.db, asBob, id)).toBeNull();
      expect(await readImageBody(handle.db, asBob, id)).toBeNull();
      const body = await readImageBody(handle.db, asColleague, id);
      expect(body?.contentType).toBe("image/png");
      expect(Buffer.from(body!.body).equals(png)).toBe(true);
      expect(await deleteOwnImage(handle.db, bob.id, id)).toBe(false);
      expect(await deleteOwnImage(handle.db, colleague.id, id)).toBe(false);
      expect(await deleteOwnImage(handle.db, alice.id, id)).toBe(true);
      expect(await listImages(handle.db, asAlice)).toEqual([]);
    });
  });
});
