import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { bytea, oneOf, timestamptz } from "./columns.ts";
import { IMAGE_CONTENT_TYPES } from "./images-values.ts";
import { organisations } from "./organisations.ts";

export * from "./images-values.ts";

/** Logos and other images a user or organisation uploaded (My images, company logo). */
export const userImages = pgTable(
  "user_images",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type", { enum: IMAGE_CONTENT_TYPES }).notNull(),
    width: integer("width"),
    height: integer("height"),
    byteSize: integer("byte_size").notNull(),
    body: bytea("body").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("user_images_user_idx").on(t.userId), oneOf(t.contentType, IMAGE_CONTENT_TYPES)],
);
