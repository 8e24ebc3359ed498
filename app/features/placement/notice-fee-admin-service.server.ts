/**
 * Staff's notice fees (/admin/notice-fees, ADR 016): every notice type of an edition with its fee in
 * force and any fee scheduled, one type's fees over time, and adding a fee from now or from a moment to
 * come. A fee is never edited: the new row takes over at its moment, and notices keep the fee they were
 * placed at.
 */
import type { Database } from "../../db/client.server.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { formatPounds, STANDARD_VAT_RATE } from "../../lib/money.ts";
import { type EditionId, getEdition, parseEditionId } from "../publications/editions.ts";
import { effectiveMoment, type PriceRow, priceScheduleRows } from "../shop/price-schedule.ts";
import type { PriceInput } from "../shop/product-forms.ts";
import { getNoticeType, NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import type { StaffFeeFilter } from "./notice-fee-filter.ts";
import {
  insertNoticeFee,
  selectFeesInForce,
  selectFeesOf,
  selectNextFees,
} from "./notice-fee-repository.server.ts";
import { noticeFeeOf } from "./notice-fee-service.server.ts";
import { type NoticeFeeView, noticeFeeView } from "./notice-fee-view.ts";

export const NOTICE_FEE_MESSAGES = {
  sameMoment:
    "This notice type already has a fee from that moment in this edition. Choose another date or time.",
  noType: "There is no such notice type or edition.",
} as const;

export interface StaffFeeRow {
  code: string;
  name: string;
  categoryName: string;
  price: string;
  scheduled: string | null;
}

export async function noticeFeesForStaff(
  db: Database,
  filter: StaffFeeFilter,
  now = new Date(),
): Promise<StaffFeeRow[]> {
  const types = NOTICE_TYPES.filter((t) => filter.category === "" || t.categoryCode === filter.category);
  const codes = types.map((t) => t.code);
  const [inForce, next] = await Promise.all([
    selectFeesInForce(db, filter.edition, codes, now),
    selectNextFees(db, filter.edition, codes, now),
  ]);
  const feeOf = new Map(inForce.map((f) => [f.noticeCode, f.pricePence]));
  const nextOf = new Map(next.map((f) => [f.noticeCode, f]));
  return types.map((type) => {
    const fee = feeOf.get(type.code);
    const scheduled = nextOf.get(type.code);
    return {
      code: type.code,
      name: type.name,
      categoryName: type.categoryName,
      price: fee === undefined ? "No fee" : formatPounds(fee),
      scheduled: scheduled
        ? `${formatPounds(scheduled.pricePence)} from ${formatDateTime(scheduled.effectiveFrom)}`
        : null,
    };
  });
}

export interface StaffFeeView {
  code: string;
  name: string;
  categoryName: string;
  edition: { id: EditionId; name: string };
  /** The fee in force now, split, for the heading. */
  current: NoticeFeeView | null;
  fees: PriceRow[];
}

function typeAndEdition(code: string, editionParam: string) {
  const type = getNoticeType(code);
  const editionId = parseEditionId(editionParam);
  const edition = editionId ? getEdition(editionId) : undefined;
  return type && edition ? { type, edition } : null;
}

/** One type's fees in an edition, the latest to begin first; null for an unknown type or edition. */
export async function noticeFeeForStaff(
  db: Database,
  editionParam: string,
  code: string,
  now = new Date(),
): Promise<StaffFeeView | null> {
  const found = typeAndEdition(code, editionParam);
  if (!found) return null;
  const { type, edition } = found;
  const fees = await selectFeesOf(db, type.code, edition.id);
  const current = fees.find((f) => f.effectiveFrom <= now);
  const split = current ? noticeFeeOf(current) : null;
  return {
    code: type.code,
    name: type.name,
    categoryName: type.categoryName,
    edition: { id: edition.id, name: edition.name },
    current: split && noticeFeeView(split),
    fees: priceScheduleRows(fees, now),
  };
}

/** Adds a fee at the standard rate of VAT from now or a moment to come; when it takes effect. */
export async function addNoticeFee(
  db: Database,
  actorUserId: number,
  editionParam: string,
  code: string,
  input: PriceInput,
  now = new Date(),
): Promise<Date> {
  const found = typeAndEdition(code, editionParam);
  if (!found) throw new DomainError("not-found", NOTICE_FEE_MESSAGES.noType);
  const effectiveFrom = effectiveMoment(input, now);
  const added = await insertNoticeFee(db, {
    noticeCode: found.type.code,
    editionId: found.edition.id,
    pricePence: input.price,
    vatRatePercent: STANDARD_VAT_RATE,
    effectiveFrom,
    createdBy: actorUserId,
  });
  if (added === null) throw new DomainError("conflict", NOTICE_FEE_MESSAGES.sameMoment);
  return effectiveFrom;
}
