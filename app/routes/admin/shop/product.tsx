import { data, Form, href, Link } from "react-router";
import { bindFields } from "../../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { CheckboxField, TextareaField, TextField } from "../../../components/forms/fields.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import {
  addProductPrice,
  productForStaff,
  saveProductDetails,
} from "../../../features/shop/catalogue-admin-service.server.ts";
import { PriceScheduleTable, ScheduledPriceFields } from "../../../features/shop/price-schedule-parts.tsx";
import { priceForm, productDetailsForm } from "../../../features/shop/product-forms.ts";
import { formatDateTime, ukDate } from "../../../lib/dates.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, type FormValues, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.product.name ?? "Product"} - Shop - The Gazette` },
];

const DETAILS = formConstraints(productDetailsForm);
const PRICE = formConstraints(priceForm("2000-01-01"));

/** `/admin/products/{id}`: the product's details to change, its prices over time, and "Add a price". */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await productForStaff(context.get(appContext).db, params.id);
  if (!view) notFound();
  return view;
}

type Sent = { form: "details" | "price"; errors: FieldError[]; values: FormValues };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, secureCookies } = context.get(appContext);
  const user = signedInUser(context);
  const form = await request.formData();
  const here = href("/admin/products/:id", { id: params.id });
  const refuse = (sent: Sent, status = 400) => data(sent, { status });
  if (form.get("intent") === "price") {
    const parsed = parseForm(priceForm(ukDate(new Date()) ?? ""), form);
    if (!parsed.ok) return refuse({ form: "price", errors: parsed.errors, values: parsed.values });
    try {
      const from = await addProductPrice(db, user.id, params.id, parsed.data);
      return redirectWithFlash(here, `The new price takes effect from ${formatDateTime(from)}.`, {
        secure: secureCookies,
      });
    } catch (error) {
      if (!isDomainError(error) || error.code === "not-found") throw error;
      const field = parsed.data.when === "later" ? "effectiveDate" : "when";
      return refuse(
        { form: "price", errors: [{ field, message: error.message }], values: parsed.values },
        error.status,
      );
    }
  }
  const parsed = parseForm(productDetailsForm, form);
  if (!parsed.ok) return refuse({ form: "details", errors: parsed.errors, values: parsed.values });
  await saveProductDetails(db, params.id, parsed.data);
  return redirectWithFlash(here, "The product's details have been saved.", { secure: secureCookies });
}

export default function StaffProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, prices } = loaderData;
  const sent = actionData as Sent | undefined;
  const errors = sent?.errors ?? [];
  const detailsErrors = sent?.form === "details" ? errors : [];
  const priceErrors = sent?.form === "price" ? errors : [];
  const detailValues: FormValues =
    sent?.form === "details"
      ? sent.values
      : {
          name: product.name,
          description: product.description,
          stock: product.stock === null ? "" : String(product.stock),
        };
  const details = bindFields(detailValues, detailsErrors, DETAILS);
  const price = bindFields(sent?.form === "price" ? sent.values : undefined, priceErrors, PRICE);
  const active = sent?.form === "details" ? fieldValue(sent.values, "active") !== "" : product.active;
  return (
    <>
      <Link className="govuk-back-link" to={href("/admin/products")}>
        All products
      </Link>
      <ErrorSummary errors={errors} />
      <span className="govuk-caption-l">
        Product <code>{product.id}</code>, VAT {product.vatRatePercent}%
      </span>
      <h1 className="govuk-heading-l">{product.name}</h1>

      <PriceScheduleTable
        caption="Prices"
        priceHeader="Price including VAT"
        emptyText="This product has no price yet, so it cannot be bought."
        rows={prices}
      />

      <h2 className="govuk-heading-m" id="add-price">
        Add a price
      </h2>
      <p className="govuk-body">
        Prices are never changed: the new price takes over from its moment, and orders keep what they paid.
      </p>
      <Form method="post" noValidate aria-labelledby="add-price">
        <CsrfInput />
        <input type="hidden" name="intent" value="price" />
        <ScheduledPriceFields
          field={price}
          errors={priceErrors}
          whenConstraints={PRICE.when}
          priceLabel="Price in pounds, including VAT"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Add price
        </button>
      </Form>

      <h2 className="govuk-heading-m" id="details">
        Details
      </h2>
      <Form method="post" noValidate aria-labelledby="details">
        <CsrfInput />
        <input type="hidden" name="intent" value="details" />
        <TextField {...details("name")} label="Name" />
        <TextareaField {...details("description")} label="Description" rows={4} />
        <TextField
          {...details("stock")}
          label="Stock"
          hint="Leave empty where stock does not apply (printed or made to order)"
          width="govuk-input--width-5"
        />
        <CheckboxField name="active" label="On sale" checked={active} errors={detailsErrors} />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Save details
        </button>
      </Form>
    </>
  );
}
