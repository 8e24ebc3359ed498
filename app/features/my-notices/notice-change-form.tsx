/**
 * The question before a notice is withdrawn or a draft deleted: a page without JavaScript, the modal's
 * content with it (rendered on the server as a fragment, so it takes the CSRF token as a prop). A notice
 * that cannot be changed shows why, and no button; a refused change shows its message above the form.
 */
import { NOTICE_CHANGES, type NoticeChange, noticeChangePath } from "./notice-changes.ts";

export interface NoticeChangeFormProps {
  change: NoticeChange;
  notice: { id: number; title: string };
  csrfToken: string;
  /** Why the notice cannot be changed (nothing to submit), or why the change just sent was refused. */
  refusal: string | null;
  /** The page's own heading (the modal has its own title). */
  heading: boolean;
}

export function NoticeChangeForm({ change, notice, csrfToken, refusal, heading }: NoticeChangeFormProps) {
  const words = NOTICE_CHANGES[change];
  const back = `/my-gazette/${words.back}`;
  return (
    <div className="app-notice-change">
      {refusal ? (
        <div className="govuk-error-summary" data-module="govuk-error-summary" tabIndex={-1}>
          <div role="alert">
            <h2 className="govuk-error-summary__title">There is a problem</h2>
            <div className="govuk-error-summary__body">
              <p className="govuk-body app-notice-change__refusal">{refusal}</p>
            </div>
          </div>
        </div>
      ) : null}
      {heading ? (
        <h1 className="govuk-heading-l">{words.question}</h1>
      ) : (
        <p className="govuk-body govuk-!-font-weight-bold">{words.question}</p>
      )}
      <p className="govuk-body">
        {notice.title} <span className="govuk-caption-m">Notice {notice.id}</span>
      </p>
      {refusal ? (
        <p className="govuk-body">
          <a className="govuk-link" href={back}>
            Back to your notices
          </a>
        </p>
      ) : (
        <form method="post" action={noticeChangePath(change, notice.id)} className="govuk-button-group">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <button
            type="submit"
            className="govuk-button govuk-button--warning"
            data-prevent-double-click="true"
          >
            {words.label}
          </button>
          <a className="govuk-link" href={back}>
            Cancel
          </a>
        </form>
      )}
    </div>
  );
}
