/**
 * Bundles against the database (both engines): the real sample bundle stored with its forty-nine repeats
 * flagged and excluded, processed into drafts with each notice's problems; a file that cannot be read
 * stores nothing; a generated CSV of valid 2903 notices processed into valid drafts; the include/exclude
 * toggle; the included notices to the basket, once however often it is asked; colleagues see the bundle,
 * strangers do not; deleting a bundle removes its drafts.
 */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { basketItems, bundleItems, bundles, jobs, notices, users } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { addDays } from "../../lib/dates.ts";
import { createTestUser, testPlacer } from "../accounts/test-users.server.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { processBundle, processBundleJob } from "./bundle-processing.server.ts";
import {
  addBundleToBasket,
  bundleView,
  deleteBundle,
  setNoticeExcluded,
  uploadBundle,
  validationReport,
} from "./bundle-service.server.ts";
import { generatedDeceasedEstateCsv } from "./generated-bundle.ts";

type Person = Parameters<typeof uploadBundle>[1];

const SAMPLE = new URL("../../../../shared/data/submissions/example-bundle-2903.xml", import.meta.url);
const bytes = (text: string) => new TextEncoder().encode(text);

describe("bundles", () => {
  let handle: DatabaseHandle;
  let solicitor: Person;
  let colleague: Person;
  let stranger: Person;
  const person = testPlacer;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const owner = await createTestUser(db, {
      email: "owner@estates.test",
      role: "account-owner",
      organisation: { name: "Estates LLP" },
      placingCapacities: ["solicitor"],
    });
    const member = await createTestUser(db, {
      email: "member@estates.test",
      organisationId: owner.organisationId!,
      permissions: ["place-notices"],
    });
    const other = await createTestUser(db, {
      email: "owner@other.test",
      role: "account-owner",
      organisation: { name: "Other LLP" },
      placingCapacities: ["solicitor"],
    });
    solicitor = person(owner, "account-owner");
    colleague = person(member, "user", ["place-notices"]);
    stranger = person(other, "account-owner");
  });
  afterAll(() => handle.close());

  it("refuses a file it cannot read, storing nothing", async () => {
    const upload = await uploadBundle(handle.db, solicitor, { name: "x.xml", bytes: bytes("<Gazette>") });
    expect(upload).toMatchObject({ ok: false, message: expect.stringContaining("not well-formed XML") });
    expect(await handle.db.select().from(bundles)).toHaveLength(0);
  });

  it("stores the real sample with its repeats excluded, and processes it into drafts with their problems", async () => {
    const upload = await uploadBundle(handle.db, solicitor, {
      name: "example-bundle-2903.xml",
      type: "text/xml",
      bytes: readFileSync(SAMPLE),
    });
    if (!upload.ok) throw new Error(upload.message);
    expect(upload.total).toBe(50);
    const queued = await handle.db.select().from(jobs).where(eq(jobs.queue, "process-bundle"));
    expect(queued.map((j) => j.payload)).toContainEqual({ bundleId: upload.id });

    let view = await bundleView(handle.db, solicitor, upload.id);
    expect(view.bundle).toMatchObject({
      status: "submitted",
      totalCount: 50,
      processedCount: 0,
      format: "xml",
    });
    expect(view.items.filter((i) => i.duplicateOf === 1)).toHaveLength(49);
    expect(view.items.filter((i) => i.included).map((i) => i.position)).toEqual([1]);

    await processBundle(handle.db, upload.id);
    view = await bundleView(handle.db, solicitor, upload.id);
    expect(view.bundle).toMatchObject({ status: "processed", processedCount: 50, errorCount: 50 });
    // The sample is from 2017: its publication date and claims deadline have long passed.
    const first = view.items[0]!;
    expect(first).toMatchObject({ status: "invalid", noticeStatus: "draft", noticeCode: "2903" });
    expect(first.problems.join(" ")).toMatch(/Enter a date on or after/);
    const drafts = await handle.db.select().from(notices).where(eq(notices.bundleId, upload.id));
    expect(drafts).toHaveLength(50);
    expect(drafts.every((n) => n.status === "draft" && n.placedByUserId === solicitor.id)).toBe(true);

    const report = await validationReport(handle.db, colleague, first.noticeId!);
    expect(report).toMatchObject({ bundleId: upload.id, position: 1, status: "invalid", included: true });
    await expect(validationReport(handle.db, stranger, first.noticeId!)).rejects.toMatchObject({
      code: "not-found",
    });
    await expect(bundleView(handle.db, stranger, upload.id)).rejects.toMatchObject({ code: "not-found" });
    await expect(addBundleToBasket(handle.db, solicitor, upload.id)).rejects.toMatchObject({
      code: "conflict",
    });

    await deleteBundle(handle.db, solicitor, upload.id);
    expect(await handle.db.select().from(notices).where(eq(notices.bundleId, upload.id))).toHaveLength(0);
    expect(
      await handle.db.select().from(bundleItems).where(eq(bundleItems.bundleId, upload.id)),
    ).toHaveLength(0);
  });

  it("processes valid 2903 notices; toggles them; sends the included ones to the basket once", async () => {
    const csv = generatedDeceasedEstateCsv(6, todayInLondon(new Date()), { 6: 2 });
    const upload = await uploadBundle(handle.db, colleague, { name: "estates.csv", bytes: bytes(csv) });
    if (!upload.ok) throw new Error(upload.message);
    await processBundle(handle.db, upload.id);
    let view = await bundleView(handle.db, solicitor, upload.id);
    expect(view.bundle).toMatchObject({ status: "processed", processedCount: 6, errorCount: 0 });
    expect(view.items.map((i) => [i.status, i.included, i.duplicateOf])).toEqual([
      ["valid", true, null],
      ["valid", true, null],
      ["valid", true, null],
      ["valid", true, null],
      ["valid", true, null],
      ["valid", false, 2],
    ]);
    expect(view.readyCount).toBe(5);

    const third = view.items[2]!.noticeId!;
    expect(await setNoticeExcluded(handle.db, colleague, third, true)).toBe("excluded");
    expect(await setNoticeExcluded(handle.db, colleague, third, false)).toBe("included");
    expect(await setNoticeExcluded(handle.db, colleague, third, true)).toBe("excluded");
    await expect(setNoticeExcluded(handle.db, stranger, third, false)).rejects.toMatchObject({
      code: "not-found",
    });

    const outcome = await addBundleToBasket(handle.db, colleague, upload.id);
    expect(outcome.refused).toEqual([]);
    const added = [1, 2, 4, 5].map((p) => view.items[p - 1]!.noticeId!);
    expect(outcome.added).toEqual(added);
    const lines = await handle.db.select().from(basketItems);
    expect(lines.map((l) => l.noticeId).sort()).toEqual([...added].sort());
    view = await bundleView(handle.db, colleague, upload.id);
    expect(view.items.map((i) => i.noticeStatus)).toEqual([
      "submitted",
      "submitted",
      "draft",
      "submitted",
      "submitted",
      "draft",
    ]);
    // Sent again: nothing more to add, nothing doubled.
    await expect(addBundleToBasket(handle.db, colleague, upload.id)).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await handle.db.select().from(basketItems)).toHaveLength(4);
    // A notice sent on can no longer be toggled.
    await expect(setNoticeExcluded(handle.db, colleague, added[0]!, true)).rejects.toMatchObject({
      code: "conflict",
    });
  });

  it("makes no draft of a notice the account may not place, and says why", async () => {
    const individual = await createTestUser(handle.db, { email: "someone@home.test" });
    const placer = testPlacer(individual, "user");
    const csv = generatedDeceasedEstateCsv(2, todayInLondon(new Date()));
    const upload = await uploadBundle(handle.db, placer, { name: "mine.csv", bytes: bytes(csv) });
    if (!upload.ok) throw new Error(upload.message);
    await processBundle(handle.db, upload.id);
    const view = await bundleView(handle.db, placer, upload.id);
    expect(view.bundle).toMatchObject({ status: "processed", processedCount: 2, errorCount: 2 });
    expect(view.items.map((i) => [i.status, i.noticeId])).toEqual([
      ["invalid", null],
      ["invalid", null],
    ]);
    expect(view.items[0]!.problems.join(" ")).toMatch(/can be placed only by/);
    expect(await handle.db.select().from(notices).where(eq(notices.bundleId, upload.id))).toHaveLength(0);
  });

  it("makes no drafts for a sender whose permission to place notices was taken away after the upload", async () => {
    const member = await createTestUser(handle.db, {
      email: "leaver@estates.test",
      organisationId: solicitor.organisationId!,
      permissions: ["place-notices"],
    });
    const leaver = testPlacer(member, "user", ["place-notices"]);
    const csv = generatedDeceasedEstateCsv(2, todayInLondon(new Date()));
    const upload = await uploadBundle(handle.db, leaver, { name: "late.csv", bytes: bytes(csv) });
    if (!upload.ok) throw new Error(upload.message);
    await handle.db.update(users).set({ permissions: [] }).where(eq(users.id, member.id));
    await processBundle(handle.db, upload.id);
    const view = await bundleView(handle.db, solicitor, upload.id);
    expect(view.bundle).toMatchObject({ processedCount: 2, errorCount: 2 });
    expect(
      view.items.every((i) => i.noticeId === null && i.problems.some((p) => /no longer place/.test(p))),
    ).toBe(true);
  });

  it("marks the bundle failed when the job's last attempt fails, so its status page stops", async () => {
    const csv = generatedDeceasedEstateCsv(1, todayInLondon(new Date()));
    const upload = await uploadBundle(handle.db, solicitor, { name: "doomed.csv", bytes: bytes(csv) });
    if (!upload.ok) throw new Error(upload.message);
    // A database whose transactions all fail: no notice can be processed.
    const broken = new Proxy(handle.db, {
      get: (target, key, receiver) =>
        key === "transaction"
          ? () => Promise.reject(new Error("connection lost"))
          : Reflect.get(target, key, receiver),
    });
    const run = (attempt: number) =>
      processBundleJob.run(
        { bundleId: upload.id },
        { db: broken, signal: new AbortController().signal, jobId: 1, attempt },
        undefined,
      );
    await expect(run(1)).rejects.toThrow("connection lost");
    expect((await bundleView(handle.db, solicitor, upload.id)).bundle.status).toBe("processing");
    await expect(run(processBundleJob.maxAttempts)).rejects.toThrow("connection lost");
    expect((await bundleView(handle.db, solicitor, upload.id)).bundle.status).toBe("failed");
  });

  it("records a notice's problems: a date too soon, an unknown edition, missing answers", async () => {
    const today = todayInLondon(new Date());
    const csv = generatedDeceasedEstateCsv(3, today)
      .split("\r\n")
      .map((line, i) => {
        if (i === 1) return line.replace(",London,,", `,London,${addDays(today, -3)},`);
        if (i === 2) return line.replace(",London,", ",Atlantis,");
        return line;
      })
      .join("\r\n");
    const upload = await uploadBundle(handle.db, solicitor, { name: "mixed.csv", bytes: bytes(csv) });
    if (!upload.ok) throw new Error(upload.message);
    await processBundle(handle.db, upload.id);
    const view = await bundleView(handle.db, solicitor, upload.id);
    expect(view.bundle).toMatchObject({ processedCount: 3, errorCount: 2 });
    expect(view.items[0]!.problems.join(" ")).toMatch(/Enter a date on or after/);
    expect(view.items[1]!.problems.join(" ")).toMatch(/Atlantis/);
    expect(view.items[2]!.status).toBe("valid");
  });
});
