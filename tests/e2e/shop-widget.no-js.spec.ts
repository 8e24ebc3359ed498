import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { basketItems } from "./shop-helpers.ts";

/**
 * The shop widget without JavaScript (the "no-javascript" project): a plain form posted to the basket,
 * every control shown and each item's price in the page; the full range is a page whose 'Select item'
 * comes back to the shop with that item chosen.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

function widget(page: Page) {
  const root = page.locator("#shop-widget");
  return {
    item: root.getByLabel("Item"),
    quantity: root.getByLabel("Quantity"),
    add: root.getByRole("button", { name: "Add to basket" }),
    checkout: root.getByRole("link", { name: "Go to checkout" }),
  };
}

test("choose an item and a quantity, add it, and the checkout link appears", async ({ page }) => {
  await page.goto("/shop");
  const w = widget(page);
  await expect(w.quantity).toBeVisible();
  await expect(w.item.locator("option", { hasText: "Facsimile issue: 4 August 1914, £12.50" })).toHaveCount(
    1,
  );
  await expect(page.locator(".app-product-list").first()).toContainText("£");
  await expect(w.checkout).toBeHidden();
  await expectNoAxeViolationsWithoutPageScripts(page);

  await w.item.selectOption("ww1c");
  await w.quantity.selectOption("2");
  await w.add.click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(w.checkout).toBeVisible();
  const items = await basketItems(page.request);
  expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([["ww1c", 2]]);
  await expectNoAxeViolationsWithoutPageScripts(page);
});

test("the full range page's 'Select item' chooses the item in the shop", async ({ page }) => {
  await page.goto("/shop");
  await page.getByRole("link", { name: "See the full range" }).click();
  await expect(page).toHaveURL(/\/shop\/full-range$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The full range");
  await expectNoAxeViolationsWithoutPageScripts(page);
  await page.getByRole("link", { name: /^Select item\s+for Facsimile issue: 11 November 1918$/ }).click();
  await expect(page).toHaveURL(/\/shop\?item=ww1d#shop-widget$/);
  await expect(widget(page).item).toHaveValue("ww1d");
});
