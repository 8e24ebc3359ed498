/**
 * The checkout page (spec §2): the items (quantity, per-item remove with a prompt, remove all with a
 * prompt), the discount form, the details form (e-mail, delivery and invoice addresses, purchase order
 * number) sent by one of the payment type buttons, and the order summary beside it, which stays in view
 * as the page scrolls (the floating basket). Every form is a plain POST form: nothing needs JavaScript.
 * A visitor has the same controls (spec §4: each change needs sign-in): with JavaScript acting on one
 * opens the sign-in modal and then carries on (checkout-sign-in.ts); without it the server sends the
 * visitor to sign in and back here, having changed nothing.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { bindFields } from "../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { CheckboxField, TextField } from "../../components/forms/fields.tsx";
import { FlashBanner } from "../../components/layout/flash-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { Table } from "../../components/ui/table.tsx";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { type AddressFieldIds, AddressFinderFields } from "../addresses/address-finder-fields.tsx";
import { BASKET_JOINED_MESSAGE } from "./checkout-after-sign-in.ts";
import { type CheckoutItemsScript, useCheckoutItems } from "./checkout-items-script.ts";
import {
  ADDRESS_LABELS,
  BILL_TO_FIELDS,
  checkoutDetailsSchema,
  discountSchema,
  SHIP_TO_FIELDS,
} from "./checkout-schema.ts";
import { useCheckoutSignIn } from "./checkout-sign-in.ts";
import type { CheckoutLineView, CheckoutView } from "./checkout-view.ts";

export type CheckoutAnswer = {
  form: "details" | "discount";
  errors: FieldError[];
  values: FormValues;
} | null;

const QUANTITIES = Array.from({ length: 200 }, (_, i) => i + 1);
const CHECKOUT = "/checkout";

/** A form's onSubmit that holds a visitor's submission until they have signed in. */
type SubmitSignedIn = (event: FormEvent<HTMLFormElement>) => void;

interface CheckoutFormProps {
  view: CheckoutView;
  answer: CheckoutAnswer;
  onSubmit: SubmitSignedIn;
}
const DISCOUNT_CONSTRAINTS = formConstraints(discountSchema);

function ItemCell({ line }: { line: CheckoutLineView }) {
  return (
    <>
      <span className="govuk-!-font-weight-bold">{line.name}</span>
      {line.details.map((detail) => (
        <span key={detail} className="govuk-body-s govuk-!-display-block govuk-!-margin-bottom-0">
          {detail}
        </span>
      ))}
      {line.problem ? <span className="govuk-error-message">{line.problem}</span> : null}
    </>
  );
}

/** The item forms post to the checkout itself, whose action asks a visitor to sign in first. */
function ItemFields({ line, intent }: { line: CheckoutLineView; intent: "update-quantity" | "remove-item" }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemId" value={line.id} />
    </>
  );
}

function QuantityCell({ line, script }: { line: CheckoutLineView; script: CheckoutItemsScript | null }) {
  if (line.hideQuantity) return <>{line.quantity}</>;
  const id = `quantity-${line.id}`;
  const state = script?.items[line.id];
  return (
    <form
      method="post"
      action={CHECKOUT}
      className="app-checkout__quantity"
      onSubmit={(event) => {
        if (!script) return;
        event.preventDefault();
        const quantity = Number(new FormData(event.currentTarget).get("quantity"));
        script.setQuantity(line.id, quantity, line.quantity);
      }}
    >
      <ItemFields line={line} intent="update-quantity" />
      <label className="govuk-label govuk-visually-hidden" htmlFor={id}>
        Quantity of {line.name}
      </label>
      {/* With JavaScript a change is sent at once (spec §4); the select shows the quantity being sent,
          and the old one again if it fails. */}
      <select
        className="govuk-select"
        id={id}
        name="quantity"
        value={String(state?.quantity ?? line.quantity)}
        disabled={state?.loading && state.quantity === undefined}
        onChange={(event) => script?.setQuantity(line.id, Number(event.currentTarget.value), line.quantity)}
      >
        {QUANTITIES.map((q) => (
          <option key={q} value={q}>
            {q}
          </option>
        ))}
      </select>{" "}
      <button
        type="submit"
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
        hidden={script ? true : undefined}
      >
        Update<span className="govuk-visually-hidden"> quantity of {line.name}</span>
      </button>
    </form>
  );
}

/** With JavaScript: the item's loading state and its error, which fades after 3 seconds (spec §9). */
function ItemStatus({ line, script }: { line: CheckoutLineView; script: CheckoutItemsScript | null }) {
  const state = script?.items[line.id];
  return (
    <>
      {state?.loading ? (
        <span className="govuk-body-s govuk-!-display-block govuk-!-margin-bottom-0" role="status">
          Updating…
        </span>
      ) : null}
      {state?.error ? (
        <span className="govuk-error-message app-checkout__item-error" role="alert">
          {state.error}
        </span>
      ) : null}
    </>
  );
}

/** With JavaScript, Remove asks Keep or Remove in place and removes through the JSON call. */
function ScriptedRemove({ line, script }: { line: CheckoutLineView; script: CheckoutItemsScript }) {
  const state = script.items[line.id];
  if (state?.confirming)
    return (
      <fieldset className="govuk-fieldset">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
          Remove {line.name} from your basket?
        </legend>
        <div className="govuk-button-group govuk-!-margin-bottom-0">
          <button
            type="button"
            className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
            onClick={() => script.keep(line.id)}
          >
            Keep<span className="govuk-visually-hidden"> {line.name}</span>
          </button>
          <button
            type="button"
            className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
            onClick={() => script.remove(line.id)}
          >
            Remove<span className="govuk-visually-hidden"> {line.name}</span>
          </button>
        </div>
      </fieldset>
    );
  return (
    <button
      type="button"
      className="app-link-button govuk-body-s govuk-!-margin-bottom-0"
      disabled={state?.loading}
      onClick={() => script.askRemove(line.id)}
    >
      Remove<span className="govuk-visually-hidden"> {line.name}</span>
    </button>
  );
}

function RemovePrompt({ line }: { line: CheckoutLineView }) {
  return (
    <form method="post" action={CHECKOUT}>
      <ItemFields line={line} intent="remove-item" />
      <p className="govuk-body govuk-!-margin-bottom-2">Remove {line.name} from your basket?</p>
      <div className="govuk-button-group govuk-!-margin-bottom-0">
        <Link className="govuk-button govuk-button--secondary" to={CHECKOUT}>
          Keep<span className="govuk-visually-hidden"> {line.name}</span>
        </Link>
        <button type="submit" className="govuk-button govuk-button--warning">
          Remove<span className="govuk-visually-hidden"> {line.name}</span>
        </button>
      </div>
    </form>
  );
}

function RemoveCell({
  line,
  removing,
  script,
}: {
  line: CheckoutLineView;
  removing: number | null;
  script: CheckoutItemsScript | null;
}) {
  if (script) return <ScriptedRemove line={line} script={script} />;
  if (removing === line.id) return <RemovePrompt line={line} />;
  return (
    <Link className="govuk-link" to={`${CHECKOUT}?remove=${line.id}#item-${line.id}`}>
      Remove<span className="govuk-visually-hidden"> {line.name}</span>
    </Link>
  );
}

function Items({
  view,
  removing,
  script,
}: {
  view: CheckoutView;
  removing: number | null;
  script: CheckoutItemsScript | null;
}) {
  return (
    <Table
      caption="Items in your basket"
      captionSize="m"
      emptyText="There are no items in your basket."
      columns={[
        { header: "Item" },
        { header: "Quantity" },
        { header: "Price", numeric: true },
        { header: <span className="govuk-visually-hidden">Remove</span> },
      ]}
      rows={view.lines.map((line) => ({
        key: line.id,
        id: `item-${line.id}`,
        data: { "data-item-id": line.id },
        cells: [
          <ItemCell key="item" line={line} />,
          <div key="quantity">
            <QuantityCell line={line} script={script} />
            <ItemStatus line={line} script={script} />
          </div>,
          line.totalPrice,
          <RemoveCell key="remove" line={line} removing={removing} script={script} />,
        ],
      }))}
    />
  );
}

function RemoveAll({ confirm, onSubmit }: { confirm: boolean; onSubmit: SubmitSignedIn }) {
  if (!confirm)
    return (
      <p className="govuk-body">
        <Link className="govuk-link" to={`${CHECKOUT}?confirm=remove-all#remove-all`} id="remove-all">
          Remove all items
        </Link>
      </p>
    );
  return (
    <form
      method="post"
      action={CHECKOUT}
      id="remove-all"
      className="app-checkout__prompt"
      onSubmit={onSubmit}
    >
      <CsrfInput />
      <input type="hidden" name="_method" value="delete" />
      <p className="govuk-body govuk-!-font-weight-bold">Remove all items from your basket?</p>
      <div className="govuk-button-group">
        <Link className="govuk-button govuk-button--secondary" to={CHECKOUT}>
          Keep items
        </Link>
        <button type="submit" className="govuk-button govuk-button--warning">
          Remove all
        </button>
      </div>
    </form>
  );
}

function DiscountForm({ view, answer, onSubmit }: CheckoutFormProps) {
  const errors = answer?.form === "discount" ? answer.errors : [];
  const [code, setCode] = useState(
    fieldValue(answer?.form === "discount" ? answer.values : undefined, "discountCode"),
  );
  if (view.discountCode)
    return (
      <Form method="post" action={CHECKOUT} className="govuk-!-margin-bottom-6" onSubmit={onSubmit}>
        <CsrfInput />
        <input type="hidden" name="intent" value="remove-discount" />
        <p className="govuk-body">
          Discount code <strong>{view.discountCode}</strong> is applied.
        </p>
        <button type="submit" className="govuk-button govuk-button--secondary">
          Remove discount code
        </button>
      </Form>
    );
  return (
    <Form method="post" action={CHECKOUT} noValidate className="govuk-!-margin-bottom-6" onSubmit={onSubmit}>
      <CsrfInput />
      <input type="hidden" name="intent" value="apply-discount" />
      {view.discountProblem ? <p className="govuk-inset-text">{view.discountProblem}</p> : null}
      <TextField
        name="discountCode"
        label="Discount code"
        labelSize="s"
        width="govuk-input--width-10"
        value={code}
        errors={errors}
        constraints={DISCOUNT_CONSTRAINTS.discountCode}
        spellCheck={false}
        autoComplete="off"
        onChange={setCode}
      />
      {/* Spec §4: the button is disabled once a code is sent, so it is not sent twice. */}
      <ApplyButton />
    </Form>
  );
}

/** Disabled while a non-empty code is being sent (spec §4), enabled again with the answer. */
function ApplyButton() {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "apply-discount" &&
    String(navigation.formData.get("discountCode") ?? "").trim() !== "";
  return (
    <button type="submit" className="govuk-button govuk-button--secondary" disabled={sending}>
      Apply discount
    </button>
  );
}

function AddressFields({
  fields,
  field,
}: {
  fields: readonly (keyof typeof ADDRESS_LABELS)[];
  field: ReturnType<typeof bindFields>;
}) {
  return fields.map((name) => (
    <TextField
      key={name}
      {...field(name)}
      label={ADDRESS_LABELS[name]}
      width={name.endsWith("PostalCode") ? "govuk-input--width-10" : "govuk-!-width-two-thirds"}
      autoComplete={AUTOCOMPLETE[name]}
    />
  ));
}

/** The lines of an address the finder fills, for the ship-to fields and the invoice address's. */
const FINDER_FIELDS = {
  shipTo: {
    line1: "shipToStreet1",
    line2: "shipToStreet2",
    city: "shipToCity",
    county: "shipToCounty",
    postcode: "shipToPostalCode",
  },
  billTo: {
    line1: "billToStreet1",
    line2: "billToStreet2",
    city: "billToCity",
    county: "billToCounty",
    postcode: "billToPostalCode",
  },
} as const satisfies Record<string, AddressFieldIds>;

/**
 * Who it is for (always shown), then the address: the finder, and the fields it fills (shown from the
 * start when they hold an address or an error).
 */
function AddressWithFinder({
  kind,
  fields,
  name,
  values,
  errors,
  field,
}: {
  kind: keyof typeof FINDER_FIELDS;
  fields: readonly (keyof typeof ADDRESS_LABELS)[];
  name: string;
  values: FormValues | undefined;
  errors: FieldError[];
  field: ReturnType<typeof bindFields>;
}) {
  const lines = Object.values(FINDER_FIELDS[kind]) as string[];
  const addressFields = fields.filter((f) => lines.includes(f) || f.endsWith("Country"));
  const open =
    lines.some((f) => fieldValue(values, f) !== "") ||
    errors.some((e) => (addressFields as readonly string[]).includes(e.field));
  return (
    <>
      <AddressFields fields={fields.filter((f) => !addressFields.includes(f))} field={field} />
      <AddressFinderFields name={name} fields={FINDER_FIELDS[kind]} open={open}>
        <AddressFields fields={addressFields} field={field} />
      </AddressFinderFields>
    </>
  );
}

const AUTOCOMPLETE: Partial<Record<keyof typeof ADDRESS_LABELS, string>> = {
  shipToDeliverTo: "shipping name",
  shipToTelephone: "shipping tel",
  shipToStreet1: "shipping address-line1",
  shipToStreet2: "shipping address-line2",
  shipToCity: "shipping address-level2",
  shipToPostalCode: "shipping postal-code",
  shipToCountry: "shipping country-name",
  billToName: "billing name",
  billToStreet1: "billing address-line1",
  billToStreet2: "billing address-line2",
  billToCity: "billing address-level2",
  billToPostalCode: "billing postal-code",
  billToCountry: "billing country-name",
};

function DetailsForm({ view, answer, onSubmit }: CheckoutFormProps) {
  const schema = checkoutDetailsSchema(view.needsDelivery);
  const errors = answer?.form === "details" ? answer.errors : [];
  const values = answer?.form === "details" ? answer.values : view.prefill;
  const field = bindFields(values, errors, formConstraints(schema));
  const [sameAddress, setSameAddress] = useState(fieldValue(values, "invoiceSameAsDelivery") !== "");
  return (
    <Form method="post" action={CHECKOUT} noValidate onSubmit={onSubmit}>
      <CsrfInput />
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="checkoutKey" value={view.checkoutKey} />
      <h2 className="govuk-heading-m">Your details</h2>
      <TextField
        {...field("email")}
        label="Email address"
        hint="We will send your order confirmation and VAT invoice here."
        autoComplete="email"
        spellCheck={false}
        width="govuk-!-width-two-thirds"
      />
      {view.needsDelivery ? (
        <fieldset className="govuk-fieldset">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">Delivery address</legend>
          <AddressWithFinder
            kind="shipTo"
            fields={SHIP_TO_FIELDS}
            name="delivery address"
            values={values}
            errors={errors}
            field={field}
          />
          <CheckboxField
            name="invoiceSameAsDelivery"
            value="on"
            label="Send the invoice to the delivery address"
            checked={sameAddress}
            errors={errors}
            onChange={setSameAddress}
          />
        </fieldset>
      ) : null}
      {/* Without JavaScript the invoice address is always there (used when the box is not ticked). */}
      <fieldset
        className="govuk-fieldset"
        hidden={view.needsDelivery && sameAddress ? true : undefined}
        data-invoice-address
      >
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">Invoice address</legend>
        <AddressWithFinder
          kind="billTo"
          fields={BILL_TO_FIELDS}
          name="invoice address"
          values={values}
          errors={errors}
          field={field}
        />
      </fieldset>
      <h2 className="govuk-heading-m">Payment</h2>
      {view.creditLeft !== null ? (
        <TextField
          {...field("purchaseOrderNumber")}
          label="Purchase order number (to pay on account)"
          hint={`Up to 10 digits. Your organisation has ${view.creditLeft} of credit left.`}
          width="govuk-input--width-10"
          spellCheck={false}
        />
      ) : null}
      {/* A second click within a second is ignored (with JavaScript); without it, the checkout key makes
          the same form sent twice one order. */}
      <div className="govuk-button-group">
        <Button name="paymentType" value="card" preventDoubleClick>
          Pay by card
        </Button>
        {view.creditLeft !== null ? (
          <Button name="paymentType" value="purchase-order" variant="secondary" preventDoubleClick>
            Pay by purchase order
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function OrderSummary({ view }: { view: CheckoutView }) {
  const { summary } = view;
  return (
    <aside className="app-checkout__summary" aria-labelledby="order-summary-heading">
      <h2 className="govuk-heading-m" id="order-summary-heading">
        Order summary
      </h2>
      <SummaryList
        rows={[
          { key: "Sub-total", value: summary.subTotal },
          summary.discount ? { key: `Discount (${view.discountCode})`, value: `-${summary.discount}` } : null,
          { key: "VAT", value: summary.vat },
          { key: "Total", value: <strong>{summary.total}</strong> },
          { key: "Total items", value: String(summary.totalItems) },
        ]}
      />
      <p className="govuk-body-s">Prices include VAT.</p>
    </aside>
  );
}

/**
 * Signed out: the visitor may look and fill in, and each change asks them to sign in (the modal, with
 * JavaScript); signing in first is offered here too.
 */
function SignInPrompt() {
  return (
    <div className="govuk-inset-text">
      <p className="govuk-body">
        <a
          className="govuk-link sign-in-modal"
          href={`${href("/sign-in")}?redirectUrl=${encodeURIComponent(CHECKOUT)}`}
        >
          Sign in to pay for your order
        </a>{" "}
        or{" "}
        <Link className="govuk-link" to={href("/register")}>
          register
        </Link>
        . Changing your basket here or paying asks you to sign in first. Your basket will be kept.
      </p>
    </div>
  );
}

/** True once the page's scripts run: the enhanced controls replace the plain forms' links. */
function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

export function CheckoutPage({
  view,
  answer,
  removing,
}: {
  view: CheckoutView;
  answer: CheckoutAnswer;
  removing?: number | null;
}) {
  const empty = view.lines.length === 0;
  const enhanced = useEnhanced();
  const reload = useRef<HTMLFormElement>(null);
  const reloadForm = useCallback(() => reload.current, []);
  const signIn = useCheckoutSignIn(view);
  const script = useCheckoutItems(view.basketId, reloadForm, signIn);
  const onSubmit = signIn.submitSignedIn;
  return (
    <>
      {answer ? <ErrorSummary errors={answer.errors} /> : null}
      {view.basketJoined ? (
        <div className="govuk-!-margin-bottom-6">
          <FlashBanner
            flash={{ kind: "info", message: BASKET_JOINED_MESSAGE }}
            titleId="basket-joined-title"
          />
        </div>
      ) : null}
      <h1 className="govuk-heading-l">Checkout</h1>
      {/* Spec §4: with 0 or 1 items left the page reloads through a form submit. */}
      <form method="get" action={CHECKOUT} ref={reload} hidden />
      <div className="govuk-grid-row app-checkout" data-enhanced={enhanced ? "true" : undefined}>
        <div className="govuk-grid-column-two-thirds">
          {!empty && !view.signedIn ? <SignInPrompt /> : null}
          <Items view={view} removing={removing ?? null} script={enhanced ? script : null} />
          {empty ? (
            <p className="govuk-body">
              <Link className="govuk-link" to={href("/shop")}>
                Browse the shop
              </Link>
            </p>
          ) : (
            <>
              <RemoveAll confirm={view.confirmRemoveAll} onSubmit={onSubmit} />
              <DiscountForm view={view} answer={answer} onSubmit={onSubmit} />
              <DetailsForm view={view} answer={answer} onSubmit={onSubmit} />
            </>
          )}
        </div>
        <div className="govuk-grid-column-one-third app-checkout__summary-column">
          {empty ? null : <OrderSummary view={view} />}
        </div>
      </div>
    </>
  );
}
