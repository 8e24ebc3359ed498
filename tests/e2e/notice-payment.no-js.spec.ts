import { noticePaymentTests } from "./notice-payment-journeys.ts";

/** Paying for placed notices without JavaScript (notice-payment-journeys.ts says what each shows). */
noticePaymentTests("without JavaScript: ");
