/**
 * The full range (spec §2 "Shop widget": the full range modal with a Select item button): every product
 * with its price. Rendered as the modal's content (an HTML fragment) and as the page without JavaScript;
 * 'Select item' is a link to the shop with the item chosen, which the widget's script turns into choosing
 * it in place. Products bought against an issue link to the issue purchase instead.
 */
import { Tag } from "../../components/ui/tag.tsx";
import { formatPounds } from "../../lib/money.ts";
import { isOutOfStock, OUT_OF_STOCK } from "./stock-rules.ts";

export interface RangeProduct {
  id: string;
  name: string;
  description: string;
  pricePence: number;
  needsIssue: boolean;
  /** Units left; null where stock does not apply. */
  stock: number | null;
}

/** `data-select-item` marks the links the widget takes over; the value is the product id. */
export const SELECT_ITEM_ATTRIBUTE = "data-select-item";

export function shopItemAddress(productId: string): string {
  return `/shop?item=${encodeURIComponent(productId)}#shop-widget`;
}

export function FullRangeList({ products }: { products: readonly RangeProduct[] }) {
  return (
    <ul className="govuk-list app-full-range">
      {products.map((product) => (
        <li key={product.id} className="govuk-!-margin-bottom-6">
          <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{product.name}</h3>
          <p className="govuk-body govuk-!-margin-bottom-1">{product.description}</p>
          <p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-2">
            {formatPounds(product.pricePence)} <span className="govuk-body-s">inc. VAT</span>
          </p>
          {isOutOfStock(product) ? (
            // Nothing to select: the widget could not add it (the basket refuses it).
            <Tag colour="grey">{OUT_OF_STOCK}</Tag>
          ) : product.needsIssue ? (
            <a className="govuk-link" href="/shop/buy-an-issue">
              Choose an issue<span className="govuk-visually-hidden"> for {product.name}</span>
            </a>
          ) : (
            <a
              className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
              data-module="govuk-button"
              href={shopItemAddress(product.id)}
              {...{ [SELECT_ITEM_ATTRIBUTE]: product.id }}
            >
              Select item<span className="govuk-visually-hidden"> for {product.name}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
