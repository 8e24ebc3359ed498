/**
 * A company's status as its notices tell it. The register column is never updated by the notices we
 * publish, so a company in administration would still read "Active" beside its administration notice:
 * the notices are the record, and the column is only where the story starts.
 */
import type { CompanyStatus } from "./company-types.ts";

/** What a status-deciding event needs: its code, and whether the notice records the company's dissolution. */
export interface StatusEvent {
  noticeCode: string;
  /** The notice states a date of dissolution (a strike-off that took effect, a Crown disclaimer). */
  recordsDissolution: boolean;
}

const RESTORED = "2600";

function range(from: number, to: number, except: readonly number[] = []): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
    .filter((code) => !except.includes(code))
    .map(String);
}

/**
 * Notice types that put a company in a state (sections of notice-codes.csv). Petitions to wind up (2450,
 * 2451), their service (2462) and dismissal (2461) leave the company as it was: a petition is not an order.
 * Moratoria and dividends (2401–2408) belong to more than one procedure and decide nothing by themselves.
 */
const STATUS_BY_CODE = new Map<string, CompanyStatus>(
  (
    [
      [range(2410, 2414), "in-administration"],
      [range(2421, 2423), "in-receivership"],
      [range(2431, 2436), "liquidation"],
      [range(2441, 2449), "liquidation"],
      [range(2452, 2465, [2461, 2462]), "liquidation"],
    ] as const
  ).flatMap(([list, status]) => list.map((code) => [code, status] as const)),
);

/** What one notice says the company became, or null when it changes nothing. */
export function statusAfter(event: StatusEvent): CompanyStatus | null {
  // A restoration names the earlier dissolution too: it is the restoration that counts.
  if (event.noticeCode === RESTORED) return "active";
  if (event.recordsDissolution) return "dissolved";
  return STATUS_BY_CODE.get(event.noticeCode) ?? null;
}

/** The status after the company's notices, oldest first; the register's status while none decides. */
export function companyStatusFromEvents(
  registered: CompanyStatus,
  eventsOldestFirst: readonly StatusEvent[],
): CompanyStatus {
  let status = registered;
  for (const event of eventsOldestFirst) status = statusAfter(event) ?? status;
  return status;
}
