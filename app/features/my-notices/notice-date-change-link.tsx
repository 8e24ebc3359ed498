/**
 * 'Change publication date' and 'Change claim date' on a notice's page. Without JavaScript, a link to the
 * form's page. With it, the UI kit's modal loads the same form; it is sent by ajax, a refusal's form (with
 * its errors) replaces the modal's content (spec §7), and on success the modal closes, the message shows as
 * a toast for 4000 ms and the page's data is read again, so the new date shows without a reload.
 */
import { useRevalidator } from "react-router";
import { toastNoticeChange } from "./after-notice-change.ts";
import { noticeModalOpener, noticeToastEffects, sendNoticeChange } from "./notice-change-link.tsx";
import { NOTICE_DATE_CHANGES, type NoticeDateChange, noticeDateChangePath } from "./notice-date-forms.ts";

export function NoticeDateChangeLink({ change, noticeId }: { change: NoticeDateChange; noticeId: number }) {
  const revalidator = useRevalidator();
  const words = NOTICE_DATE_CHANGES[change];
  const href = noticeDateChangePath(change, noticeId);
  const open = noticeModalOpener(change, words.label, noticeId, href, (form, modal) =>
    sendNoticeChange(form, modal, (message) => {
      toastNoticeChange(message, noticeToastEffects);
      void revalidator.revalidate();
    }),
  );
  return (
    <a className="govuk-link" href={href} onClick={open} data-notice-change={change}>
      {words.label}
    </a>
  );
}
