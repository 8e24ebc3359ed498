/**
 * Made-up bundles of 2903 notices in the CSV template, for tests, the browser journeys and the benchmark:
 * `count` different deceased estates (the template's example, each with its own reference and name),
 * with dates that are valid from `today` (a death a month ago, a claims deadline four months ahead), and
 * optionally some notices repeated, so duplicates can be seen flagged. Pure.
 */

import { csvRow } from "../../lib/csv.ts";
import { addDays } from "../../lib/dates.ts";
import { TEMPLATE_EXAMPLE } from "./bundle-templates.ts";
import { TEMPLATE_COLUMNS } from "./deceased-estate-template.ts";

const SURNAMES = ["Abbott", "Barker", "Collins", "Dawson", "Ellis", "Fletcher", "Gardner", "Hughes"];

const ukDay = (iso: string) => iso.split("-").reverse().join("/");

/** `repeats` maps a notice's position to the earlier position it copies (e.g. { 50: 1 }). */
export function generatedDeceasedEstateCsv(
  count: number,
  today: string,
  repeats: Readonly<Record<number, number>> = {},
): string {
  const columns = TEMPLATE_COLUMNS.map(([name]) => name);
  const rowOf = (position: number) => {
    const n = repeats[position] ?? position;
    const values: Record<string, string> = {
      ...TEMPLATE_EXAMPLE,
      reference: `GEN-${String(n).padStart(4, "0")}`,
      deceased_surname: `${SURNAMES[n % SURNAMES.length]}-${n}`,
      deceased_also_known_as: "",
      date_of_death: ukDay(addDays(today, -30)),
      claim_deadline: ukDay(addDays(today, 120)),
    };
    return csvRow(columns.map((name) => values[name] ?? ""));
  };
  const rows = Array.from({ length: count }, (_, i) => rowOf(i + 1));
  return `${csvRow(columns)}\r\n${rows.join("\r\n")}\r\n`;
}
