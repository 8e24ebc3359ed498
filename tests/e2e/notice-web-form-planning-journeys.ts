/**
 * The 1601 Town and Country Planning web form, in both projects: a council places a public path
 * diversion order, from its type's page through the task list (the server's messages for the order's
 * missing answers, and for a last day for objections less than 28 days after publication), check your
 * answers and the preview to the basket. The order's kind is asked with GOV.UK radios. axe on every page.
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { expectInBasketThenPending } from "./notice-web-form-journeys.ts";

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();
const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
const daysFromNow = (days: number) => ddmmyyyy(new Date(Date.now() + days * 86_400_000));

async function expectError(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
}

const TITLE = "The Otley Town Council (Footpath No. 12, Otley) Public Path Diversion Order 2026";

export async function aCouncilPlacesAPlanningOrder(page: Page, testInfo: TestInfo) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Ada Wharfe",
    organisation: { name: `Otley ${Math.random().toString(36).slice(2, 8)} Town Council` },
    placingCapacities: ["public-body"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/1601/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const draftId = draftUrl.split("/").at(-1)!;
  await checkAxe(page, testInfo);

  await page.getByRole("link", { name: "The order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Who is making the order?" })).toBeVisible();
  await page.locator("#authorityName").fill("Otley Town Council");
  await saveAndContinue(page);

  await expect(page.getByRole("heading", { level: 1, name: "What is the order?" })).toBeVisible();
  await saveAndContinue(page);
  await expectError(page, "Select what the order does");
  await expectError(page, "Enter the section of the Act the order is made under, for example 257");
  await expectError(page, "Enter the title of the order");
  await checkAxe(page, testInfo);
  const kind = page.getByRole("group", { name: "What does the order do?" });
  await expect(kind.getByRole("radio")).toHaveCount(3);
  await kind.getByRole("radio", { name: "Diversion" }).check();
  await page.locator("#section").fill("257");
  await page.locator("#orderTitle").fill(TITLE);
  await page.locator("#madeOn").fill(daysFromNow(-7));
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "The highways affected" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Which highways or ways does the order affect?" }),
  ).toBeVisible();
  await checkAxe(page, testInfo);
  await page.locator("#highways").fill("Footpath No. 12, Otley");
  await page
    .locator("#purpose")
    .fill(
      "To enable development to be carried out in accordance with planning permission reference 26/01234/FU",
    );
  await page.locator("#town").fill("Otley");
  await page.locator("#localAuthority").fill("Leeds City Council");
  await page.locator("#postcode").fill("LS21 1BZ");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Inspection and objections" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Where can the order be inspected?" }),
  ).toBeVisible();
  await checkAxe(page, testInfo);
  await page.locator("#inspectionPlace").fill("the Council's offices, Civic Centre, Otley");
  await saveAndContinue(page);

  await expect(
    page.getByRole("heading", { level: 1, name: "How and by when can people object?" }),
  ).toBeVisible();
  // Offered: the earliest day the law allows; a sooner one is refused by the server.
  await expect(page.locator("#objectionsBy")).not.toHaveValue("");
  await page.locator("#objectionsTo").fill("the Council");
  await page.locator("#objectionsBy").fill(daysFromNow(10));
  await saveAndContinue(page);
  await expectError(
    page,
    /^The last day for objections must be at least 28 days after the notice is published: /,
  );
  await checkAxe(page, testInfo);
  await page.locator("#objectionsBy").fill(daysFromNow(45));
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Signing the notice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Who signs the notice?" })).toBeVisible();
  await page.locator("#signatoryName").fill("Ada Wharfe");
  await page.locator("#signatoryRole").fill("Head of Planning");
  await saveAndContinue(page);
  await expect(page).toHaveURL(draftUrl);

  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await expect(page.locator("main")).toContainText("Footpath No. 12, Otley");
  await expect(page.locator("main")).toContainText("Diversion");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(preview).toContainText("Town and Country Planning Act 1990");
  await expect(preview).toContainText(
    "made the above Order under section 257 of the Town and Country Planning Act 1990, to divert Footpath No. 12, Otley, to enable development to be carried out in accordance with planning permission reference 26/01234/FU.",
  );
  await expect(preview).toContainText(
    "A copy of the Order and the Order map may be inspected free of charge at the Council's offices, Civic Centre, Otley during normal office hours.",
  );
  await expect(preview).toContainText("Ada Wharfe, Head of Planning");
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, draftId, "Town and Country Planning", TITLE);
}
