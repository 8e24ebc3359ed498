/**
 * A plain-text notice (issue 12 point 3) seen as a web form of one section, so the draft's task list,
 * "Check your answers", the preview and finishing treat every notice type alike. Its one page is the text
 * page at `/my-gazette/draft/{n}/text` (plain-text/), which has its own route; here only what the other
 * pages need: whether it is done, its answers for checking, the data's rule and the notice's XHTML.
 */
import { z } from "zod";
import {
  type PlainTextNoticeData,
  plainTextTaskStatus,
  plainTextTitle,
  readPlainTextData,
  renderPlainTextNotice,
} from "../plain-text/plain-text-notice.ts";
import { TAG_KINDS } from "../plain-text/tags.ts";
import type { DraftData, QuestionPage, WebForm } from "./web-form.ts";

export const PLAIN_TEXT_MESSAGES = {
  text: "Enter the notice's text",
  tags: "Tag the notice's details (names, addresses, dates): they are what the Gazette's data is made of",
} as const;

const textPage: QuestionPage = {
  slug: "text",
  title: "Notice text and tags",
  dataKeys: ["text", "tags"],
  groups: [],
  schema: () => z.object({}),
  values: () => ({}),
  save: (data) => data,
  answered: (data) => plainTextTaskStatus({ data }) === "completed",
  summary: (data) => {
    const { text, tags } = readPlainTextData(data);
    return [
      { key: "Text", value: text.length > 300 ? `${text.slice(0, 300)}…` : text },
      ...tags.map((tag) => ({ key: TAG_KINDS[tag.kind], value: tag.value })),
    ];
  },
};

const dataSchema = z.looseObject({
  text: z.string({ error: PLAIN_TEXT_MESSAGES.text }).trim().min(1, PLAIN_TEXT_MESSAGES.text),
  tags: z.array(z.unknown(), { error: PLAIN_TEXT_MESSAGES.tags }).min(1, PLAIN_TEXT_MESSAGES.tags),
});

export function plainTextForm(code: string, typeName: string): WebForm {
  return {
    code,
    sections: [{ id: "text", title: "Notice text and tags", pages: ["text"] }],
    pages: [textPage],
    dataSchema: () => dataSchema,
    render: (data: DraftData) => {
      const notice = { ...readPlainTextData(data) } as Pick<PlainTextNoticeData, "text" | "tags">;
      const typed = data as Partial<PlainTextNoticeData>;
      return {
        title: plainTextTitle(notice, typeName),
        bodyHtml: renderPlainTextNotice(notice),
        locations: (typed.addresses ?? []).map((a) => ({
          role: "address",
          address: a.text,
          postcode: a.postcode ?? null,
        })),
        people: (typed.people ?? []).map((p) => ({ role: "named-person", fullName: p.name })),
        companyNumber: typed.company?.number ?? null,
      };
    },
  };
}
