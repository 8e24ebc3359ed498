/**
 * The shop's demo data, created with the demo accounts on first start (never on a server without demo
 * data, nor by default on a public one: DEMO_ACCOUNTS): a discount code a newcomer can try at checkout.
 * The demo organisation's credit account, for trying a purchase order, is made with the organisation.
 */
import type { Database } from "../db/client.server.ts";
import { insertDiscountCode } from "../features/discounts/discount-service.server.ts";

export const DEMO_DISCOUNT_CODE = "DEMO10";

export async function createDemoShopData(db: Database): Promise<void> {
  await insertDiscountCode(db, {
    code: DEMO_DISCOUNT_CODE,
    description: "Demo data: 10% off anything, for trying the checkout",
    kind: "percentage",
    amount: 10,
    validFrom: null,
    validUntil: null,
    productIds: [],
    maxUses: null,
    maxUsesPerAccount: null,
    createdBy: null,
  });
}
