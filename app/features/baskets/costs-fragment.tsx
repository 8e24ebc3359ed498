/**
 * The shop widget's cost summary (spec §2, §7 "cost fragment"): the item's price, the quantity, the VAT
 * and the total including VAT, as a fragment of HTML the widget puts in place. The same rule as the
 * basket (lib/money splitVat on the line's total), so the widget and the basket never disagree.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { formatPounds, lineTotal, splitVat } from "../../lib/money.ts";

export function costsFragmentHtml(
  product: { name: string; pricePence: number; vatRatePercent: number },
  quantity: number,
): string {
  const total = lineTotal(product.pricePence, quantity);
  const { vat } = splitVat(total, product.vatRatePercent);
  return renderToStaticMarkup(
    <dl className="govuk-summary-list govuk-summary-list--no-border app-costs" data-testid="costs-summary">
      <div className="govuk-summary-list__row">
        <dt className="govuk-summary-list__key">Item</dt>
        <dd className="govuk-summary-list__value">{product.name}</dd>
      </div>
      <div className="govuk-summary-list__row">
        <dt className="govuk-summary-list__key">Price</dt>
        <dd className="govuk-summary-list__value">{formatPounds(product.pricePence)}</dd>
      </div>
      <div className="govuk-summary-list__row">
        <dt className="govuk-summary-list__key">Quantity</dt>
        <dd className="govuk-summary-list__value">{quantity}</dd>
      </div>
      <div className="govuk-summary-list__row">
        <dt className="govuk-summary-list__key">
          VAT{product.vatRatePercent === 0 ? " (zero-rated)" : ` at ${product.vatRatePercent}%`}
        </dt>
        <dd className="govuk-summary-list__value">{formatPounds(vat)}</dd>
      </div>
      <div className="govuk-summary-list__row">
        <dt className="govuk-summary-list__key">Total inc. VAT</dt>
        <dd className="govuk-summary-list__value app-costs__total">{formatPounds(total)}</dd>
      </div>
    </dl>,
  );
}

export function costsErrorHtml(message: string): string {
  return renderToStaticMarkup(<p className="govuk-error-message app-costs__error">{message}</p>);
}
