/**
 * The first pages of placing a notice (issue 12 point 1): the notice types form — edition, category,
 * notice type, offering only what the account may place, each with its fee — and the page at a type's
 * online form address, which says what placing it involves. The person's 'place notices' permission is
 * checked by the area's guard; the account's standing and capacities here.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { Actor } from "../accounts/permissions.ts";
import { getEdition, parseEditionId } from "../publications/editions.ts";
import { getNoticeType } from "../taxonomy/taxonomy.ts";
import { webFormFor } from "./forms/web-forms.ts";
import { noticeFeeInForce, noticeFeesInForce } from "./notice-fee-service.server.ts";
import { type NoticeFeeView, noticeFeeView } from "./notice-fee-view.ts";
import { AFTER_THE_FORM, type NoticeFormOutline, noticeFormOutline } from "./notice-form-outline.ts";
import {
  chosenEdition,
  type NoticeTypeChoice,
  noticeTypeChoice,
  type OfferedType,
  readNoticeChoiceQuery,
} from "./notice-type-choice.ts";
import { CAPACITY_WORDS, type PlacingCapacity } from "./placing-capacities.ts";
import { placingCapacitiesOf } from "./placing-capacity-service.server.ts";
import {
  accountPlacingRefusal,
  documentsSentence,
  mayDeclareCapacities,
  placeableTypes,
  placingVerdict,
} from "./placing-policy.ts";

/** The person placing: who they are, and their organisation's standing (null for individuals). */
export type Placer = Actor & { organisationStatus: string | null };

export const PLACE_NOTICE_MESSAGES = {
  noSuchType: "There is no such notice type or edition.",
  noFee:
    "This notice type cannot be placed in this edition at the moment, as it has no fee. Please contact us.",
} as const;

async function capacitiesForPlacing(db: Database, placer: Placer): Promise<PlacingCapacity[]> {
  const refusal = accountPlacingRefusal(placer.organisationStatus);
  if (refusal) throw new DomainError("forbidden", refusal);
  return placingCapacitiesOf(db, placer);
}

export interface NoticeTypeChooserView extends NoticeTypeChoice {
  /** The account's capacities, as labels; none means nothing can be offered. */
  capacities: string[];
  /** May this person change them (the account owner, or an individual)? */
  canDeclare: boolean;
}

export async function noticeTypeChooser(
  db: Database,
  placer: Placer,
  params: URLSearchParams,
  now = new Date(),
): Promise<NoticeTypeChooserView> {
  const capacities = await capacitiesForPlacing(db, placer);
  const query = readNoticeChoiceQuery(params);
  const edition = chosenEdition(query);
  const placeable = placeableTypes(capacities);
  let offered: OfferedType[] = [];
  if (edition) {
    const fees = await noticeFeesInForce(
      db,
      edition,
      placeable.map((t) => t.code),
      now,
    );
    // A type without a fee in force cannot be bought, so it is not offered.
    offered = placeable.flatMap((type) => {
      const fee = fees.get(type.code);
      return fee ? [{ type, pricePence: fee.pricePence }] : [];
    });
  }
  return {
    ...noticeTypeChoice(query, offered),
    capacities: capacities.map((c) => CAPACITY_WORDS[c].label),
    canDeclare: mayDeclareCapacities(placer),
  };
}

export interface OnlineFormIntro {
  code: string;
  name: string;
  categoryName: string;
  edition: { id: string; name: string };
  fee: NoticeFeeView;
  /** The documents each notice must bring, when the account places this type only with them. */
  documents: string | null;
  outline: NoticeFormOutline;
  afterTheForm: readonly string[];
}

/**
 * The page at `/my-gazette/place-notice/{edition}/{code}/online-form`: an unknown edition or type, or
 * one without a fee, is not there (404); a type the account may not place is refused with the policy's
 * reason (403).
 */
export async function onlineFormIntro(
  db: Database,
  placer: Placer,
  editionParam: string,
  code: string,
  now = new Date(),
): Promise<OnlineFormIntro> {
  const editionId = parseEditionId(editionParam);
  const edition = editionId ? getEdition(editionId) : undefined;
  const type = getNoticeType(code);
  if (!edition || !type) throw new DomainError("not-found", PLACE_NOTICE_MESSAGES.noSuchType);
  const verdict = placingVerdict(type.code, await capacitiesForPlacing(db, placer));
  if (!verdict.allowed) throw new DomainError("forbidden", verdict.reason);
  const fee = await noticeFeeInForce(db, type.code, edition.id, now);
  if (!fee) throw new DomainError("not-found", PLACE_NOTICE_MESSAGES.noFee);
  return {
    code: type.code,
    name: type.name,
    categoryName: type.categoryName,
    edition: { id: edition.id, name: edition.name },
    fee: noticeFeeView(fee),
    documents: verdict.documents ? documentsSentence(verdict.documents) : null,
    // The edition's own form: a type may have one in one edition and be plain text in another (1601).
    outline: noticeFormOutline({ code: type.code, hasWebForm: webFormFor(type.code, edition.id) !== null }),
    afterTheForm: AFTER_THE_FORM,
  };
}
