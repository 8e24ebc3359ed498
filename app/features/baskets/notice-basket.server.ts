/**
 * Placed notices in the basket (issue 12 point 6, ADR 016 addendum). A finished notice (submitted) goes
 * into its placer's basket as a line of its own, priced from the notice (notice-basket-line.ts). Taking
 * the line out (one item, or the whole basket) gives the notice back to its placer as a draft, through
 * the workflow's `return-to-draft` step, in the same transaction as the line's removal; a notice withdrawn
 * from My Gazette leaves the basket in its withdrawal's transaction (`removeNoticeFromBaskets`).
 *
 * Every function here runs inside the caller's transaction (`tx`), so the step and the basket change are
 * one: a refusal throws and the caller's transaction undoes both.
 */
import type { Database } from "../../db/client.server.ts";
import { NOTICE_PRODUCT_ID } from "../../db/schema/shop-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { Actor } from "../accounts/permissions.ts";
import {
  type NoticePaymentRoute,
  noticePaymentRoute,
  placeWithoutPayment,
} from "../placement/notice-payment-service.server.ts";
import { applyNoticeStep } from "../placement/notice-workflow-service.server.ts";
import { NOTICE_LINE_MESSAGES } from "./basket-messages.ts";
import type { BasketOwner } from "./basket-owner.server.ts";
import { type BasketItemRow, insertBasketItem, lockOrCreateBasket } from "./basket-repository.server.ts";
import type { LineSource } from "./basket-view.ts";
import { type BasketNotice, noticeLineSource } from "./notice-basket-line.ts";
import {
  deleteNoticeBasketItems,
  findNoticeBasketItem,
  insertNoticeProduct,
  selectBasketNotices,
  selectPersonForWorkflow,
} from "./notice-basket-repository.server.ts";

/** At every start, with the reference data: the product notice lines point at. */
export function syncNoticeProduct(db: Database): Promise<void> {
  return insertNoticeProduct(db);
}

/**
 * Puts a submitted notice into the owner's basket: one line, quantity 1, never merged with another. Called
 * by the notice's submit step inside its transaction (the notice's row is locked by that step, so two
 * submissions cannot both add it). Adding a notice already in this basket changes nothing; one in another
 * basket, or not submitted, is refused. Returns the line's id.
 */
export async function addNoticeToBasket(
  tx: Database,
  owner: BasketOwner,
  noticeId: number,
): Promise<{ basketItemId: number }> {
  if (!("userId" in owner)) throw new DomainError("forbidden", NOTICE_LINE_MESSAGES.visitor);
  const [notice] = await selectBasketNotices(tx, [noticeId]);
  if (!notice) throw new DomainError("not-found", "There is no such notice.");
  if (notice.status !== "submitted" || notice.pricePence === null)
    throw new DomainError("conflict", NOTICE_LINE_MESSAGES.notSubmitted);
  const basketId = await lockOrCreateBasket(tx, owner);
  const existing = await findNoticeBasketItem(tx, noticeId);
  if (existing) {
    if (existing.basketId === basketId) return { basketItemId: existing.id };
    throw new DomainError("conflict", NOTICE_LINE_MESSAGES.alreadyInBasket);
  }
  const id = await insertBasketItem(tx, basketId, { productId: NOTICE_PRODUCT_ID, quantity: 1, noticeId });
  return { basketItemId: id };
}

/**
 * The submit step's last part, in its transaction (`finishDraft`'s `then`): the notice just submitted goes
 * into its placer's basket, or, for an account marked payment not required, straight on to approval.
 */
export async function sendNoticeToPayment(
  tx: Database,
  user: Pick<Actor, "id" | "organisationId">,
  noticeId: number,
): Promise<NoticePaymentRoute> {
  const route = await noticePaymentRoute(tx, user, noticeId);
  if (route === "not-required") await placeWithoutPayment(tx, noticeId);
  else await addNoticeToBasket(tx, { userId: user.id }, noticeId);
  return route;
}

/** The notices of these basket items, by id (one query; none when no item is a notice). */
export async function noticesOfItems(
  db: Database,
  items: readonly Pick<BasketItemRow, "noticeId">[],
): Promise<Map<number, BasketNotice>> {
  const ids = items.flatMap((i) => (i.noticeId === null ? [] : [i.noticeId]));
  const rows = await selectBasketNotices(db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A notice item's line source, priced from its notice. */
export function noticeItemSource(
  item: Omit<LineSource, "product" | "problem">,
  notices: Map<number, BasketNotice>,
): LineSource {
  return noticeLineSource(item, item.noticeId === null ? undefined : notices.get(item.noticeId));
}

/**
 * Inside a basket change's transaction, before the notice's line goes: a submitted notice goes back to
 * draft as its placer (the basket's owner) asks, so it can be changed and added again. A notice whose card
 * payment is under way is refused (the provider has it; it settles first) and nothing changes; a notice
 * already moved on by other means (withdrawn, for one) just leaves.
 */
export async function releaseNoticeLines(
  tx: Database,
  owner: BasketOwner,
  items: readonly Pick<BasketItemRow, "noticeId">[],
): Promise<void> {
  const notices = await noticesOfItems(tx, items);
  if (notices.size === 0) return;
  if ([...notices.values()].some((n) => n.status === "awaiting-payment"))
    throw new DomainError("conflict", NOTICE_LINE_MESSAGES.paymentUnderWay);
  const person = "userId" in owner ? await selectPersonForWorkflow(tx, owner.userId) : null;
  for (const notice of notices.values()) {
    if (notice.status !== "submitted" || !person) continue;
    await applyNoticeStep(tx, {
      noticeId: notice.id,
      event: "return-to-draft",
      actor: { kind: "placer", user: person },
      reason: "Removed from the basket",
    });
  }
}

/** The notice leaves every basket (its withdrawal, inside the withdrawal's transaction). */
export async function removeNoticeFromBaskets(tx: Database, noticeId: number): Promise<boolean> {
  return deleteNoticeBasketItems(tx, noticeId);
}
