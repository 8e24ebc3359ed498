/**
 * The 2901 Changes of Name (deed poll) web form, issue 12 point 2: the former and the new name (which
 * must differ), the person's address, and the deed poll (its date, in England and Wales its enrolment in
 * the Senior Courts if it was enrolled, not before it was dated) with the person's nationality. Pure.
 */
import { z } from "zod";
import { date, optionalText, requiredText } from "../../../lib/forms/field-schemas.ts";
import { changeOfNameSchema } from "../../notices/notice-data-schemas.ts";
import {
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import { changeOfNameOf, renderChangeOfName } from "./change-of-name-notice.ts";
import { isoText, str } from "./common-pages.ts";
import type { DraftData, QuestionPage, WebForm } from "./web-form.ts";

export const CHANGE_OF_NAME_MESSAGES = {
  oldName: "Enter the name given up",
  newName: "Enter the new name",
  sameName: "The new name must differ from the old name",
  enrolledBeforeDated: "The deed poll cannot be enrolled before it is dated",
} as const;

const namesPage: QuestionPage = {
  slug: "names",
  title: "What was the name and what is the new name?",
  dataKeys: ["oldName", "newName"],
  groups: [
    {
      legend: "The names",
      fields: [
        { name: "oldName", label: "Former name", hint: "In full, as the deed poll gives it", kind: "text" },
        { name: "newName", label: "New name", hint: "In full, as the deed poll gives it", kind: "text" },
      ],
    },
  ],
  schema: () =>
    z
      .object({
        oldName: requiredText(300, CHANGE_OF_NAME_MESSAGES.oldName),
        newName: requiredText(300, CHANGE_OF_NAME_MESSAGES.newName),
      })
      .superRefine((a, ctx) => {
        if (a.oldName && a.oldName.trim().toLowerCase() === a.newName.trim().toLowerCase())
          ctx.addIssue({ code: "custom", path: ["newName"], message: CHANGE_OF_NAME_MESSAGES.sameName });
      }),
  values: (data) => ({ oldName: str(data.oldName), newName: str(data.newName) }),
  save: (data, a) => ({ ...data, oldName: str(a.oldName), newName: str(a.newName) }),
  answered: (data) => Boolean(changeOfNameOf(data).newName),
  summary: (data) => [
    { key: "Former name", value: str(data.oldName) },
    { key: "New name", value: str(data.newName) },
  ],
};

const addressPage: QuestionPage = {
  slug: "address",
  title: "What is their address?",
  dataKeys: ["address"],
  groups: [addressGroup("address", "Their address", "address of the person who changed their name")],
  schema: () => z.object(addressFields("address")).superRefine(refineAddress("address")),
  values: (data) => addressValues("address", changeOfNameOf(data).address),
  save: (data, a) => ({ ...data, address: addressFromAnswers("address", a) }),
  answered: (data) => Boolean(changeOfNameOf(data).address),
  summary: (data) => {
    const a = changeOfNameOf(data).address;
    return [{ key: "Address", value: a ? addressText(a) : "" }];
  },
};

function deedPollPage(editionId: string): QuestionPage {
  // Deeds poll are enrolled in the Senior Courts of England and Wales only.
  const enrolment = editionId === "london";
  return {
    slug: "deed-poll",
    title: "When was the deed poll made?",
    dataKeys: ["dateOfDeedPoll", "enrolledOn", "nationality"],
    groups: [
      {
        legend: "The deed poll",
        fields: [
          {
            name: "dateOfDeedPoll",
            label: "Date of the deed poll",
            hint: "For example, 02/11/2026",
            kind: "date",
          },
          ...(enrolment
            ? [
                {
                  name: "enrolledOn",
                  label: "Date it was enrolled in the Senior Courts",
                  hint: "If it was enrolled",
                  kind: "date" as const,
                },
              ]
            : []),
          {
            name: "nationality",
            label: "Nationality",
            hint: "As the notice describes the person: 'a British citizen'",
            kind: "text",
            width: "govuk-input--width-20",
          },
        ],
      },
    ],
    schema: ({ today }) =>
      z
        .object({
          dateOfDeedPoll: date({ today, required: true }),
          ...(enrolment ? { enrolledOn: date({ today }) } : {}),
          nationality: optionalText(100),
        })
        .superRefine((a, ctx) => {
          const enrolled = (a as { enrolledOn?: string }).enrolledOn;
          if (enrolled && a.dateOfDeedPoll && enrolled < a.dateOfDeedPoll)
            ctx.addIssue({
              code: "custom",
              path: ["enrolledOn"],
              message: CHANGE_OF_NAME_MESSAGES.enrolledBeforeDated,
            });
        }),
    values: (data) => {
      const d = changeOfNameOf(data);
      return {
        dateOfDeedPoll: isoText(d.dateOfDeedPoll),
        ...(enrolment ? { enrolledOn: isoText(d.enrolledOn) } : {}),
        nationality: d.dateOfDeedPoll ? str(d.nationality) : "British",
      };
    },
    save: (data, a) => {
      const { enrolledOn: _e, nationality: _n, ...rest } = data;
      return {
        ...rest,
        dateOfDeedPoll: str(a.dateOfDeedPoll),
        ...(str(a.enrolledOn) ? { enrolledOn: str(a.enrolledOn) } : {}),
        ...(str(a.nationality) ? { nationality: str(a.nationality) } : {}),
      };
    },
    answered: (data) => Boolean(changeOfNameOf(data).dateOfDeedPoll),
    summary: (data) => {
      const d = changeOfNameOf(data);
      return [
        { key: "Deed poll dated", value: isoText(d.dateOfDeedPoll) },
        ...(d.enrolledOn ? [{ key: "Enrolled", value: isoText(d.enrolledOn) }] : []),
        { key: "Nationality", value: d.nationality ?? "Not given" },
      ];
    },
  };
}

export function changeOfNameForm(editionId: string): WebForm {
  return {
    code: "2901",
    sections: [
      { id: "names", title: "The names", pages: ["names"] },
      { id: "person", title: "Their address", pages: ["address"] },
      { id: "deed-poll", title: "The deed poll", pages: ["deed-poll"] },
    ],
    pages: [namesPage, addressPage, deedPollPage(editionId)],
    dataSchema: () => changeOfNameSchema,
    render: (data: DraftData) => renderChangeOfName(data),
  };
}
