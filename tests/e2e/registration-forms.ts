/** Filling the registration forms in browser journeys (shared by the JavaScript and no-JavaScript suites). */
import { expect, type Page } from "./fixtures.ts";

/** Rated strong (all four kinds of character) and unlike any test address. */
export const STRONG_PASSWORD = "Quill-Ink42";

export async function fillAccountHolder(
  page: Page,
  person: { email: string; firstName?: string; lastName?: string; password?: string },
): Promise<void> {
  await page.getByLabel("Title").selectOption("Ms");
  await page.getByLabel("First name").fill(person.firstName ?? "Rita");
  await page.getByLabel("Last name").fill(person.lastName ?? "Register");
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Telephone (optional)", { exact: true }).fill("+44 20 7946 0000");
  await page.getByLabel("Password", { exact: true }).fill(person.password ?? STRONG_PASSWORD);
  await page.getByLabel("Repeat your password").fill(person.password ?? STRONG_PASSWORD);
  await page.getByLabel("I accept the terms and conditions").check();
}

/** The error summary lists exactly these messages, each linking to its field. */
export async function expectErrors(page: Page, errors: Record<string, string>): Promise<void> {
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toBeVisible();
  const links = summary.locator("a");
  await expect(links).toHaveCount(Object.keys(errors).length);
  for (const [field, message] of Object.entries(errors)) {
    await expect(summary.locator(`a[href="#${field}"]`)).toHaveText(message);
    await expect(page.locator(`#${field}-error`)).toContainText(message);
  }
}
