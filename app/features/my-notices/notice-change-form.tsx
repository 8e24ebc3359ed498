/**
 * The question before a notice is withdrawn or a draft deleted: a page without JavaScript, the modal's
 * content with it (the shared My Gazette question form).
 */

import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { QuestionForm } from "../my-gazette/question-form.tsx";
import { type NoticeChange, noticeChangePath, noticeChangeWords } from "./notice-changes.ts";

export interface NoticeChangeFormProps {
  change: NoticeChange;
  notice: { id: number; title: string; status: NoticeStatus };
  csrfToken: string;
  /** Why the notice cannot be changed (nothing to submit), or why the change just sent was refused. */
  refusal: string | null;
  /** The page's own heading (the modal has its own title). */
  heading: boolean;
}

export function NoticeChangeForm({ change, notice, csrfToken, refusal, heading }: NoticeChangeFormProps) {
  const words = noticeChangeWords(change, notice.status);
  return (
    <QuestionForm
      className="app-notice-change"
      question={words.question}
      detail={
        <>
          {notice.title} <span className="govuk-caption-m">Notice {notice.id}</span>
        </>
      }
      action={noticeChangePath(change, notice.id)}
      button={words.label}
      back={{ href: `/my-gazette/${words.back}`, text: "Back to your notices" }}
      csrfToken={csrfToken}
      refusal={refusal}
      heading={heading}
    />
  );
}
