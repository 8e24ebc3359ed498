/**
 * Issue 12's whole road for an individual (in both projects): a personal representative places a 2903
 * through its web form, is stopped at "Add to basket" until the death certificate and a grant are
 * uploaded, uploads and confirms them, adds the notice to the basket, pays by card on the payment
 * service, and sees the notice pending, awaiting approval.
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { CARDS, confirmationReference, payOnCardPage } from "./checkout-helpers.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { PDF, upload } from "./notice-documents-journeys.ts";
import { fillInvoice } from "./notice-payment-journeys.ts";
import { answerTheDeceasedEstateForm } from "./notice-web-form-journeys.ts";

const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(PDF) });

/** The journey to "pending"; the notice's id. */
export async function anIndividualPlacesA2903WithDocumentsAndPaysByCard(
  page: Page,
  testInfo: TestInfo,
): Promise<number> {
  const person = await createUser(page.request, {
    name: "Harold Holloway",
    placingCapacities: ["personal-representative"],
  });
  await signInAs(page, person.email);
  await page.goto("/my-gazette/place-notice/london/2903/online-form");
  await expect(page.locator("#required-documents")).toContainText("death certificate");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const draftUrl = page.url();
  const id = draftUrl.split("/").at(-1)!;
  const status = (name: string) =>
    page.locator(".govuk-task-list__item", { hasText: name }).locator(".govuk-task-list__status");
  await expect(status("Supporting documents")).toHaveText("Not yet started");
  await answerTheDeceasedEstateForm(page, testInfo, draftUrl);
  // The documents are a task of their own: checking the answers waits for them.
  await expect(status("Check your answers")).toHaveText("Cannot start yet");

  await page.getByRole("link", { name: "Supporting documents" }).click();
  await expect(page).toHaveURL(`${draftUrl}/documents`);
  await upload(page, "Death certificate", pdf("death certificate.pdf"));
  await expect(page.getByText("death certificate.pdf has been uploaded.")).toBeVisible();
  await upload(page, "Grant of probate", pdf("grant of probate.pdf"));
  await expect(page.getByText("grant of probate.pdf has been uploaded.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm documents" }).click();
  await expect(page.getByText("Your documents are confirmed.").first()).toBeVisible();

  await page.goto(draftUrl);
  await expect(status("Supporting documents")).toHaveText("Completed");
  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  await page.getByRole("link", { name: "Preview the notice" }).click();
  await expect(page.locator("#notice-preview")).toContainText("Edith Mary HOLLOWAY");
  await page.getByRole("button", { name: "Add to basket" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("main")).toContainText(`Deceased Estates notice ${id} (The London Gazette)`);
  await fillInvoice(page);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await payOnCardPage(page, CARDS.success);
  await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");

  await page.goto("/my-gazette/pending");
  const row = page.locator(`tr[data-notice-id="${id}"]`);
  await expect(row).toContainText("Edith Mary HOLLOWAY");
  await expect(row).toContainText("Awaiting approval");
  await checkAxe(page, testInfo);
  return Number(id);
}
