/**
 * The UI kit without JavaScript: every example is drawn by the server as it is, and a modal's link is a
 * link to the full page, whose form works as a page.
 */

import type { ExampleTarget } from "../../app/components/ui/examples/ui-example.ts";
import { UI_KIT } from "../../app/components/ui/examples/ui-kit.ts";
import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const byTarget = (target: ExampleTarget) =>
  "role" in target
    ? { role: target.role, name: target.name, text: target.text }
    : { role: null, name: undefined, text: target.text };

for (const component of UI_KIT) {
  test(`${component.component}: every example is drawn without JavaScript`, async ({ page }) => {
    await page.goto(`/dev/ui-kit/${component.component}`);
    for (const example of component.examples) {
      const section = page.getByRole("region", { name: example.name, exact: true });
      const { role, name, text } = byTarget(example.find);
      let found = role
        ? section.getByRole(role, name === undefined ? {} : { name, exact: true })
        : section.getByText(text ?? "", { exact: true });
      if (role && text) found = found.filter({ hasText: text });
      await expect(found.first(), `${component.component}: ${example.name}`).toBeVisible();
    }
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
}

test("a modal's link leads to the full page, whose form is sent as a page", async ({ page }) => {
  await page.goto("/dev/ui-kit/modal/default");
  await page.getByRole("link", { name: "Change claim date", exact: true }).click();
  await expect(page).toHaveURL(/\/dev\/ui-kit\/fragments\/claim-date$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change claim date" })).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Required.");
  await page.getByLabel("Earliest claims date").fill("27/3/2026");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("The earliest claims date is now 27/3/2026.");
});

test("a missing modal content is a missing page", async ({ page }) => {
  await page.goto("/dev/ui-kit/modal/load-error");
  await page.getByRole("link", { name: "Open a modal whose content is missing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});
