/** Notice categories → sections → notice types: reference data synced from code on every start. */
import { boolean, pgTable, text } from "drizzle-orm/pg-core";

export const noticeCategories = pgTable("notice_categories", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
});

export const noticeSections = pgTable("notice_sections", {
  code: text("code").primaryKey(),
  categoryCode: text("category_code")
    .notNull()
    .references(() => noticeCategories.code),
  name: text("name").notNull(),
});

export const noticeTypes = pgTable("notice_types", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  categoryCode: text("category_code")
    .notNull()
    .references(() => noticeCategories.code),
  sectionCode: text("section_code").references(() => noticeSections.code),
  linkedDataClass: text("linked_data_class"),
  blockable: boolean("blockable").notNull().default(false),
  hasWebForm: boolean("has_web_form").notNull().default(false),
});
