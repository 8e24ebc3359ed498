/**
 * Paying for placed notices (issue 12 point 6, ADR 016 addendum): which way a finished notice goes (into
 * the basket to be paid for, or straight on for an account marked "payment not required"), and the
 * workflow's payment steps as the shop's orders take them. Every step goes through `applyNoticeStep` as
 * the Gazette's payment system, inside the caller's transaction: the order's change of state and its
 * notices' steps commit together or not at all.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError, isDomainError } from "../../lib/domain-errors.ts";
import { type Actor, hasCapability } from "../accounts/permissions.ts";
import type { NoticeEvent } from "./notice-machine.ts";
import {
  selectOrganisationPayment,
  selectPaymentNotRequired,
  updatePaymentNotRequired,
} from "./notice-payment-repository.server.ts";
import { wasPaidBefore } from "./notice-workflow-repository.server.ts";
import { applyNoticeStep, type NoticeActor } from "./notice-workflow-service.server.ts";
import { isPublicSector, PAYMENT_NOT_REQUIRED_MESSAGES } from "./payment-not-required.ts";

/** The agent the trail names for payment steps. */
export const PAYMENTS_AGENT = "Gazette payments";

const PAYMENTS: NoticeActor = { kind: "system", agent: PAYMENTS_AGENT };

export type NoticePaymentRoute = "basket" | "not-required";

/**
 * Which way a person's finished notice goes: "not-required" when their organisation is marked payment not
 * required (then `placeWithoutPayment`), otherwise "basket" (then `addNoticeToBasket`). Individuals pay.
 */
export async function noticePaymentRoute(
  db: Database,
  user: Pick<Actor, "organisationId">,
  /** The notice, when known: one already paid for (rejected, corrected, resubmitted: ADR 021) is not paid again. */
  noticeId?: number,
): Promise<NoticePaymentRoute> {
  if (noticeId !== undefined && (await wasPaidBefore(db, noticeId))) return "not-required";
  if (user.organisationId === null) return "basket";
  return (await selectPaymentNotRequired(db, user.organisationId)) ? "not-required" : "basket";
}

/**
 * A submitted notice of an account marked payment not required goes straight to awaiting approval (the
 * workflow's `skip-payment`, whose guard checks the mark again under the notice's lock).
 */
export async function placeWithoutPayment(tx: Database, noticeId: number): Promise<void> {
  await applyNoticeStep(tx, { noticeId, event: "skip-payment", actor: PAYMENTS });
}

/** How an order was paid, for its notices' steps. */
export type NoticePaidBy = "card" | "account" | "nothing-to-pay";

/** The events that take a notice from where payment found it to paid. */
const PAID_STEPS: Readonly<Record<NoticePaidBy, readonly NoticeEvent[]>> = {
  card: ["payment-succeeded"],
  account: ["pay-on-account"],
  // An order with nothing to pay never reaches the provider: its notices pass through both card steps.
  "nothing-to-pay": ["start-payment", "payment-succeeded"],
};

/**
 * Runs the steps on each notice, inside the order's transaction. A notice that has meanwhile moved on by
 * other means (taken back to draft between the order being made and its payment starting) cannot take
 * the step: it is left as it is and returned, for the order's event to record for staff, rather than
 * undoing the order's change (money the provider has taken cannot be refused).
 */
async function stepNotices(
  tx: Database,
  noticeIds: readonly number[],
  events: readonly NoticeEvent[],
): Promise<number[]> {
  const left: number[] = [];
  for (const noticeId of noticeIds) {
    try {
      for (const event of events) await applyNoticeStep(tx, { noticeId, event, actor: PAYMENTS });
    } catch (error) {
      if (!isDomainError(error) || error.code !== "conflict") throw error;
      left.push(noticeId);
    }
  }
  return left;
}

/** The order's card payment has started: its notices are awaiting payment (they cannot be withdrawn). */
export function noticePaymentsStarted(tx: Database, noticeIds: readonly number[]): Promise<number[]> {
  return stepNotices(tx, noticeIds, ["start-payment"]);
}

/** The order is paid: its notices are paid and, validated, wait for staff's approval. */
export function noticesPaid(tx: Database, noticeIds: readonly number[], by: NoticePaidBy): Promise<number[]> {
  return stepNotices(tx, noticeIds, [...PAID_STEPS[by], "validate"]);
}

/** The card payment failed or was cancelled: the notices are submitted again, still in the basket. */
export function noticePaymentsFailed(tx: Database, noticeIds: readonly number[]): Promise<number[]> {
  return stepNotices(tx, noticeIds, ["payment-failed"]);
}

/**
 * Staff (account admins, who approve organisations) mark an organisation "payment not required", or take
 * the mark off. Marking is for public-sector organisations only (payment-not-required.ts); anything else
 * is refused with the reason and nothing changes. Notices already submitted keep the way they went.
 */
export async function setPaymentNotRequired(
  db: Database,
  staff: Actor,
  organisationId: number,
  paymentNotRequired: boolean,
): Promise<void> {
  if (!hasCapability(staff, "decide-approvals"))
    throw new DomainError("forbidden", "Only account admins can change this.");
  await db.transaction(async (tx) => {
    const organisation = await selectOrganisationPayment(tx, organisationId);
    if (!organisation) throw new DomainError("not-found", "There is no such organisation.");
    if (paymentNotRequired && !isPublicSector(organisation.businessType))
      throw new DomainError("invalid-input", PAYMENT_NOT_REQUIRED_MESSAGES.notPublicSector);
    await updatePaymentNotRequired(tx, organisationId, paymentNotRequired);
  });
}

/** The organisation's mark and whether it may carry one, for the staff page; null for an unknown one. */
export async function organisationPaymentSetting(db: Database, organisationId: number) {
  const organisation = await selectOrganisationPayment(db, organisationId);
  return organisation
    ? {
        paymentNotRequired: organisation.paymentNotRequired,
        publicSector: isPublicSector(organisation.businessType),
      }
    : null;
}
