/**
 * The payment simulator's hosted card page, in the GOV.UK style of Pay's own: what is being paid, the
 * card form, "Cancel payment", and the test cards to use; or, for a payment that has ended, how it ended
 * and the way back to the service. Plain forms posted to the page: it works without JavaScript.
 */
import { Form } from "react-router";
import { bindFields } from "../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { Table } from "../../components/ui/table.tsx";
import type { PaymentState } from "../../db/schema/shop-values.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import type { FieldError, FormValues } from "../../lib/forms/parse-form.ts";
import { formatPounds } from "../../lib/money.ts";
import { CANCELLED_BY_USER_CODE } from "./payment-states.ts";
import { cardFormSchema, TEST_CARDS } from "./simulator-cards.ts";

export interface CardPagePayment {
  amountPence: number;
  description: string;
  reference: string;
  returnUrl: string;
  payable: boolean;
  state: PaymentState;
  failureCode: string | null;
}

/** The cancel form's intent, which the route reads. */
export const CANCEL_INTENT = "cancel";

// The inputs' attributes do not depend on the day the schema checks expiry against.
const CONSTRAINTS = formConstraints(cardFormSchema(new Date(0)));

function SimulatorNotice() {
  return (
    <div className="govuk-inset-text">
      This is the Gazette's payment simulator, which stands in for GOV.UK Pay: no money is taken. Pay with one
      of the test cards listed below.
    </div>
  );
}

function PaymentSummary({ payment }: { payment: CardPagePayment }) {
  return (
    <SummaryList
      rows={[
        { key: "Payment for", value: payment.description },
        { key: "Reference", value: payment.reference },
        { key: "Total amount", value: <strong>{formatPounds(payment.amountPence)}</strong> },
      ]}
    />
  );
}

function TestCards() {
  return (
    <Table
      caption="Test cards"
      captionSize="m"
      firstCellIsHeader
      columns={[{ header: "Card number" }, { header: "What happens" }]}
      rows={TEST_CARDS.map((card) => ({ key: card.number, cells: [card.number, card.effect] }))}
    />
  );
}

export function CardDetailsPage({
  payment,
  errors,
  values,
}: {
  payment: CardPagePayment;
  errors: readonly FieldError[];
  values: FormValues | undefined;
}) {
  const field = bindFields(values, errors, CONSTRAINTS);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} />
        <span className="govuk-caption-l">Payment simulator</span>
        <h1 className="govuk-heading-l">Enter card details</h1>
        <SimulatorNotice />
        <PaymentSummary payment={payment} />
        <Form method="post" noValidate>
          <CsrfInput />
          <TextField
            {...field("cardNumber")}
            label="Card number"
            hint="For example, the test card 4444 3333 2222 1111"
            autoComplete="cc-number"
            width="govuk-input--width-20"
            spellCheck={false}
          />
          <TextField
            {...field("expiry")}
            label="Expiry date"
            hint="The month and year, for example 10/30"
            autoComplete="cc-exp"
            width="govuk-input--width-5"
            spellCheck={false}
          />
          <TextField
            {...field("cardholderName")}
            label="Name on card"
            autoComplete="cc-name"
            width="govuk-!-width-two-thirds"
            spellCheck={false}
          />
          <TextField
            {...field("securityCode")}
            label="Card security code"
            hint="The last 3 digits on the back of the card"
            autoComplete="cc-csc"
            width="govuk-input--width-4"
            spellCheck={false}
          />
          <Button type="submit" preventDoubleClick>
            Confirm payment
          </Button>
        </Form>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="intent" value={CANCEL_INTENT} />
          <Button type="submit" variant="secondary">
            Cancel payment
          </Button>
        </Form>
        <TestCards />
      </div>
    </div>
  );
}

/** How a payment that can no longer be paid here stands, in words. */
export function endedPaymentText(payment: Pick<CardPagePayment, "state" | "failureCode">): string {
  switch (payment.state) {
    case "success":
      return "The payment was successful.";
    case "failed":
      return payment.failureCode === CANCELLED_BY_USER_CODE
        ? "The payment was cancelled."
        : "The payment was declined.";
    case "cancelled":
      return "The payment was cancelled by the service.";
    case "error":
      return "The payment could not be taken: the card provider had an error.";
    case "submitted":
    case "capturable":
      return "The card details have been sent: the payment is waiting for the bank to confirm it.";
    case "created":
    case "started":
      return "The payment has not been made.";
  }
}

export function endedPaymentTitle(payment: Pick<CardPagePayment, "state">): string {
  return payment.state === "submitted" || payment.state === "capturable"
    ? "This payment is being confirmed"
    : "This payment has finished";
}

export function PaymentEndedPage({ payment }: { payment: CardPagePayment }) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">Payment simulator</span>
        <h1 className="govuk-heading-l">{endedPaymentTitle(payment)}</h1>
        <p className="govuk-body">{endedPaymentText(payment)}</p>
        <PaymentSummary payment={payment} />
        <p className="govuk-body">
          <a className="govuk-link" href={payment.returnUrl}>
            Go back to the service
          </a>
        </p>
      </div>
    </div>
  );
}
