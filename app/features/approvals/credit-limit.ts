/**
 * The credit limit an approved credit account starts with: what the organisation said it expects to spend
 * in a month (purchase orders are invoiced monthly, payable in 30 days), and never less than £500 so a
 * small account can still place a notice or two. Staff may change it later.
 */
import { type Pence, parsePounds } from "../../lib/money.ts";

export const MINIMUM_CREDIT_LIMIT: Pence = 50_000;

export function initialCreditLimit(details: Readonly<Record<string, string>>): Pence {
  const monthly = parsePounds(details.monthlySpend ?? "") ?? 0;
  return Math.max(MINIMUM_CREDIT_LIMIT, monthly);
}
