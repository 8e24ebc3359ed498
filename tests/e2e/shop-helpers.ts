/**
 * Shared by the shop's journeys: an issue to buy (the latest London issue, with the year and month the
 * chooser needs) and the visitor's basket as its JSON says (spec §3, §7).
 */

import { MONTH_NAMES as MONTHS } from "../../app/lib/dates.ts";
import { type APIRequestContext, expect } from "./fixtures.ts";
import { latestIssuePath } from "./gazette.ts";

export interface IssueToBuy {
  edition: "london";
  number: string;
  year: string;
  /** 1–12, as the month select's values. */
  month: string;
  purchasePath: string;
}

/** The latest London issue, read from its purchase page (its number and publication date). */
export async function issueToBuy(request: APIRequestContext): Promise<IssueToBuy> {
  const path = await latestIssuePath(request, "london");
  const number = path.split("/").at(-1) ?? "";
  const purchasePath = `${path}/purchase`;
  const response = await request.get(purchasePath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const published = /Published<\/dt>\s*<dd[^>]*>\s*(\d{1,2}) (\w+) (\d{4})/.exec(html);
  expect(published, "the purchase page shows the issue's date").not.toBeNull();
  const month = String(MONTHS.indexOf(published?.[2] ?? "") + 1);
  return { edition: "london", number, year: published?.[3] ?? "", month, purchasePath };
}

export interface BasketJsonItem {
  productId: string;
  quantity: number | string;
  name: string;
  /** A placed notice's id ("" for other items), and whether its quantity is hidden ("true"/"false"). */
  noticeId?: string;
  hideQuantity?: string;
}

/** The basket of whoever's cookies `request` carries. */
export async function basketItems(request: APIRequestContext): Promise<BasketJsonItem[]> {
  const response = await request.get("/my-gazette/basket/data.json", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items?: BasketJsonItem[] | BasketJsonItem } | null;
  const items = body?.items ?? [];
  return Array.isArray(items) ? items : [items];
}
