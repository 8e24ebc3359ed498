import { createUser } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { addByScript, csrfToken } from "./basket-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The basket with JavaScript: the JSON calls, the mini basket pop-up from the header, sign-in merge. */

test("a visitor adds through the JSON call and changes the basket in the mini basket pop-up", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Basket (0)" })).toBeVisible();
  const added = await addByScript(page, {
    productId: "ce1",
    quantity: "2",
    edition: "london",
    issue: "64941",
    fullName: "Ann Smith",
    honour: "MBE",
  });
  expect(added.status()).toBe(200);
  expect((await added.json()).summary).toEqual({
    totalItems: "2",
    totalPrice: "70.00",
    totalPricePreVat: "58.33",
    totalVat: "11.67",
  });
  await addByScript(page, { productId: "ww1c" });
  await page.reload();

  const link = page.getByRole("link", { name: "Basket (3)" });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Your basket" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".app-mini-basket__item")).toHaveCount(2);
  await expect(dialog.getByTestId("mini-basket-subtotal")).toHaveText("£82.50");
  await expect(dialog.getByTestId("mini-basket-count")).toHaveText("3 items");
  await expect(dialog.getByRole("button", { name: "Go to checkout" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Quantity: the select updates through the JSON call; the header's count follows.
  const facsimile = dialog.locator(".app-mini-basket__item", { hasText: "Facsimile issue" });
  await facsimile.getByLabel(/Quantity/).selectOption("3");
  await expect(dialog.getByTestId("mini-basket-subtotal")).toHaveText("£107.50");
  await expect(page.getByRole("link", { name: "Basket (5)" })).toBeVisible();

  // Remove asks Keep or Remove.
  const certificate = dialog.locator(".app-mini-basket__item", { hasText: "Certificate" });
  await certificate.getByRole("link", { name: /^Remove/ }).click();
  await certificate.getByRole("button", { name: "Keep" }).click();
  await expect(certificate.getByRole("link", { name: /^Remove/ })).toBeVisible();
  await certificate.getByRole("link", { name: /^Remove/ }).click();
  await certificate.getByRole("button", { name: "Remove" }).click();
  await expect(dialog.locator(".app-mini-basket__item")).toHaveCount(1);
  await expect(dialog.getByTestId("mini-basket-subtotal")).toHaveText("£37.50");
  await expect(page.getByRole("link", { name: "Basket (3)" })).toBeVisible();

  // Escape closes it, and focus goes back to the link.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Basket (3)" })).toBeFocused();

  // The server agrees.
  const data = await (await page.request.get("/my-gazette/basket/data.json")).json();
  expect(data.items).toMatchObject([{ productId: "ww1c", quantity: 3 }]);
});

test("a quantity of 201 is refused and changes nothing", async ({ page }) => {
  await page.goto("/");
  const added = await addByScript(page, { productId: "ww1d", quantity: "200" });
  const basket = await added.json();
  const item = basket.items[0];
  expect((await addByScript(page, { productId: "ww1d", quantity: "201" })).status()).toBe(400);
  const more = await addByScript(page, { productId: "ww1d", quantity: "1" });
  expect(more.status()).toBe(400);
  expect(await more.text()).toBe("You can have at most 200 of an item in your basket.");
  const update = await page.request.post(`/my-gazette/basket/item/${item.id}/quantity/data.json`, {
    form: { _method: "PUT", quantity: "201", basketId: String(basket.id) },
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": await csrfToken(page) },
  });
  expect(update.status()).toBe(400);
  const data = await (await page.request.get("/my-gazette/basket/data.json")).json();
  expect(data.items).toMatchObject([{ id: item.id, quantity: 200 }]);
});

test("a visitor's basket joins the person's at sign-in", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/");
  await addByScript(page, { productId: "ww1e", quantity: "2" });
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/my-gazette$/);
  await expect(page.getByRole("link", { name: "Basket (2)" })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "gazette_basket")).toBeUndefined();
  const data = await (await page.request.get("/my-gazette/basket/data.json")).json();
  expect(data.items).toMatchObject([{ productId: "ww1e", quantity: 2 }]);
});

test("a removed item fades out in the mini basket before it goes; at once when less motion is asked for", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  for (const productId of ["ww1c", "ww1d", "ww1e"]) await addByScript(page, { productId });
  await page.reload();
  await page.getByRole("link", { name: "Basket (3)" }).click();
  const dialog = page.getByRole("dialog", { name: "Your basket" });
  const rows = dialog.locator(".app-mini-basket__item");
  await expect(rows).toHaveCount(3);

  const remove = async (name: RegExp) => {
    const row = rows.filter({ hasText: name });
    await row.getByRole("link", { name: /^Remove/ }).click();
    await row.getByRole("button", { name: "Remove" }).click();
    return row;
  };

  // The page's timers wait for the test from here; the fade itself is the browser's.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // The removal is made; the row stays, fading, until its fade has run.
  const first = await remove(/11 November 1918/);
  await expect(first).toHaveClass(/app-mini-basket__item--leaving/);
  await expect(first).toHaveCSS("opacity", "0");
  await expect(page.getByRole("link", { name: "Basket (3)" })).toBeVisible();
  await page.clock.runFor(400);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Basket (2)" })).toBeVisible();

  // Less motion: the row goes as soon as the answer comes, with no time passing.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await remove(/4 August 1914/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).not.toHaveClass(/--leaving/);
  const data = await (await page.request.get("/my-gazette/basket/data.json")).json();
  expect(data.items).toMatchObject([{ productId: "ww1e" }]);
});
