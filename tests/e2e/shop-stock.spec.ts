import { expectNoAxeViolations } from "./axe.ts";
import { addByScript } from "./basket-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { basketItems } from "./shop-helpers.ts";
import { outOfStockMessage, withStockOf } from "./shop-stock-helpers.ts";

/**
 * A product with no stock left, with JavaScript: the shop widget lists it as 'Out of stock' and it cannot
 * be chosen (not from the select, not by the address, not from the full range modal, which says so too),
 * and an add posted all the same is refused with the basket's message, the basket unchanged. Its own
 * product (the no-JavaScript journey has another), its stock put back afterwards.
 */

const PRODUCT = { id: "ww1d", name: "Facsimile issue: 11 November 1918" };

test("a product out of stock says so in the shop widget and cannot be added", async ({ page }) => {
  await withStockOf(page.request, PRODUCT.id, async (setStock) => {
    await setStock(0);
    await page.goto(`/shop?item=${PRODUCT.id}`);
    const widget = page.locator("#shop-widget");
    await expect(widget).toHaveAttribute("data-enhanced", "true");
    const item = widget.getByLabel("Item");
    const option = item.locator(`option[value="${PRODUCT.id}"]`);
    await expect(option).toHaveText(`${PRODUCT.name}, £12.50 (Out of stock)`);
    await expect(option).toBeDisabled();
    // The address chose it, but it cannot be had: the widget stays closed.
    await expect(item).toHaveValue("default");
    await expect(widget.getByLabel("Quantity")).toBeHidden();
    await expect(page.locator(".app-product-list dt", { hasText: PRODUCT.name })).toContainText(
      "Out of stock",
    );
    await expectNoAxeViolations(page);

    await widget.getByRole("link", { name: "See the full range" }).click();
    const dialog = page.getByRole("dialog", { name: "The full range" });
    const entry = dialog.locator("li", { hasText: PRODUCT.name });
    await expect(entry).toContainText("Out of stock");
    await expect(entry.getByRole("link", { name: /Select item/ })).toHaveCount(0);
    // Another product is still there to select.
    await expect(
      dialog.getByRole("link", { name: /^Select item\s+for Facsimile issue: 4 August 1914$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A page loaded before it ran out posts it all the same: refused, nothing added.
    const refused = await addByScript(page, { productId: PRODUCT.id, quantity: "1" });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toBe(outOfStockMessage(PRODUCT.name));
    expect(await basketItems(page.request)).toEqual([]);

    // In stock again, it can be chosen and added.
    await setStock(5);
    await page.goto(`/shop?item=${PRODUCT.id}`);
    await expect(widget).toHaveAttribute("data-enhanced", "true");
    await expect(item).toHaveValue(PRODUCT.id);
    await expect(option).toBeEnabled();
  });
});
