/**
 * The payment simulator's card page, as rules: which test card gives which outcome (GOV.UK Pay's own test
 * cards, plus one of ours for a confirmation that arrives late) and the card form's checks and messages.
 * Pure, so the page, the service and the tests share one list.
 */
import { z } from "zod";

export type CardOutcome = "success" | "declined" | "error" | "delayed";

export interface TestCard {
  number: string;
  outcome: CardOutcome;
  /** What the card page says the card does. */
  effect: string;
}

/** How long a delayed confirmation stays "submitted" before it reads as a success. */
export const DELAYED_CONFIRMATION_SECONDS = 20;

/**
 * GOV.UK Pay's test cards (https://docs.payments.service.gov.uk/testing_govuk_pay/) and the simulator's
 * delayed confirmation, which Pay has no card for: its payment is "submitted" for 20 seconds, then
 * "success" when next read, as a bank that confirms late would leave it. Any other valid card number pays.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4444333322221111", outcome: "success", effect: "The payment succeeds." },
  {
    number: "4000000000000002",
    outcome: "declined",
    effect: "The card is declined: the payment fails (P0010 Payment method rejected).",
  },
  {
    number: "4000000000000119",
    outcome: "error",
    effect: "The card provider has an error: the payment ends in error (P0050).",
  },
  {
    number: "4000000000000077",
    outcome: "delayed",
    effect: `The payment is confirmed late: it stays submitted for ${DELAYED_CONFIRMATION_SECONDS} seconds, then succeeds.`,
  },
];

/** The outcome of paying with this (valid) card number. */
export function cardOutcome(cardNumber: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? "success";
}

/** Pay's failure codes and messages for the outcomes that do not pay. */
export const FAILURES = {
  declined: { code: "P0010", message: "Payment method rejected" },
  expired: { code: "P0020", message: "Payment expired" },
  cancelledByUser: { code: "P0030", message: "Payment was cancelled by the user" },
  cancelledByService: { code: "P0040", message: "Payment was cancelled by the service" },
  error: { code: "P0050", message: "Payment provider returned an error" },
} as const;

/** The card form's messages, in GOV.UK Pay's words. */
export const CARD_MESSAGES = {
  cardNumber: "Enter a valid card number",
  expiry: "Enter a valid expiry date, for example 10/30",
  expired: "The expiry date must be in the future",
  cardholderName: "Enter the name as it appears on the card",
  securityCode: "Enter a valid card security code",
} as const;

/** The card number as digits: people type spaces and dashes between the groups. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries: a mistyped digit fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM/YYYY as the last month the card is valid; null when it is not a date. */
export function parseExpiry(value: string): { year: number; month: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/**
 * The card form, checked against `now` (a card is valid to the end of its expiry month). The constraints
 * of the page's inputs are read from the same schema.
 */
export function cardFormSchema(now: Date) {
  return z.object({
    cardNumber: z
      .string()
      .transform(cardDigits)
      .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), CARD_MESSAGES.cardNumber)
      .meta({ input: { type: "text", inputMode: "numeric" } }),
    expiry: z
      .string()
      .trim()
      .refine((v) => parseExpiry(v) !== null, CARD_MESSAGES.expiry)
      .refine((v) => {
        const expiry = parseExpiry(v);
        if (!expiry) return true;
        return expiry.year * 12 + expiry.month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      }, CARD_MESSAGES.expired),
    cardholderName: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.cardholderName)
      .max(255, "Enter a name of 255 characters or fewer"),
    securityCode: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, CARD_MESSAGES.securityCode)
      .meta({ input: { type: "text", inputMode: "numeric" } }),
  });
}

export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;
