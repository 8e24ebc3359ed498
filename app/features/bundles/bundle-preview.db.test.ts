/**
 * A bundle's preview against the database (placement-api.md step 4): its included valid notices rendered
 * as they will print — drafts by their form's renderer, notices already sent by their stored body — in the
 * file's order, the excluded and repeated ones counted as left out; a stranger finds no bundle. And the
 * bundle's items carry when each notice last changed, for the Atom feed's `updated`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser, testPlacer } from "../accounts/test-users.server.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { bundlePreview } from "./bundle-preview.server.ts";
import { processBundle } from "./bundle-processing.server.ts";
import { addBundleToBasket, bundleView, setNoticeExcluded, uploadBundle } from "./bundle-service.server.ts";
import { generatedDeceasedEstateCsv } from "./generated-bundle.ts";

type Person = Parameters<typeof uploadBundle>[1];

describe("a bundle's preview", () => {
  let handle: DatabaseHandle;
  let solicitor: Person;
  let stranger: Person;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const owner = await createTestUser(handle.db, {
      email: "owner@preview.test",
      role: "account-owner",
      organisation: { name: "Preview LLP" },
      placingCapacities: ["solicitor"],
    });
    const other = await createTestUser(handle.db, {
      email: "owner@elsewhere.test",
      role: "account-owner",
      organisation: { name: "Elsewhere LLP" },
      placingCapacities: ["solicitor"],
    });
    solicitor = testPlacer(owner, "account-owner");
    stranger = testPlacer(other, "account-owner");
  });
  afterAll(() => handle.close());

  it("shows the included valid notices as they will print, before and after they are sent, and counts the rest", async () => {
    // Four notices, the fourth a repeat of the first (left out); the second excluded by the placer.
    const csv = generatedDeceasedEstateCsv(4, todayInLondon(new Date()), { 4: 1 });
    const upload = await uploadBundle(handle.db, solicitor, {
      name: "four.csv",
      bytes: new TextEncoder().encode(csv),
    });
    if (!upload.ok) throw new Error(upload.message);
    await processBundle(handle.db, upload.id);
    const view = await bundleView(handle.db, solicitor, upload.id);
    expect(view.items.every((i) => i.noticeUpdatedAt instanceof Date)).toBe(true);
    const ids = view.items.map((i) => i.noticeId!);
    await setNoticeExcluded(handle.db, solicitor, ids[1]!, true);

    const preview = await bundlePreview(handle.db, solicitor, upload.id);
    expect(preview.bundleId).toBe(upload.id);
    expect(preview.leftOut).toBe(2);
    expect(preview.notices.map((n) => [n.noticeId, n.position])).toEqual([
      [ids[0], 1],
      [ids[2], 3],
    ]);
    expect(preview.notices[0]).toMatchObject({
      noticeType: "Deceased Estates (2903)",
      editionName: "The London Gazette",
    });
    // The body is the notice itself: the deceased's surname from the file, in sanitised markup.
    expect(preview.notices[0]!.bodyHtml).toMatch(/Barker-1/i);
    expect(preview.notices[1]!.bodyHtml).toMatch(/Dawson-3/i);
    expect(preview.notices[0]!.bodyHtml).not.toMatch(/<script/i);
    expect(preview.notices[0]!.title).toBe(view.items[0]!.noticeTitle);

    // Sent on to the basket, the same notices are read from what was stored when they were finished.
    await addBundleToBasket(handle.db, solicitor, upload.id);
    const sent = await bundlePreview(handle.db, solicitor, upload.id);
    expect(sent.notices.map((n) => n.noticeId)).toEqual([ids[0], ids[2]]);
    expect(sent.notices[0]!.bodyHtml).toMatch(/Barker-1/i);

    await expect(bundlePreview(handle.db, stranger, upload.id)).rejects.toMatchObject({ code: "not-found" });
  });
});
