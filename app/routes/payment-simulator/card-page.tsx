import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { appContext, requestInfoContext } from "../../context.ts";
import {
  CANCEL_INTENT,
  CardDetailsPage,
  endedPaymentTitle,
  PaymentEndedPage,
} from "../../features/payments/card-page.tsx";
import { cardFormSchema } from "../../features/payments/simulator-cards.ts";
import {
  cancelOnCardPage,
  cardPageView,
  openCardPage,
  payByCard,
  readSimulatedPayment,
} from "../../features/payments/simulator-service.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/card-page";

/**
 * The simulator is served here, or this page does not exist (a production server, unless told; for the
 * local demo's start, to anyone not on this machine).
 */
function simulatorOn(context: Route.LoaderArgs["context"]) {
  const services = context.get(appContext);
  const simulator = services.paymentSimulator;
  if (!simulator || (simulator.thisMachineOnly && !context.get(requestInfoContext).fromThisMachine))
    notFound();
  return services;
}

/**
 * `/payment-simulator/card/{paymentId}`: the hosted card page a payment's next_url leads to. Opening it
 * starts the payment; paying or cancelling ends it and sends the person to the payment's return_url.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = simulatorOn(context);
  const payment = await openCardPage(db, params.paymentId, new Date());
  if (!payment) notFound();
  return { payment: cardPageView(payment) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { db } = simulatorOn(context);
  const now = new Date();
  const current = await readSimulatedPayment(db, params.paymentId, now);
  if (!current) notFound();
  // Paid or cancelled meanwhile (another tab, the service): the page says how it ended.
  if (!cardPageView(current).payable) return redirect(new URL(request.url).pathname, 303);
  const form = await request.formData();
  if (form.get("intent") === CANCEL_INTENT) {
    const ended = await cancelOnCardPage(db, current.paymentId, now);
    return redirect(ended?.returnUrl ?? current.returnUrl, 303);
  }
  const parsed = parseForm(cardFormSchema(now), form);
  if (!parsed.ok) {
    // The card number and security code are never sent back to the page; a new `attempt` draws the form
    // afresh after a submission by script too, so what the browser holds of them is cleared as well.
    const values = { ...parsed.values, cardNumber: "", securityCode: "" };
    return data({ errors: parsed.errors, values, attempt: randomUUID() }, { status: 400 });
  }
  const paid = await payByCard(db, current.paymentId, parsed.data, now);
  return redirect(paid?.returnUrl ?? current.returnUrl, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const payment = loaderData?.payment;
  const title = !payment
    ? "Page not found"
    : payment.payable
      ? "Enter card details"
      : endedPaymentTitle(payment);
  return [{ title: `${title} - Payment simulator - The Gazette` }];
};

export default function CardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { payment } = loaderData;
  if (!payment.payable) return <PaymentEndedPage payment={payment} />;
  return (
    <CardDetailsPage
      key={actionData?.attempt}
      payment={payment}
      errors={actionData?.errors ?? []}
      values={actionData?.values}
    />
  );
}
