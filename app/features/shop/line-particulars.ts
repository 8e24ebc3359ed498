/**
 * What a line of a basket or an order says about itself beyond the product's name: the issue it was
 * bought against, and the name and honour it bears. Pure, and the one wording of it: the checkout page
 * shows the basket's lines with it, and the order's pages, confirmation e-mail and VAT invoice the order's
 * lines (which copy these choices from the basket's).
 */
import { getEdition } from "../publications/editions.ts";

/** The choices a line carries besides its product and quantity (spec §3 "Purchase form"). */
export interface LineChoices {
  editionId: string | null;
  issueNumber: number | null;
  fullName: string | null;
  honour: string | null;
}

/** "The London Gazette, issue 64941": what a line was bought against. */
export function issueLabel(editionId: string | null, issueNumber: number | null): string | null {
  if (!editionId || issueNumber === null) return null;
  return `${getEdition(editionId)?.name ?? editionId}, issue ${issueNumber}`;
}

/** The line's particulars, a phrase each: ["The London Gazette, issue 64941", "For: Ada Example MBE"]. */
export function lineParticulars(line: LineChoices): string[] {
  const particulars: string[] = [];
  const issue = issueLabel(line.editionId, line.issueNumber);
  if (issue) particulars.push(issue);
  if (line.fullName) particulars.push(`For: ${line.fullName}${line.honour ? ` ${line.honour}` : ""}`);
  return particulars;
}
