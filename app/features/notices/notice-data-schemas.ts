/**
 * The structured data of the notice types that have a web form (`WEB_FORM_CODES` in taxonomy.ts), as
 * zod schemas. The fields follow the Gazette's own forms and linked-data terms (docs/domain.md, "Fields of
 * the common notice types"). Dates are ISO `YYYY-MM-DD` strings and must be real calendar dates.
 * Types without a schema accept any JSON object. The field rules are the forms module's (lib/forms), with
 * wording for data rather than for a person at a form.
 */
import { z } from "zod";
import { addDays, daysInMonth, isRealIsoDate } from "../../lib/dates.ts";
import { postcodeUK, TIME_24 } from "../../lib/forms/extra-methods.ts";
import { isEmailAddress, isTelephoneNumber } from "../../lib/forms/field-schemas.ts";
import { type FieldError, fieldErrors } from "../../lib/forms/parse-form.ts";
import { ID_PATTERNS } from "../../lib/ids.ts";

// ---------------------------------------------------------------------------------------------------
// Field types
// ---------------------------------------------------------------------------------------------------

export const isoDateSchema = z.string().refine(isRealIsoDate, { error: "Enter a real date as YYYY-MM-DD" });

/** A time of day on the 24-hour clock, `HH:MM`. */
export const timeSchema = z.string().regex(TIME_24, { error: "Enter a time as HH:MM (24-hour clock)" });

/** A local date and time, `YYYY-MM-DDTHH:MM`. */
export const isoDateTimeSchema = z
  .string()
  .refine((v) => /^.{10}T.{5}$/.test(v) && isRealIsoDate(v.slice(0, 10)) && TIME_24.test(v.slice(11)), {
    error: "Enter a real date and time as YYYY-MM-DDTHH:MM",
  });

const text = z.string().trim().min(1, { error: "Enter a value" }).max(2000);
const shortText = z.string().trim().min(1, { error: "Enter a value" }).max(300);

export const ukPostcodeSchema = z
  .string()
  .trim()
  .refine(postcodeUK.test, { error: "Enter a real UK postcode" });

/** Spec §5's telephone rule: digits and spaces, with an optional leading plus. */
export const telephoneSchema = z
  .string()
  .trim()
  .refine(isTelephoneNumber, { error: "Enter a telephone number" });

export const emailSchema = z.string().refine(isEmailAddress, { error: "Enter an email address" });

/** Company numbers: 8 characters at Companies House (`12345678`, `SC123456`, `NI123456`); overseas registers differ. */
export const companyNumberSchema = z
  .string()
  .trim()
  .regex(ID_PATTERNS.registrationNumber, { error: "Enter a company number (letters and digits only)" });

export const addressSchema = z.object({
  lines: z.array(shortText).min(1, { error: "Enter at least one line of the address" }).max(8),
  postcode: ukPostcodeSchema.optional(),
  country: shortText.optional(),
});

export const representativeSchema = z.object({
  name: shortText,
  firm: shortText.optional(),
  address: addressSchema,
  telephone: telephoneSchema.optional(),
  email: emailSchema.optional(),
  reference: shortText.optional(),
});

export const partySchema = z.object({ name: shortText, address: addressSchema });

export const courtCaseSchema = z.object({
  name: shortText,
  caseNumber: shortText,
  caseYear: z.number().int().min(1900).max(2200),
});

export const companySchema = z.object({
  name: shortText,
  number: companyNumberSchema,
  tradingNames: z.array(shortText).optional(),
  previousNames: z.array(shortText).optional(),
  registeredOffice: addressSchema,
  principalTradingAddress: addressSchema.optional(),
  natureOfBusiness: shortText.optional(),
});

export const insolvencyPractitionerSchema = z.object({
  name: shortText,
  ipNumber: z.string().regex(/^\d{4,6}$/, { error: "Enter the insolvency practitioner number (digits)" }),
  firm: shortText,
  address: addressSchema,
  telephone: telephoneSchema.optional(),
  email: emailSchema.optional(),
});

export const liquidatorSchema = insolvencyPractitionerSchema.extend({ appointedOn: isoDateSchema });

export const officialReceiverSchema = z.object({
  name: shortText,
  office: shortText.optional(),
  address: addressSchema,
  telephone: telephoneSchema.optional(),
  email: emailSchema.optional(),
});

export const resolutionSchema = z.object({
  type: z.enum(["special", "ordinary", "extraordinary"]),
  passedOn: isoDateSchema,
  method: z.enum(["general-meeting", "written-resolution"]).optional(),
  venue: shortText.optional(),
});

export const MEETING_PROCEDURES = [
  "physical-meeting",
  "virtual-meeting",
  "deemed-consent",
  "electronic-voting",
  "correspondence",
] as const;

export const meetingSchema = z.object({
  procedure: z.enum(MEETING_PROCEDURES),
  venue: shortText.optional(),
  date: isoDateSchema,
  time: timeSchema.optional(),
  purpose: text.optional(),
});

export const proofsSchema = z.object({ address: addressSchema, lastDate: isoDateSchema });

export const personSchema = z.object({
  name: shortText,
  title: shortText.optional(),
  forenames: shortText.optional(),
  surname: shortText.optional(),
  aliases: z.array(shortText).optional(),
  addresses: z.array(addressSchema).min(1, { error: "Enter at least one address" }),
  dateOfBirth: isoDateSchema.optional(),
  occupation: shortText.optional(),
});

// ---------------------------------------------------------------------------------------------------
// Refinement helpers
// ---------------------------------------------------------------------------------------------------

type Issues = { addIssue: (issue: { code: "custom"; message: string; path: PropertyKey[] }) => void };

/** Adds an issue when both dates are present and `later` is before `earlier`. */
function notBefore(
  ctx: Issues,
  earlier: string | undefined,
  later: string | undefined,
  path: PropertyKey[],
  message: string,
) {
  if (earlier && later && isRealIsoDate(earlier) && isRealIsoDate(later) && later < earlier) {
    ctx.addIssue({ code: "custom", message, path });
  }
}

// ---------------------------------------------------------------------------------------------------
// 2903 Deceased Estates
// ---------------------------------------------------------------------------------------------------

export const deceasedSchema = z
  .object({
    title: shortText.optional(),
    forenames: shortText,
    surname: shortText,
    alsoKnownAs: z.array(shortText).optional(),
    maidenName: shortText.optional(),
    honours: shortText.optional(),
    dateOfDeath: isoDateSchema.optional(),
    dateOfDeathFrom: isoDateSchema.optional(),
    dateOfDeathTo: isoDateSchema.optional(),
    addresses: z.array(addressSchema).min(1, { error: "Enter at least one address of the deceased" }),
    occupation: shortText.optional(),
  })
  .superRefine((d, ctx) => {
    if (!d.dateOfDeath && !(d.dateOfDeathFrom && d.dateOfDeathTo)) {
      ctx.addIssue({
        code: "custom",
        message: "Enter the date of death, or the dates between which the death occurred",
        path: ["dateOfDeath"],
      });
    }
    if (d.dateOfDeath && (d.dateOfDeathFrom || d.dateOfDeathTo)) {
      ctx.addIssue({
        code: "custom",
        message: "Enter either a date of death or a date range, not both",
        path: ["dateOfDeathFrom"],
      });
    }
    notBefore(
      ctx,
      d.dateOfDeathFrom,
      d.dateOfDeathTo,
      ["dateOfDeathTo"],
      "The end of the range must not be before its start",
    );
  });

export const deceasedEstateSchema = z
  .object({
    deceased: deceasedSchema,
    personalRepresentatives: z
      .array(representativeSchema)
      .min(1, { error: "Enter at least one personal representative" }),
    claimDeadline: isoDateSchema,
  })
  .superRefine((d, ctx) => {
    notBefore(
      ctx,
      d.deceased.dateOfDeath ?? d.deceased.dateOfDeathTo,
      d.claimDeadline,
      ["claimDeadline"],
      "The claim deadline must be after the death",
    );
  });

// ---------------------------------------------------------------------------------------------------
// 2450 / 2451 Petitions to wind up
// ---------------------------------------------------------------------------------------------------

export const hearingSchema = z.object({
  court: shortText,
  address: addressSchema,
  date: isoDateSchema,
  time: timeSchema,
});

const petitionFields = {
  court: courtCaseSchema,
  petitionPresentedOn: isoDateSchema,
  petitioner: partySchema,
  /** England and Wales, Northern Ireland: the hearing and the last date to give notice of appearing. */
  hearing: hearingSchema.optional(),
  lastDateToAppear: isoDateSchema.optional(),
  /** Scotland: answers may be lodged within this many days of intimation, service and advertisement. */
  answersWithinDays: z.number().int().min(1).max(60).optional(),
  petitionersRepresentative: representativeSchema,
};

function refinePetition(
  d: {
    petitionPresentedOn: string;
    hearing?: { date: string };
    lastDateToAppear?: string;
    answersWithinDays?: number;
  },
  ctx: Issues,
) {
  if (!d.answersWithinDays && !d.hearing) {
    ctx.addIssue({
      code: "custom",
      message: "Enter the hearing (or, in Scotland, the period for answers)",
      path: ["hearing"],
    });
  }
  if (d.hearing && !d.lastDateToAppear) {
    ctx.addIssue({
      code: "custom",
      message: "Enter the last date to give notice of intention to appear",
      path: ["lastDateToAppear"],
    });
  }
  notBefore(
    ctx,
    d.petitionPresentedOn,
    d.hearing?.date,
    ["hearing", "date"],
    "The hearing must be after the petition was presented",
  );
  notBefore(
    ctx,
    d.lastDateToAppear,
    d.hearing?.date,
    ["lastDateToAppear"],
    "The last date to appear must be on or before the hearing",
  );
}

export const petitionToWindUpCompanySchema = z
  .object({ ...petitionFields, company: companySchema })
  .superRefine(refinePetition);

export const partnershipSchema = z.object({
  name: shortText,
  /** A limited liability partnership's registration number (OC…); a general partnership has none. */
  number: companyNumberSchema.optional(),
  tradingNames: z.array(shortText).optional(),
  principalTradingAddress: addressSchema,
  natureOfBusiness: shortText.optional(),
  partners: z.array(shortText).optional(),
});

export const petitionToWindUpPartnershipSchema = z
  .object({ ...petitionFields, partnership: partnershipSchema })
  .superRefine(refinePetition);

// ---------------------------------------------------------------------------------------------------
// 2452 Winding-up orders, 2454 Appointment of liquidators (court)
// ---------------------------------------------------------------------------------------------------

export const windingUpOrderSchema = z
  .object({
    court: courtCaseSchema,
    company: companySchema,
    orderDate: isoDateSchema,
    petitionPresentedOn: isoDateSchema,
    petitioner: partySchema.optional(),
    officialReceiver: officialReceiverSchema.optional(),
    /** Scotland has no official receiver: the court appoints an interim liquidator. */
    interimLiquidator: insolvencyPractitionerSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if (!d.officialReceiver && !d.interimLiquidator) {
      ctx.addIssue({
        code: "custom",
        message: "Enter the official receiver (or the interim liquidator)",
        path: ["officialReceiver"],
      });
    }
    notBefore(
      ctx,
      d.petitionPresentedOn,
      d.orderDate,
      ["orderDate"],
      "The order must be after the petition was presented",
    );
  });

export const courtAppointmentOfLiquidatorsSchema = z.object({
  court: courtCaseSchema.optional(),
  company: companySchema,
  liquidators: z.array(liquidatorSchema).min(1, { error: "Enter at least one liquidator" }),
  appointedOn: isoDateSchema,
  by: z.enum(["creditors", "court", "secretary-of-state"]),
  proofs: proofsSchema.optional(),
});

// ---------------------------------------------------------------------------------------------------
// 2441–2447 Creditors' voluntary liquidation
// ---------------------------------------------------------------------------------------------------

const voluntaryFields = {
  company: companySchema,
  liquidators: z.array(liquidatorSchema).min(1, { error: "Enter at least one liquidator" }),
  resolution: resolutionSchema.optional(),
  meeting: meetingSchema.optional(),
  proofs: proofsSchema.optional(),
};

export const cvlResolutionSchema = z.object({ ...voluntaryFields, resolution: resolutionSchema });

export const cvlMeetingOfCreditorsSchema = z.object({
  ...voluntaryFields,
  liquidators: voluntaryFields.liquidators.optional(),
  /** The insolvency practitioner convening the decision procedure (usually the proposed liquidator). */
  convener: insolvencyPractitionerSchema,
  meeting: meetingSchema,
});

export const cvlAppointmentOfLiquidatorsSchema = z.object({
  ...voluntaryFields,
  appointedBy: z.enum(["members", "creditors", "court"]).optional(),
});

export const cvlAnnualMeetingSchema = z.object({ ...voluntaryFields, meeting: meetingSchema });

export const cvlFinalMeetingSchema = z
  .object({ ...voluntaryFields, finalAccountDeliveredOn: isoDateSchema.optional() })
  .superRefine((d, ctx) => {
    if (!d.meeting && !d.finalAccountDeliveredOn) {
      ctx.addIssue({
        code: "custom",
        message: "Enter the final meeting or the date the final account was delivered",
        path: ["finalAccountDeliveredOn"],
      });
    }
  });

export const cvlNoticeToCreditorsSchema = z.object({ ...voluntaryFields, proofs: proofsSchema });

export const cvlOverseasMeetingSchema = z.object({
  ...voluntaryFields,
  meeting: meetingSchema,
  territory: shortText,
});

// ---------------------------------------------------------------------------------------------------
// 2503 Bankruptcy orders, 2510 Notice of dividends
// ---------------------------------------------------------------------------------------------------

export const bankruptcyOrderSchema = z
  .object({
    person: personSchema,
    court: courtCaseSchema,
    petitionType: z.enum(["debtor", "creditor"]),
    petitionFiledOn: isoDateSchema,
    orderDateTime: isoDateTimeSchema,
    petitioner: partySchema.optional(),
    officialReceiver: officialReceiverSchema.optional(),
    trustee: insolvencyPractitionerSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if (!d.officialReceiver && !d.trustee) {
      ctx.addIssue({
        code: "custom",
        message: "Enter the official receiver or the trustee",
        path: ["officialReceiver"],
      });
    }
    notBefore(
      ctx,
      d.petitionFiledOn,
      d.orderDateTime.slice(0, 10),
      ["orderDateTime"],
      "The order must be on or after the petition",
    );
  });

export const dividendSchema = z
  .object({
    type: z.enum(["first", "interim", "second", "final", "first-and-final"]),
    amountPencePerPound: z.number().min(0).max(100).optional(),
    rate: shortText.optional(),
    declaredOn: isoDateSchema,
    paidOn: isoDateSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.amountPencePerPound === undefined && !d.rate) {
      ctx.addIssue({
        code: "custom",
        message: "Enter the amount in pence in the pound, or the rate",
        path: ["amountPencePerPound"],
      });
    }
    notBefore(ctx, d.declaredOn, d.paidOn, ["paidOn"], "The dividend cannot be paid before it is declared");
  });

export const personalDividendSchema = z.object({
  person: personSchema,
  court: courtCaseSchema.optional(),
  dividend: dividendSchema,
  trustee: insolvencyPractitionerSchema,
});

// ---------------------------------------------------------------------------------------------------
// 2609 Companies Removed from the Register (Companies Act 2006 strike-off)
// ---------------------------------------------------------------------------------------------------

export const companyStrikeOffSchema = z
  .object({
    company: z.object({ name: shortText, number: companyNumberSchema }),
    /** `proposal`: first notice (struck off in two months unless cause is shown); `dissolution`: struck off and dissolved. */
    stage: z.enum(["proposal", "dissolution"]),
    /** `compulsory`: the registrar's own motion (s.1000); `voluntary`: the company applied (s.1003). */
    basis: z.enum(["compulsory", "voluntary"]),
    provision: shortText,
    registrar: shortText,
    strikeOffAfter: isoDateSchema.optional(),
    dissolvedOn: isoDateSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.stage === "dissolution" && !d.dissolvedOn) {
      ctx.addIssue({ code: "custom", message: "Enter the date of dissolution", path: ["dissolvedOn"] });
    }
  });

// ---------------------------------------------------------------------------------------------------
// 1601 Town and Country Planning (stopping-up and diversion orders)
// ---------------------------------------------------------------------------------------------------

export const townAndCountryPlanningSchema = z.object({
  authority: z.object({ name: shortText, address: addressSchema.optional() }),
  legislation: z.object({ act: shortText, section: shortText }),
  orderType: z.enum(["stopping-up", "diversion", "extinguishment", "other"]),
  orderTitle: shortText,
  reference: shortText.optional(),
  highways: z.array(text).min(1, { error: "Describe at least one highway or way" }),
  area: z.object({
    town: shortText.optional(),
    localAuthority: shortText,
    postcode: ukPostcodeSchema.optional(),
  }),
  purpose: text.optional(),
  madeOn: isoDateSchema.optional(),
  inspection: z
    .object({ place: shortText, address: addressSchema.optional(), until: isoDateSchema.optional() })
    .optional(),
  objections: z
    .object({
      by: isoDateSchema,
      to: shortText,
      address: addressSchema.optional(),
      email: emailSchema.optional(),
    })
    .optional(),
  /** Who signs the notice for the authority (the web form asks; the demo notices sign in their text). */
  signatory: z.object({ name: shortText, role: shortText.optional() }).optional(),
});

// ---------------------------------------------------------------------------------------------------
// 1105 Honours and Awards
// ---------------------------------------------------------------------------------------------------

export const honoursAndAwardsSchema = z.object({
  awardingBody: shortText,
  honoursList: shortText.optional(),
  announcedOn: isoDateSchema,
  awards: z
    .array(
      z.object({
        order: shortText,
        grade: shortText.optional(),
        postNominal: shortText.optional(),
        division: z.enum(["civil", "military"]).optional(),
        recipients: z
          .array(z.object({ name: shortText, citation: text.optional(), location: shortText.optional() }))
          .min(1, { error: "Enter at least one recipient" }),
      }),
    )
    .min(1, { error: "Enter at least one award" }),
});

// ---------------------------------------------------------------------------------------------------
// 2901 Changes of Name (deed poll)
// ---------------------------------------------------------------------------------------------------

export const changeOfNameSchema = z
  .object({
    oldName: shortText,
    newName: shortText,
    address: addressSchema,
    dateOfDeedPoll: isoDateSchema,
    enrolledOn: isoDateSchema.optional(),
    nationality: shortText.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.oldName.trim().toLowerCase() === d.newName.trim().toLowerCase()) {
      ctx.addIssue({
        code: "custom",
        message: "The new name must differ from the old name",
        path: ["newName"],
      });
    }
    notBefore(
      ctx,
      d.dateOfDeedPoll,
      d.enrolledOn,
      ["enrolledOn"],
      "The deed poll cannot be enrolled before it is dated",
    );
  });

// ---------------------------------------------------------------------------------------------------
// Registry
// ---------------------------------------------------------------------------------------------------

export const noticeDataSchemas: Partial<Record<string, z.ZodType>> = {
  "1105": honoursAndAwardsSchema,
  "1601": townAndCountryPlanningSchema,
  "2441": cvlResolutionSchema,
  "2442": cvlMeetingOfCreditorsSchema,
  "2443": cvlAppointmentOfLiquidatorsSchema,
  "2444": cvlAnnualMeetingSchema,
  "2445": cvlFinalMeetingSchema,
  "2446": cvlNoticeToCreditorsSchema,
  "2447": cvlOverseasMeetingSchema,
  "2450": petitionToWindUpCompanySchema,
  "2451": petitionToWindUpPartnershipSchema,
  "2452": windingUpOrderSchema,
  "2454": courtAppointmentOfLiquidatorsSchema,
  "2503": bankruptcyOrderSchema,
  "2510": personalDividendSchema,
  "2609": companyStrikeOffSchema,
  "2901": changeOfNameSchema,
  "2903": deceasedEstateSchema,
};

export type Address = z.infer<typeof addressSchema>;
export type Representative = z.infer<typeof representativeSchema>;
export type CompanyBlock = z.infer<typeof companySchema>;
export type InsolvencyPractitioner = z.infer<typeof insolvencyPractitionerSchema>;
export type Liquidator = z.infer<typeof liquidatorSchema>;
export type OfficialReceiver = z.infer<typeof officialReceiverSchema>;
export type CourtCase = z.infer<typeof courtCaseSchema>;
export type PersonBlock = z.infer<typeof personSchema>;
export type DeceasedEstateData = z.infer<typeof deceasedEstateSchema>;
export type PetitionToWindUpCompanyData = z.infer<typeof petitionToWindUpCompanySchema>;
export type PetitionToWindUpPartnershipData = z.infer<typeof petitionToWindUpPartnershipSchema>;
export type WindingUpOrderData = z.infer<typeof windingUpOrderSchema>;
export type CourtAppointmentOfLiquidatorsData = z.infer<typeof courtAppointmentOfLiquidatorsSchema>;
export type CvlResolutionData = z.infer<typeof cvlResolutionSchema>;
export type CvlMeetingOfCreditorsData = z.infer<typeof cvlMeetingOfCreditorsSchema>;
export type CvlAppointmentOfLiquidatorsData = z.infer<typeof cvlAppointmentOfLiquidatorsSchema>;
export type CvlAnnualMeetingData = z.infer<typeof cvlAnnualMeetingSchema>;
export type CvlFinalMeetingData = z.infer<typeof cvlFinalMeetingSchema>;
export type CvlNoticeToCreditorsData = z.infer<typeof cvlNoticeToCreditorsSchema>;
export type CvlOverseasMeetingData = z.infer<typeof cvlOverseasMeetingSchema>;
export type BankruptcyOrderData = z.infer<typeof bankruptcyOrderSchema>;
export type PersonalDividendData = z.infer<typeof personalDividendSchema>;
export type CompanyStrikeOffData = z.infer<typeof companyStrikeOffSchema>;
export type TownAndCountryPlanningData = z.infer<typeof townAndCountryPlanningSchema>;
export type HonoursAndAwardsData = z.infer<typeof honoursAndAwardsSchema>;
export type ChangeOfNameData = z.infer<typeof changeOfNameSchema>;

export function getNoticeDataSchema(code: string): z.ZodType | undefined {
  return noticeDataSchemas[code];
}

/**
 * Every problem of the data, each with its field as a dot-separated path (`deceased.addresses.0.lines`;
 * empty for the whole object).
 */
export type NoticeDataValidation =
  | { success: true; data: Record<string, unknown> }
  | { success: false; issues: FieldError[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Validates a notice's structured data against its type's schema (any JSON object when it has none). */
export function validateNoticeData(code: string, data: unknown): NoticeDataValidation {
  const schema = noticeDataSchemas[code];
  if (!schema) {
    return isPlainObject(data)
      ? { success: true, data }
      : { success: false, issues: [{ field: "", message: "The notice data must be an object" }] };
  }
  const result = schema.safeParse(data);
  if (result.success) return { success: true, data: result.data as Record<string, unknown> };
  return { success: false, issues: fieldErrors(result.error.issues, [], { all: true }) };
}

/** The default claim deadline of a deceased-estates notice: two months and a day after publication. */
export function defaultClaimDeadline(publishedOn: string): string {
  const [y, m, d] = publishedOn.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + 2;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  // Two months on, kept within the month (31 December → 28 or 29 February), then a day more.
  const day = Math.min(d, daysInMonth(year, month));
  return addDays(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`, 1);
}
