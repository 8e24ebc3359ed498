import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { basketItems } from "./shop-helpers.ts";
import { outOfStockMessage, withStockOf } from "./shop-stock-helpers.ts";

/**
 * A product that runs out, without JavaScript: chosen in the shop widget while it was in stock, then
 * added after the last one went: the basket refuses it with its message and holds nothing. The shop then
 * lists it as 'Out of stock', an option that cannot be chosen, and the full range page offers no 'Select
 * item' for it. Its own product (the JavaScript journey has another), its stock put back afterwards.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

const PRODUCT = { id: "ww1c", name: "Facsimile issue: 4 August 1914" };

test("a product that runs out cannot be added, and the shop widget says it is out of stock", async ({
  page,
}) => {
  await withStockOf(page.request, PRODUCT.id, async (setStock) => {
    await setStock(3);
    await page.goto("/shop");
    const widget = page.locator("#shop-widget");
    const item = widget.getByLabel("Item");
    await item.selectOption(PRODUCT.id);
    await widget.getByLabel("Quantity").selectOption("2");

    await setStock(0);
    await widget.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByText(outOfStockMessage(PRODUCT.name))).toBeVisible();
    await expectNoAxeViolationsWithoutPageScripts(page);
    expect(await basketItems(page.request)).toEqual([]);

    await page.goto("/shop");
    const option = item.locator(`option[value="${PRODUCT.id}"]`);
    await expect(option).toHaveText(`${PRODUCT.name}, £12.50 (Out of stock)`);
    await expect(option).toBeDisabled();
    await expect(page.locator(".app-product-list dt", { hasText: PRODUCT.name })).toContainText(
      "Out of stock",
    );
    await expectNoAxeViolationsWithoutPageScripts(page);

    await page.goto("/shop/full-range");
    const entry = page.locator("li", { hasText: PRODUCT.name });
    await expect(entry).toContainText("Out of stock");
    await expect(entry.getByRole("link", { name: /Select item/ })).toHaveCount(0);
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
});
