/**
 * Status-like columns hold one of a fixed list of words, and the list is said once: the `as const` array
 * the column's TypeScript type is read from also builds its CHECK. The database side (migrations, the
 * 23514 refusal) is status-constraints.db.test.ts.
 */
import { describe, expect, it } from "vitest";
import { constrainedColumns, schemaChecks, textColumns } from "./constrained-columns.ts";

/**
 * Columns whose names sound like a status but hold open text, and why. A new status-like column must be
 * constrained, or added here with its reason.
 */
const FREE_TEXT: Record<string, string> = {
  "notice_locations.role": "what a place is to the notice; grows with every notice type",
  "notice_people.role": "what a person is to the notice; grows with every notice type",
  "notice_companies.role": "what a company is to the notice; grows with every notice type",
  "notice_versions.reason": "why the version exists, in words shown with it",
  "organisations.decline_reason": "the account admin's own words",
  "document_cache.content_type": "whatever the cached document is, e.g. application/pdf",
};

/**
 * CHECKs that hold a rule rather than a list of words, and the rule. A CHECK not built by `oneOf()` must be
 * named here.
 */
const RULE_CHECKS: Record<string, string> = {
  products_vat_rate_check: "a VAT rate is a whole per cent from 0 to 100",
  products_stock_check: "stock is never negative",
  product_prices_price_check: "a price is never negative",
  discount_codes_amount_check: "a discount is positive, and a percentage at most 100",
  discount_codes_code_check: "codes are stored in capitals, 3 to 40 characters",
  basket_items_quantity_check: "spec §9: 1 to 200 of an item",
  basket_items_issue_check: "an issue is named by its edition and number together",
  baskets_owner_check: "a basket is a person's or a visitor's, never both or neither",
  orders_po_number_check: "a purchase order number is up to 10 digits",
  orders_totals_check: "an order's net and VAT make its total, its subtotal less discount too",
  order_lines_quantity_check: "spec §9: 1 to 200 of an item",
  order_lines_amounts_check: "a line's net and VAT make its gross",
  simulator_payments_amount_check: "a payment is for a positive amount",
  notice_fees_price_check: "a notice fee is never negative",
  notice_fees_vat_rate_check: "a VAT rate is a whole per cent from 0 to 100",
  placing_capacities_holder_check:
    "a capacity is an organisation's or an individual's, never both or neither",
  api_clients_requests_per_minute_check: "an API client's calls a minute: 1 to 100,000",
  court_injunctions_dates_check: "an injunction starts on or before the day it ends",
};

/** Names that say "one of a few words": a column named so is constrained unless FREE_TEXT says why not. */
const STATUS_LIKE =
  /(^|_)(status|state|kind|role|type|purpose|activity|frequency|method|decision|outcome|lane|reason)$/;

const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;

describe("status-like columns", () => {
  const constrained = constrainedColumns();
  const checks = schemaChecks();

  it("are constrained, or listed as free text with a reason", () => {
    const statusLike = textColumns().filter((column) => STATUS_LIKE.test(column.split(".")[1]!));
    const unconstrained = statusLike.filter(
      (column) => !constrained.some((c) => key(c) === column) && !(column in FREE_TEXT),
    );
    expect(unconstrained).toEqual([]);
    // The free-text list names real columns that are still free: no stale excuses.
    for (const column of Object.keys(FREE_TEXT)) {
      expect(textColumns()).toContain(column);
      expect(constrained.map(key)).not.toContain(column);
    }
  });

  it("each have the CHECK built from the same list their type is read from", () => {
    expect(constrained.length).toBeGreaterThan(0);
    for (const c of constrained) {
      const check = checks.find((k) => k.name === `${c.table}_${c.column}_check`);
      const words = c.values.map((v) => `'${v}'`).join(", ");
      expect(check, key(c)).toEqual({
        table: c.table,
        name: `${c.table}_${c.column}_check`,
        expression: `"${c.table}"."${c.column}" in (${words})`,
      });
    }
  });

  it("are the only CHECKs besides the named rules: none without a typed list or a reason behind it", () => {
    expect(checks.map((k) => k.name).sort()).toEqual(
      [...constrained.map((c) => `${c.table}_${c.column}_check`), ...Object.keys(RULE_CHECKS)].sort(),
    );
  });

  it("cover the columns that hold a status, a kind, a role or a purpose", () => {
    // The columns the rest of the code branches on: if one of these loses its list, this says so.
    expect(constrained.map(key).sort()).toEqual(
      [
        "approval_requests.kind",
        "approval_requests.status",
        "bundle_items.status",
        "bundles.format",
        "bundles.status",
        "companies.status",
        "court_injunctions.order_content_type",
        "court_injunctions.register_title",
        "credit_applications.status",
        "discount_codes.kind",
        "editions.jurisdiction",
        "jobs.state",
        "notice_documents.content_type",
        "notice_documents.upload_type",
        "notice_provenance.activity",
        "notices.status",
        "order_events.from_status",
        "order_events.to_status",
        "orders.payment_type",
        "orders.status",
        "organisations.business_type",
        "organisations.kind",
        "organisations.no_registration_reason",
        "organisations.organisation_structure",
        "organisations.payment_method",
        "organisations.regulatory_body",
        "organisations.status",
        "payments.provider",
        "payments.state",
        "placing_capacities.capacity",
        "products.kind",
        "proof_responses.kind",
        "refunds.state",
        "saved_searches.alert_frequency",
        "simulator_payments.state",
        "simulator_refunds.state",
        "user_images.content_type",
        "user_tokens.purpose",
        "users.role",
        "users.status",
      ].sort(),
    );
  });
});
