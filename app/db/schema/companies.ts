/** The companies register as far as notices need it. */
import { sql } from "drizzle-orm";
import { date, index, pgTable, text } from "drizzle-orm/pg-core";
import { oneOf } from "./columns.ts";
import { COMPANY_STATUSES } from "./companies-values.ts";

export * from "./companies-values.ts";

export const companies = pgTable(
  "companies",
  {
    number: text("number").primaryKey(),
    name: text("name").notNull(),
    registeredOffice: text("registered_office"),
    postcode: text("postcode"),
    natureOfBusiness: text("nature_of_business"),
    incorporatedOn: date("incorporated_on", { mode: "string" }),
    status: text("status", { enum: COMPANY_STATUSES }).notNull().default("active"),
  },
  (t) => [index("companies_name_idx").on(sql`lower(${t.name})`), oneOf(t.status, COMPANY_STATUSES)],
);
