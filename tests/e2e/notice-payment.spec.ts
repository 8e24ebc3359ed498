import { noticePaymentTests } from "./notice-payment-journeys.ts";

/** Paying for placed notices with JavaScript (notice-payment-journeys.ts says what each journey shows). */
noticePaymentTests("");
