/**
 * The save action (spec §7: POST /my-gazette/notice with action=add and noticeId). Saving needs an
 * account; signed-out visitors are taken to sign in first and brought back to the notice.
 */
export function SaveNoticeForm({ noticeId }: { noticeId: number }) {
  return (
    <form method="post" action="/my-gazette/notice" className="govuk-!-margin-bottom-6">
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="noticeId" value={noticeId} />
      <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0">
        Save notice to My Gazette
      </button>
    </form>
  );
}
