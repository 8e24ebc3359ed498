import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { editions, noticeCategories, noticeSections, noticeTypes } from "../../db/schema.ts";
import { EDITIONS } from "../publications/editions.ts";
import { CATEGORIES, NOTICE_TYPES, SECTIONS } from "./taxonomy.ts";

/** Upserts the editions and the taxonomy so that the database always matches the code's reference data. */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(editions)
      .values(EDITIONS.map((e) => ({ id: e.id, name: e.name, jurisdiction: e.jurisdiction })))
      .onConflictDoUpdate({
        target: editions.id,
        set: { name: sql`excluded.name`, jurisdiction: sql`excluded.jurisdiction` },
      });
    await tx
      .insert(noticeCategories)
      .values(CATEGORIES.map((c) => ({ code: c.code, name: c.name })))
      .onConflictDoUpdate({ target: noticeCategories.code, set: { name: sql`excluded.name` } });
    await tx
      .insert(noticeSections)
      .values(SECTIONS.map((s) => ({ code: s.code, categoryCode: s.categoryCode, name: s.name })))
      .onConflictDoUpdate({
        target: noticeSections.code,
        set: { name: sql`excluded.name`, categoryCode: sql`excluded.category_code` },
      });
    await tx
      .insert(noticeTypes)
      .values(
        NOTICE_TYPES.map((t) => ({
          code: t.code,
          name: t.name,
          categoryCode: t.categoryCode,
          sectionCode: t.sectionCode,
          linkedDataClass: t.linkedDataClass,
          blockable: t.blockable,
          hasWebForm: t.hasWebForm,
        })),
      )
      .onConflictDoUpdate({
        target: noticeTypes.code,
        set: {
          name: sql`excluded.name`,
          categoryCode: sql`excluded.category_code`,
          sectionCode: sql`excluded.section_code`,
          linkedDataClass: sql`excluded.linked_data_class`,
          blockable: sql`excluded.blockable`,
          hasWebForm: sql`excluded.has_web_form`,
        },
      });
  });
}
