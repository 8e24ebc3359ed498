/**
 * The placement API's checkout by purchase order and its orders as data (placement-api.md steps 7 and 8)
 * in the API description: make the order from the basket, give it a purchase order number, confirm or
 * cancel it, read it and its confirmation, and read the order history; and the saved searches and saved
 * notices as data (step 8). Every call needs a bearer token.
 * Pure.
 */
import { json, placement, plain, str, xml } from "./openapi-placement.ts";
import type { ParameterObject, PathItemObject, ResponseObject, SchemaObject } from "./openapi-types.ts";

const ORDER_ID: ParameterObject = {
  name: "id",
  in: "path",
  required: true,
  description: "The order's reference, as the checkout's `Location` gives it (GZ- and digits).",
  schema: { type: "string", pattern: "^GZ-[0-9]+$" },
};

const PAGE: ParameterObject = {
  name: "page",
  in: "query",
  description: "The page, from 1.",
  schema: { type: "integer", minimum: 1 },
};

const found = (description: string): ResponseObject => ({
  description,
  headers: { Location: { description: "Where to go next.", schema: { type: "string" } } },
});

const refusal = (description: string): ResponseObject => ({
  description,
  content: {
    ...plain("The message."),
    ...json({ type: "object", properties: { error: str("The message.") } }),
  },
});

const NOT_FOUND = refusal("No such order of this person's (someone else's is answered the same).");
const DEALT_WITH = refusal(
  "The order is not waiting for confirmation (confirmed or cancelled): nothing changed.",
);

const order: SchemaObject = {
  type: "object",
  description: "An order; amounts are pounds as strings with two decimals.",
  properties: {
    id: str("The reference (GZ-…)."),
    status: {
      type: "string",
      enum: ["created", "awaiting-payment", "paid", "failed", "cancelled", "fulfilled", "refunded"],
      description: "`created` with payment type PurchaseOrder: waiting for its number and confirmation.",
    },
    "status-label": str("The status in words."),
    "payment-type": { type: "string", enum: ["PurchaseOrder", "Card"] },
    "po-number": { type: ["string", "null"], description: "The purchase order number, once given." },
    "placed-at": str("When the order was made (ISO 8601)."),
    total: str("What it costs, VAT included."),
    lines: { type: "array", items: { type: "object" } },
    links: {
      type: "object",
      description:
        "self, alternates, confirmation, history; and while it waits: assign-po-number, confirm, cancel.",
    },
  },
  required: ["id", "status", "payment-type", "total", "lines", "links"],
};

const orderData = (summary: string, operationId: string, description: string) =>
  placement({
    operationId,
    summary,
    description,
    parameters: [ORDER_ID],
    responses: {
      "200": { description: "The order.", content: { ...json(order), ...xml("The same order as XML.") } },
      "404": NOT_FOUND,
    },
  });

export function orderPaths(): Record<string, PathItemObject> {
  return {
    "/my-gazette/basket/checkout": {
      post: placement({
        operationId: "checkoutByPurchaseOrder",
        summary: "Make a purchase order from the basket",
        description:
          "placement-api.md step 7. `paymentType=PurchaseOrder` (form, JSON body or query) is the only type over the API and needs a credit account (`credit-account-request-status` `approved` in `/my-gazette/account/data.json`). The order waits for its number and confirmation. An `Idempotency-Key` header makes a repeated call find the same order.",
        parameters: [
          {
            name: "paymentType",
            in: "query",
            required: true,
            description: "`PurchaseOrder`.",
            schema: { type: "string", enum: ["PurchaseOrder"] },
          },
        ],
        responses: {
          "302": found("The order was made: `Location` is the order."),
          "400": refusal(
            "No credit account, over the credit left, an empty basket, no address, or another payment type.",
          ),
        },
      }),
    },
    "/my-gazette/order/{id}/assign-po-number": {
      put: placement({
        operationId: "assignPurchaseOrderNumber",
        summary: "Give a waiting order its purchase order number",
        description: "placement-api.md step 7. `poNumber`: up to 10 digits (form, JSON body or query).",
        parameters: [
          ORDER_ID,
          {
            name: "poNumber",
            in: "query",
            required: true,
            description: "The purchase order number.",
            schema: { type: "string", pattern: "^[0-9]{1,10}$" },
          },
        ],
        responses: {
          "302": found("Given: `Location` is the order."),
          "400": refusal("Not 1 to 10 digits."),
          "404": NOT_FOUND,
          "409": DEALT_WITH,
        },
      }),
    },
    "/my-gazette/order/{id}/confirm": {
      post: placement({
        operationId: "confirmPurchaseOrder",
        summary: "Confirm a waiting purchase order",
        description:
          "placement-api.md step 7. Paid on account within the credit left; its notices go on to approval and the confirmation with its invoice is e-mailed.",
        parameters: [ORDER_ID],
        responses: {
          "302": found("Confirmed: `Location` is the confirmation."),
          "400": refusal("No purchase order number yet, or over the credit left."),
          "404": NOT_FOUND,
          "409": DEALT_WITH,
        },
      }),
    },
    "/my-gazette/order/{id}/cancel": {
      post: placement({
        operationId: "cancelPurchaseOrder",
        summary: "Cancel a purchase order before confirming it",
        description: "placement-api.md step 7. Nothing was paid; the items stay in the basket.",
        parameters: [ORDER_ID],
        responses: {
          "302": found("Cancelled: `Location` is the order."),
          "404": NOT_FOUND,
          "409": DEALT_WITH,
        },
      }),
    },
    "/my-gazette/order/{id}": {
      get: orderData(
        "An order (JSON or XML by Accept)",
        "order",
        "placement-api.md steps 7 and 8; a browser is sent to the order's page. Also at `…/data.json` and `…/data.xml`.",
      ),
    },
    "/my-gazette/order/{id}/confirmation": {
      get: orderData(
        "An order's confirmation (JSON or XML by Accept)",
        "orderConfirmation",
        "placement-api.md step 7: the order as it stands after confirming; a browser is sent to the confirmation page.",
      ),
    },
    "/my-gazette/order/history/data.json": {
      get: placement({
        operationId: "orderHistory",
        summary: "The person's orders, newest first",
        description: "placement-api.md step 8, a page at a time (`page`); also as `data.xml`.",
        parameters: [PAGE],
        responses: {
          "200": {
            description: "One page of orders with links to the next and previous.",
            content: json({ type: "object" }),
          },
        },
      }),
    },
    "/my-gazette/search/data.json": {
      get: placement({
        operationId: "savedSearches",
        summary: "The person's saved searches",
        description:
          "placement-api.md step 8: each with its search, its Atom feed and its address to delete; also as `data.xml`.",
        responses: { "200": { description: "The saved searches.", content: json({ type: "object" }) } },
      }),
    },
    "/my-gazette/search/{id}": {
      delete: placement({
        operationId: "deleteSavedSearch",
        summary: "Delete a saved search",
        description: "placement-api.md step 8.",
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            description: "The saved search's number.",
            schema: { type: "string", pattern: "^[0-9]+$" },
          },
        ],
        responses: {
          "204": { description: "Deleted." },
          "404": refusal("No saved search of this person's with that number."),
        },
      }),
    },
    "/my-gazette/notice/data.json": {
      get: placement({
        operationId: "savedNotices",
        summary: "The person's saved notices, newest first",
        description: "placement-api.md step 8, a page at a time (`page`); also as `data.xml`.",
        parameters: [PAGE],
        responses: {
          "200": { description: "One page of saved notices.", content: json({ type: "object" }) },
        },
      }),
    },
  };
}
