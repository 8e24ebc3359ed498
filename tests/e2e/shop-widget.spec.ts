import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";
import { basketItems } from "./shop-helpers.ts";

/**
 * The shop widget with JavaScript (spec §2, §4 "Shop widget", §7 cost fragment): 'default' is closed,
 * choosing an item opens it and prices it from the cost fragment, a change of quantity prices it again,
 * submit is disabled right after the click, a successful add shows the checkout link and closes the
 * widget, cancel resets it, and the full range modal's 'Select item' chooses an item in place.
 */

function widget(page: Page) {
  const root = page.locator("#shop-widget");
  return {
    root,
    item: root.getByLabel("Item"),
    quantity: root.getByLabel("Quantity"),
    summary: root.locator(".app-shop-widget__summary"),
    add: root.getByRole("button", { name: "Add to basket" }),
    cancel: root.getByRole("button", { name: "Cancel" }),
    checkout: root.getByRole("link", { name: "Go to checkout" }),
    fullRange: root.getByRole("link", { name: "See the full range" }),
  };
}

async function openShop(page: Page) {
  await page.goto("/shop");
  const w = widget(page);
  await expect(w.root).toHaveAttribute("data-enhanced", "true");
  return w;
}

const COSTS = "/assets/gazettesShopWidget/views/costsPartial.html";

test("choose an item, the cost follows the quantity, add it, and the checkout link appears", async ({
  page,
}) => {
  const w = await openShop(page);
  await expect(w.item).toHaveValue("default");
  await expect(w.quantity).toBeHidden();
  await expect(w.checkout).toBeHidden();
  await expectNoAxeViolations(page);

  const first = page.waitForRequest((r) => new URL(r.url()).pathname === COSTS);
  await w.item.selectOption("ww1c");
  const firstCall = new URL((await first).url());
  expect(Object.fromEntries(firstCall.searchParams)).toEqual({ item: "ww1c", quantity: "1" });
  await expect(w.quantity).toHaveValue("1");
  await expect(w.summary.locator(".app-costs__total")).toHaveText("£12.50");

  await w.quantity.selectOption("3");
  await expect(w.summary.locator(".app-costs__total")).toHaveText("£37.50");
  await expectNoAxeViolations(page);

  // Hold the add until the button has been seen disabled.
  const release = await holdRequests(page, "**/my-gazette/basket");
  await w.add.click();
  await expect(w.add).toBeDisabled();
  release();

  await expect(w.checkout).toBeVisible();
  await expect(w.checkout).toHaveAttribute("href", "/checkout");
  await expect(w.item).toHaveValue("default");
  await expect(w.quantity).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "has been added to your basket" })).toBeVisible();
  const items = await basketItems(page.request);
  expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([["ww1c", 3]]);
});

test("cancel closes the widget again", async ({ page }) => {
  const w = await openShop(page);
  await w.item.selectOption("ww1e");
  await expect(w.summary.locator(".app-costs__total")).toHaveText("£8.50");
  await w.cancel.click();
  await expect(w.item).toHaveValue("default");
  await expect(w.quantity).toBeHidden();
});

test("the full range modal's 'Select item' chooses the item in the widget", async ({ page }) => {
  const w = await openShop(page);
  await w.fullRange.click();
  const dialog = page.getByRole("dialog", { name: "The full range" });
  await expect(dialog).toBeVisible();
  const select = dialog.getByRole("link", { name: /^Select item\s+for Facsimile issue: 11 November 1918$/ });
  await expect(select).toBeVisible();
  await expectNoAxeViolations(page);
  await select.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(w.item).toHaveValue("ww1d");
  await expect(w.summary.locator(".app-costs__total")).toHaveText("£12.50");
});

test("deleting the last item in the mini basket hides the checkout link again", async ({ page }) => {
  const w = await openShop(page);
  await w.item.selectOption("ww1e");
  await expect(w.summary.locator(".app-costs__total")).toHaveText("£8.50");
  await w.add.click();
  await expect(w.checkout).toBeVisible();
  // The add is announced: the header's count follows without a reload.
  const basketLink = page.getByRole("link", { name: "Basket (1)" });
  await expect(basketLink).toBeVisible();

  await basketLink.click();
  const dialog = page.getByRole("dialog", { name: "Your basket" });
  await dialog.getByRole("link", { name: /^Remove/ }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(dialog.getByTestId("mini-basket-empty")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(w.checkout).toBeHidden();
  await expect(page.getByRole("link", { name: "Basket (0)" })).toBeVisible();
  expect(await basketItems(page.request)).toEqual([]);
});
