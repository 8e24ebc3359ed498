/**
 * The forms of a notice's dates (issue 12 point 5; spec §2, §5): the earliest publication date and time
 * (the draft's wizard step and 'Change publication date'), and a deceased-estates notice's
 * 'Change claim date' (`earliest-claims-date`, 'Required.' when empty). Pure: the pages take their
 * constraints from them, the actions read with them. What the dates may be is the service's to say
 * (placement/publication-date.ts): these only read a real date and a 24-hour time.
 */
import { z } from "zod";
import { date, time24 } from "../../lib/forms/field-schemas.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { PUBLICATION_DATE_MESSAGES } from "../placement/publication-date.ts";

/** Any real date: how far ahead is the rules' to judge, with their own message. */
const anyDate = { today: "1665-01-01", maxDate: "9999-12-31" } as const;

export const publicationDateForm = z.object({
  "earliest-publication-date": date({ ...anyDate, required: true }),
  "earliest-publication-time": z
    .string()
    .trim()
    .min(1, PUBLICATION_DATE_MESSAGES.timeRequired)
    .pipe(time24({ required: true })),
});

export const claimDateForm = z.object({
  "earliest-claims-date": z.string().trim().min(1, MESSAGES.shortRequired).pipe(date(anyDate)),
});

export type NoticeDateChange = "publication-date" | "claim-date";

export const NOTICE_DATE_CHANGES: Readonly<
  Record<NoticeDateChange, { label: string; field: string; schema: z.ZodType }>
> = {
  "publication-date": {
    label: "Change publication date",
    field: "earliest-publication-date",
    schema: publicationDateForm,
  },
  "claim-date": { label: "Change claim date", field: "earliest-claims-date", schema: claimDateForm },
};

export const SAVE_CHANGES = "Save Changes";

export function noticeDateChangePath(change: NoticeDateChange, id: number): string {
  return `/my-gazette/notices/${id}/${change}`;
}

export function noticePagePath(id: number): string {
  return `/my-gazette/notices/${id}`;
}
