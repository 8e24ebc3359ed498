/**
 * A bundle's preview (placement-api.md step 4: `GET /my-gazette/bundle/{id}/preview`): its included valid
 * notices one after another as they will print, each rendered as its own preview renders it — a draft as
 * the draft's preview does (its form's renderer, sanitised), a notice already sent as its proof does (the
 * body stored when it was finished) — and how many of the bundle's notices were left out (excluded,
 * repeats, invalid, not made). Whoever may see the bundle may see its preview; anyone else finds none.
 */
import type { Database } from "../../db/client.server.ts";
import type { Actor } from "../accounts/permissions.ts";
import { noticeProof } from "../moderation/proof-service.server.ts";
import { draftInHand, reviewDraft } from "../placement/draft-service.server.ts";
import { getEdition } from "../publications/editions.ts";
import { type BundleItemView, bundleView } from "./bundle-service.server.ts";

type Person = Actor & Parameters<typeof draftInHand>[1] & Parameters<typeof noticeProof>[1];

export interface PreviewedNotice {
  noticeId: number;
  position: number;
  title: string;
  bodyHtml: string;
  /** "Deceased Estates (2903)". */
  noticeType: string;
  editionName: string;
}

export interface BundlePreview {
  bundleId: number;
  notices: PreviewedNotice[];
  /** The bundle's notices not previewed: excluded, invalid, not made or still waiting. */
  leftOut: number;
}

/** A notice of the bundle goes to print when it is valid and included. */
const willPrint = (item: BundleItemView): item is BundleItemView & { noticeId: number } =>
  item.noticeId !== null && item.status === "valid" && item.included;

async function rendered(db: Database, user: Person, item: BundleItemView & { noticeId: number }) {
  if (item.noticeStatus === "draft")
    return (await reviewDraft(db, await draftInHand(db, user, item.noticeId))).notice;
  const notice = await noticeProof(db, user, item.noticeId);
  return { title: notice.title, bodyHtml: notice.bodyHtml };
}

export async function bundlePreview(db: Database, user: Person, id: number): Promise<BundlePreview> {
  const { bundle, items } = await bundleView(db, user, id);
  const printed = items.filter(willPrint);
  const notices: PreviewedNotice[] = [];
  // One after another: a bundle's drafts are read on the one connection in turn.
  for (const item of printed) {
    const { title, bodyHtml } = await rendered(db, user, item);
    notices.push({
      noticeId: item.noticeId,
      position: item.position,
      title,
      bodyHtml,
      noticeType: `${item.typeName} (${item.noticeCode})`,
      editionName: (item.editionId && getEdition(item.editionId)?.name) || (item.editionId ?? ""),
    });
  }
  return { bundleId: bundle.id, notices, leftOut: items.length - printed.length };
}
