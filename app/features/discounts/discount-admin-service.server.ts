/**
 * Staff's discount codes (issue 11 point 8): the list with each code's uses and whether it can be used
 * now, a new code (a taken code is refused with a message, nothing changed), and disabling one (from that
 * moment the checkout refuses it; orders that used it keep their discount).
 */
import type { Database } from "../../db/client.server.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { endOfLondonDay, londonMoment } from "../../lib/london-time.ts";
import { formatPounds } from "../../lib/money.ts";
import { DISCOUNT_FORM_MESSAGES, type DiscountCodeInput } from "./discount-code-form.ts";
import { disableDiscountCode, insertDiscountCode, listDiscountCodes } from "./discount-service.server.ts";

export type DiscountCodeStatus = "active" | "scheduled" | "expired" | "used-up" | "disabled";

export const DISCOUNT_STATUS_LABELS: Record<DiscountCodeStatus, string> = {
  active: "Active",
  scheduled: "Not yet valid",
  expired: "Expired",
  "used-up": "Used up",
  disabled: "Disabled",
};

export interface DiscountCodeListItem {
  id: number;
  code: string;
  description: string;
  kind: "Percentage" | "Fixed amount";
  amount: string;
  validity: string;
  products: string;
  uses: string;
  perAccount: string;
  status: DiscountCodeStatus;
  statusLabel: string;
  canDisable: boolean;
}

function validity(from: Date | null, until: Date | null): string {
  // A code is valid until the moment its last day ends (exclusive): the day shown is the day before.
  const lastDay = until ? formatLongDate(new Date(until.getTime() - 1)) : null;
  if (from && lastDay) return `${formatLongDate(from)} to ${lastDay}`;
  if (from) return `From ${formatLongDate(from)}`;
  if (lastDay) return `Until ${lastDay}`;
  return "Always";
}

/** Every code, newest first, as the staff list shows it at `now`. */
export async function discountCodesForStaff(db: Database, now = new Date()): Promise<DiscountCodeListItem[]> {
  const rows = await listDiscountCodes(db);
  return rows.map((row) => {
    const status: DiscountCodeStatus =
      row.disabledAt !== null && row.disabledAt <= now
        ? "disabled"
        : row.validUntil !== null && row.validUntil <= now
          ? "expired"
          : row.validFrom !== null && row.validFrom > now
            ? "scheduled"
            : row.maxUses !== null && row.uses >= row.maxUses
              ? "used-up"
              : "active";
    return {
      id: row.id,
      code: row.code,
      description: row.description,
      kind: row.kind === "percentage" ? "Percentage" : "Fixed amount",
      amount: row.kind === "percentage" ? `${row.amount}%` : formatPounds(row.amount),
      validity: validity(row.validFrom, row.validUntil),
      products: row.productIds.length === 0 ? "All products" : row.productIds.join(", "),
      uses: row.maxUses === null ? `${row.uses}` : `${row.uses} of ${row.maxUses}`,
      perAccount: row.maxUsesPerAccount === null ? "No limit" : String(row.maxUsesPerAccount),
      status,
      statusLabel: DISCOUNT_STATUS_LABELS[status],
      canDisable: status !== "disabled",
    };
  });
}

/** Makes the code; a code already taken (in any case) is refused with a message against the code field. */
export async function createDiscountCode(
  db: Database,
  actorUserId: number,
  input: DiscountCodeInput,
): Promise<number> {
  const id = await insertDiscountCode(db, {
    code: input.code.toUpperCase(),
    description: input.description,
    kind: input.kind,
    amount: input.amount,
    validFrom: input.validFrom ? londonMoment(input.validFrom) : null,
    validUntil: input.validUntil ? endOfLondonDay(input.validUntil) : null,
    productIds: [...new Set(input.productIds)],
    maxUses: input.maxUses,
    maxUsesPerAccount: input.maxUsesPerAccount,
    createdBy: actorUserId,
  });
  if (id === null) throw new DomainError("conflict", DISCOUNT_FORM_MESSAGES.taken);
  return id;
}

/** Disables the code from `now`; false when it was disabled already or does not exist. */
export function disableCode(db: Database, id: number, now = new Date()): Promise<boolean> {
  return disableDiscountCode(db, id, now);
}
