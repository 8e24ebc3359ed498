import { describe, expect, it } from "vitest";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { noticeRejectedMessage } from "./moderation-emails.ts";
import {
  MODERATION_FORM_MESSAGES,
  parseQueueQuery,
  proofCommentSchema,
  rejectSchema,
} from "./moderation-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("moderation forms", () => {
  it("keeps the queue's known filters and drops anything else", () => {
    expect(parseQueueQuery(new URLSearchParams("edition=belfast&type=2450&age=3"))).toEqual({
      edition: "belfast",
      type: "2450",
      age: "3",
    });
    expect(parseQueueQuery(new URLSearchParams("edition=paris&type=24;drop&age=2"))).toEqual({
      edition: "",
      type: "",
      age: "",
    });
  });

  it("asks for a reason and a comment in their own words, trimmed", () => {
    const empty = parseForm(rejectSchema, form({ reason: "   " }));
    expect(empty.ok ? [] : empty.errors).toEqual([
      { field: "reason", message: MODERATION_FORM_MESSAGES.rejectReason },
    ]);
    const comment = parseForm(proofCommentSchema, form({ comment: "  Spell it Smyth. " }));
    expect(comment.ok && comment.data.comment).toBe("Spell it Smyth.");
    const tooLong = parseForm(proofCommentSchema, form({ comment: "x".repeat(2001) }));
    expect(tooLong.ok).toBe(false);
  });

  it("e-mails the rejection's reason and the way back to the notice", () => {
    const message = noticeRejectedMessage({
      to: "jo@example.test",
      name: "Jo",
      noticeId: 4000123,
      title: "Estate of <Ann>",
      reason: "No date of death.",
      link: "https://gazette.example/my-gazette/notices/4000123",
    });
    expect(message.subject).toBe("Your notice 4000123 has been rejected");
    expect(message.text).toContain("Reason: No date of death.");
    expect(message.text).toContain("Correct your notice: https://gazette.example/my-gazette/notices/4000123");
    expect(message.html).toContain("Estate of &lt;Ann&gt;");
  });
});
