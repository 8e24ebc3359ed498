import { expectNoAxeViolationsWithoutPageScripts as expectNoAxeViolations } from "./axe.ts";
import { addByForm } from "./basket-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The basket without JavaScript: plain forms add, update, remove (after a question) and remove all. */

test("a visitor adds with a plain form, then updates, removes and removes all on the basket page", async ({
  page,
}) => {
  await page.goto("/my-gazette/basket");
  await expect(page.getByText("There are no items in your basket.")).toBeVisible();
  await expectNoAxeViolations(page);

  const back = await addByForm(page, { productId: "gaz176", edition: "london", issue: "64941" });
  expect(back).toBe("/my-gazette/basket");
  await addByForm(page, { productId: "ww1e", quantity: "2", returnUrl: "/my-gazette/basket" });
  await page.goto(back);
  await expect(page.getByText("The item was added to your basket.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket (3)" })).toBeVisible();
  await expect(page.getByTestId("mini-basket-subtotal")).toHaveText("£24.50");
  await expectNoAxeViolations(page);

  // Update: the select and its button, a plain POST.
  const copy = page.locator(".app-mini-basket__item", { hasText: "Printed copy of an issue" });
  await copy.getByLabel(/Quantity/).selectOption("4");
  await copy.getByRole("button", { name: /^Update/ }).click();
  await expect(page.getByText("The quantity was updated.")).toBeVisible();
  await expect(page.getByTestId("mini-basket-subtotal")).toHaveText("£47.00");
  await expect(page.getByTestId("mini-basket-count")).toHaveText("6 items");

  // Remove asks first, on a page of its own: Keep goes back, Remove removes.
  const pin = page.locator(".app-mini-basket__item", { hasText: "remembrance pin" });
  await pin.getByRole("link", { name: /^Remove/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remove this item from your basket?");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Keep" }).click();
  await expect(page.locator(".app-mini-basket__item")).toHaveCount(2);
  await pin.getByRole("link", { name: /^Remove/ }).click();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("The item was removed from your basket.")).toBeVisible();
  await expect(page.locator(".app-mini-basket__item")).toHaveCount(1);

  // Go to checkout is a GET form to /checkout.
  await expect(page.locator('form[method="get"][action="/checkout"]')).toHaveCount(1);

  await page.getByRole("button", { name: "Remove all items" }).click();
  await expect(page.getByText("All items were removed from your basket.")).toBeVisible();
  await expect(page.getByText("There are no items in your basket.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Basket (0)" })).toBeVisible();
});
