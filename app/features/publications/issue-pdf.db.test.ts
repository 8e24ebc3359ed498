import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { seedDemoData } from "../../demo-data/seed-service.server.ts";
import { linkUris, pagesText, pdfInfo } from "../notices/representations/pdf-inspection.ts";
import type { Issue } from "./issue-repository.server.ts";
import { issuePagePdf, issuePdf, lookupIssue } from "./issue-service.server.ts";

const SITE = "https://gazette.example";

describe("issue PDFs from the database", () => {
  let handle: DatabaseHandle;
  let issue: Issue;
  /** Notice ids on each printed page, as the database places them (index 0 is page 1). */
  let placed: number[][];

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoData(handle.db, { count: 1200, seed: 7, today: "2026-11-20", postcodes: [] });
    const found = await lookupIssue(handle.db, "london", "latest");
    if (found.kind !== "latest") throw new Error("no latest London issue");
    const exact = await lookupIssue(handle.db, "london", String(found.number));
    if (exact.kind !== "found") throw new Error("latest London issue not found");
    issue = exact.issue;
    const rows = await handle.db.execute<{ id: number; page_number: number }>(sql`
      select id, page_number from notices
      where issue_id = ${issue.id} and page_number is not null and status = 'published'`);
    placed = Array.from({ length: issue.pageCount }, (_, i) =>
      rows.rows.filter((r) => Number(r.page_number) === i + 1).map((r) => Number(r.id)),
    );
  });
  afterAll(() => handle.close());

  it("prints each page of the issue on its own PDF page with the notices placed on it", async () => {
    expect(issue.pageCount).toBeGreaterThanOrEqual(2);
    const bytes = await issuePdf(handle.db, issue, SITE);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(issue.pageCount);
    expect(pdfInfo(bytes).Tagged).toBe("yes");
    const text = pagesText(bytes);
    const all = placed.flat();
    placed.forEach((ids, i) => {
      expect(text[i]).toContain(`| Page ${i + 1}\n`);
      expect(linkUris(pdf, i)).toEqual([`${SITE}/london/issue/${issue.number}/page/${i + 1}`]);
      for (const id of all)
        if (ids.includes(id)) expect(text[i]).toContain(`Notice ID ${id} |`);
        else expect(text[i]).not.toContain(`Notice ID ${id} |`);
    });
  });

  it("prints one page's notices in that page's PDF", async () => {
    const bytes = await issuePagePdf(handle.db, issue, 2, SITE);
    const text = pagesText(bytes).join("\n");
    expect(text).toContain(`Issue ${issue.number} |`);
    expect(text).toContain("| Page 2\n");
    for (const id of placed[1] ?? []) expect(text).toContain(`Notice ID ${id} |`);
    for (const id of placed[0] ?? []) expect(text).not.toContain(`Notice ID ${id} |`);
  });
});
