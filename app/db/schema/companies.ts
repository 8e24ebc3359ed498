/** The companies register as far as notices need it. */
import { sql } from "drizzle-orm";
import { date, index, pgTable, text } from "drizzle-orm/pg-core";

export const companies = pgTable(
  "companies",
  {
    number: text("number").primaryKey(),
    name: text("name").notNull(),
    registeredOffice: text("registered_office"),
    postcode: text("postcode"),
    natureOfBusiness: text("nature_of_business"),
    incorporatedOn: date("incorporated_on", { mode: "string" }),
    /** active | in-administration | liquidation | dissolved */
    status: text("status").notNull().default("active"),
  },
  (t) => [index("companies_name_idx").on(sql`lower(${t.name})`)],
);
