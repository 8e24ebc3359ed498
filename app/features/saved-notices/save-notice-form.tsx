/**
 * The save action of a notice page (spec §7: POST /my-gazette/notice with action=add and noticeId, or
 * /my-gazette/notice/{id} to remove). Signed-out visitors are asked to sign in first.
 */
import { FavouriteToggle } from "./favourite-toggle.tsx";

export function SaveNoticeForm({ noticeId, saved = false }: { noticeId: number; saved?: boolean }) {
  return <FavouriteToggle noticeId={noticeId} saved={saved} variant="button" />;
}
