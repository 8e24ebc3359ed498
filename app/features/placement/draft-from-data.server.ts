/**
 * A draft made from data that came whole, not page by page (a bundle's notice, ADR 022): the same checks
 * a placer meets on the web — may this account place this type, has it a fee in this edition, is the
 * earliest publication date allowed, do the answers pass the type's rules as "Check your answers" checks
 * them — gathered as problems instead of refusals, so that one bad notice never stops the others. The
 * draft is made even when the answers have problems (the placer puts them right in the web form); only a
 * notice that cannot be a draft at all (an unknown type, one the account may not place, one without a
 * fee) is not made. Runs in the caller's transaction.
 */
import type { Database } from "../../db/client.server.ts";
import { type EditionId, getEdition } from "../publications/editions.ts";
import { getNoticeType } from "../taxonomy/taxonomy.ts";
import { insertDraft } from "./draft-repository.server.ts";
import { formContext } from "./draft-service.server.ts";
import { plainTextForm } from "./forms/plain-text-form.ts";
import { webFormFor } from "./forms/web-forms.ts";
import { noticeFeeInForce } from "./notice-fee-service.server.ts";
import type { Placer } from "./place-notice-service.server.ts";
import { PLACE_NOTICE_MESSAGES } from "./place-notice-service.server.ts";
import type { PlacingCapacity } from "./placing-capacities.ts";
import { accountPlacingRefusal, documentsSentence, placingVerdict } from "./placing-policy.ts";
import {
  choosePublicationDate,
  DEFAULT_PUBLICATION_TIME,
  publicationDateRefusal,
} from "./publication-date.ts";

export interface DataForDraft {
  noticeCode: string;
  editionId: EditionId;
  data: Record<string, unknown>;
  /** The ISO date asked for, if any; otherwise the next issue that can take it. */
  publishDate: string | null;
  bundleId: number | null;
}

export interface DraftFromData {
  /** The draft's notice number, or null when no draft could be made. */
  noticeId: number | null;
  /** What stops it being published, each a sentence for the validation report; empty when valid. */
  problems: string[];
}

export const DRAFT_FROM_DATA_MESSAGES = {
  unknownType: (code: string) => `There is no notice type ${code}`,
  documents: (sentence: string) =>
    `Upload ${sentence} on the notice's supporting documents page before it can be sent`,
} as const;

/**
 * Makes the draft and says what is wrong with it. `capacities` are the account's placing capacities, read
 * once by the caller for a whole bundle.
 */
export async function createDraftFromData(
  tx: Database,
  placer: Placer,
  capacities: readonly PlacingCapacity[],
  input: DataForDraft,
  now = new Date(),
): Promise<DraftFromData> {
  const type = getNoticeType(input.noticeCode);
  if (!type) return { noticeId: null, problems: [DRAFT_FROM_DATA_MESSAGES.unknownType(input.noticeCode)] };
  const refusal = accountPlacingRefusal(placer.organisationStatus);
  if (refusal) return { noticeId: null, problems: [refusal] };
  const verdict = placingVerdict(type.code, capacities);
  if (!verdict.allowed) return { noticeId: null, problems: [verdict.reason] };
  const edition = getEdition(input.editionId);
  const fee = await noticeFeeInForce(tx, type.code, input.editionId, now);
  if (!edition || !fee) return { noticeId: null, problems: [PLACE_NOTICE_MESSAGES.noFee] };

  const problems: string[] = [];
  let earliestPublicationAt: Date | null = null;
  if (input.publishDate) {
    const choice = choosePublicationDate(
      input.editionId,
      { date: input.publishDate, time: DEFAULT_PUBLICATION_TIME },
      now,
    );
    if (choice.ok) earliestPublicationAt = choice.at;
    else problems.push(publicationDateRefusal(choice));
  }
  const form = webFormFor(type.code, input.editionId) ?? plainTextForm(type.code, type.name);
  const checked = form
    .dataSchema(formContext({ editionId: input.editionId, earliestPublicationAt }, now))
    .safeParse(input.data);
  if (!checked.success) problems.push(...new Set(checked.error.issues.map((issue) => issue.message)));
  if (verdict.documents)
    problems.push(DRAFT_FROM_DATA_MESSAGES.documents(documentsSentence(verdict.documents)));
  const noticeId = await insertDraft(tx, {
    noticeCode: type.code,
    editionId: input.editionId,
    title: titleOf(() => form.render(input.data, input.editionId).title, type.name),
    placedByUserId: placer.id,
    placingOrganisationId: placer.organisationId,
    data: input.data,
    earliestPublicationAt,
    bundleId: input.bundleId,
  });
  return { noticeId, problems };
}

/** The notice's title as its renderer makes it; the type's name when answers it needs are missing. */
function titleOf(render: () => string, fallback: string): string {
  try {
    return render() || fallback;
  } catch {
    return fallback;
  }
}
