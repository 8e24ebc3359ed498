/**
 * The UI kit (components/ui): every named example is drawn in the gallery, found by its role and checked
 * by axe, so an example added to a list is tested here without a line more; then the modal's behaviour
 * (spec §2, §4, §7, §8, §9) and the gallery being a development tool only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ExampleTarget } from "../../app/components/ui/examples/ui-example.ts";
import { UI_KIT } from "../../app/components/ui/examples/ui-kit.ts";
import { freePort, startApp, stopApp } from "./app-process.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Locator, type Page, test } from "./fixtures.ts";

const CLAIM_DATE = "/dev/ui-kit/fragments/claim-date";

function find(scope: Locator, target: ExampleTarget): Locator {
  if (!("role" in target)) return scope.getByText(target.text, { exact: true });
  const byRole = scope.getByRole(
    target.role,
    target.name === undefined ? {} : { name: target.name, exact: true },
  );
  return target.text === undefined ? byRole : byRole.filter({ hasText: target.text });
}

/** The page's scripts have started: a click now reaches React's handlers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.body.classList.contains("js-enabled"));
}

test.describe("every named example", () => {
  for (const component of UI_KIT) {
    for (const example of component.examples) {
      test(`${component.component}: ${example.name}`, async ({ page }) => {
        const response = await page.goto(`/dev/ui-kit/${component.component}/${example.name}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: example.name })).toBeVisible();
        const drawn = page.locator(".app-ui-kit-example__render");
        const found = find(drawn, example.find);
        await expect(found.first()).toBeVisible();
        if ("role" in example.find && example.find.role === "table") {
          // A table with its caption as its name, column headings and at least one row of cells.
          await expect(found.getByRole("columnheader").first()).toBeVisible();
          expect(await found.getByRole("row").count()).toBeGreaterThan(1);
        }
        if ("role" in example.find && example.find.role === "navigation") {
          expect(await found.getByRole("link").count()).toBeGreaterThan(0);
        }
        await expectNoAxeViolations(page);
        if (example.opens) {
          await hydrated(page);
          await found.click();
          const opened = page.getByRole(example.opens.role, { name: example.opens.name });
          await expect(opened).toBeVisible();
          await expect(opened.getByText("Loading…")).toHaveCount(0);
          await expectNoAxeViolations(page);
          await page.keyboard.press("Escape");
          await expect(opened).toHaveCount(0);
        }
      });
    }
  }

  test("the gallery lists every component, and each component page every example", async ({ page }) => {
    await page.goto("/dev/ui-kit");
    const components = page.getByRole("table", { name: "Components" });
    for (const component of UI_KIT) {
      await expect(components.getByRole("link", { name: component.title, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    for (const component of UI_KIT) {
      await page.goto(`/dev/ui-kit/${component.component}`);
      await expect(page.getByRole("heading", { level: 1, name: component.title })).toBeVisible();
      const names = await page.locator(".app-ui-kit-example > h2").allTextContents();
      expect(names).toEqual(component.examples.map((e) => e.name));
    }
    expect((await page.request.get("/dev/ui-kit/no-such-component")).status()).toBe(404);
    expect((await page.request.get("/dev/ui-kit/table/no-such-example")).status()).toBe(404);
  });
});

test.describe("the modal", () => {
  test("opens over the page with its content, keeps focus inside, and closes on Escape and Close", async ({
    page,
  }) => {
    await page.goto("/dev/ui-kit/modal/default");
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Change claim date", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Change claim date" });
    await expect(dialog).toBeVisible();
    // Loaded from the link's address, and the first field has focus.
    await expect(dialog.getByLabel("Earliest claims date")).toBeFocused();
    await expect(page).toHaveURL(/\/dev\/ui-kit\/modal\/default$/);
    const height = await page.evaluate(() => {
      const box = document.querySelector("dialog")!.getBoundingClientRect();
      return box.height / window.innerHeight;
    });
    expect(height).toBeCloseTo(0.8, 1);

    // Tab and Shift+Tab go round the dialog's own controls and never reach the page behind.
    for (const key of [...Array(7).fill("Tab"), ...Array(7).fill("Shift+Tab")] as string[]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel("Earliest claims date")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("sends its form by ajax and shows the server's answer in place, errors included", async ({ page }) => {
    await page.goto("/dev/ui-kit/modal/default");
    await hydrated(page);
    await page.getByRole("link", { name: "Change claim date", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Change claim date" });
    const posts: { ajax: string | null; status: number }[] = [];
    page.on("response", (r) => {
      if (r.request().method() === "POST" && r.url().endsWith(CLAIM_DATE))
        posts.push({ ajax: r.request().headers()["x-requested-with"] ?? null, status: r.status() });
    });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.locator(".govuk-error-summary")).toContainText("Required.");
    await expect(dialog.locator(".govuk-error-summary")).toBeFocused();
    await dialog.getByLabel("Earliest claims date").fill("27/3/2026");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByRole("status")).toHaveText("The earliest claims date is now 27/3/2026.");
    expect(posts).toEqual([
      { ajax: "XMLHttpRequest", status: 400 },
      { ajax: "XMLHttpRequest", status: 200 },
    ]);
    await expect(page).toHaveURL(/\/dev\/ui-kit\/modal\/default$/);
  });

  test("in history mode the address names the modal while it is open, and reopening the address opens it", async ({
    page,
  }) => {
    await page.goto("/dev/ui-kit/modal/history-mode");
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Change claim date, kept in the address" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Change claim date" });
    await expect(dialog.getByLabel("Earliest claims date")).toBeVisible();
    await expect(page).toHaveURL(
      /\/dev\/ui-kit\/modal\/history-mode\?modal=%2Fdev%2Fui-kit%2Ffragments%2Fclaim-date$/,
    );
    expect(new URL(page.url()).searchParams.get("modal")).toBe(CLAIM_DATE);

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Earliest claims date")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dev\/ui-kit\/modal\/history-mode$/);
    await expect(opener).toBeFocused();

    // The parameter opens only a modal the page links to itself.
    await page.goto(`/dev/ui-kit/modal/history-mode?modal=${encodeURIComponent("/sign-in")}`);
    await hydrated(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a modal without history mode leaves the address alone and ignores the parameter", async ({
    page,
  }) => {
    await page.goto(`/dev/ui-kit/modal/default?modal=${encodeURIComponent(CLAIM_DATE)}`);
    await hydrated(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("its own submit button, below the content, sends the content's form", async ({ page }) => {
    await page.goto("/dev/ui-kit/modal/with-submit-button");
    await hydrated(page);
    await page.getByRole("link", { name: "Change claim date, button below" }).click();
    const dialog = page.getByRole("dialog", { name: "Change claim date" });
    await expect(dialog.getByLabel("Earliest claims date")).toBeVisible();
    const submit = dialog.getByRole("button", { name: "Save changes" });
    await expect(submit).toHaveCount(1);
    await submit.click();
    await expect(dialog.locator(".govuk-error-summary")).toContainText("Required.");
    await dialog.getByLabel("Earliest claims date").fill("1/4/2026");
    await submit.click();
    await expect(dialog.getByRole("status")).toHaveText("The earliest claims date is now 1/4/2026.");
  });

  test("a content that cannot be loaded shows the error and the address, and hides the submit button", async ({
    page,
  }) => {
    await page.goto("/dev/ui-kit/modal/load-error");
    await hydrated(page);
    await page.getByRole("link", { name: "Open a modal whose content is missing" }).click();
    const dialog = page.getByRole("dialog", { name: "Missing content" });
    await expect(dialog.getByRole("heading", { name: "Error: Not Found (404)" })).toBeVisible();
    await expect(dialog.getByText("/dev/ui-kit/fragments/missing", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save changes" })).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test("a button that prevents double clicks sends its form once", async ({ page }) => {
  await page.goto("/dev/ui-kit/button/prevent-double-click");
  await hydrated(page);
  let sent = 0;
  page.on("request", (r) => {
    if (r.isNavigationRequest() && new URL(r.url()).searchParams.get("sent") === "1") sent++;
  });
  await page.getByRole("button", { name: "Send" }).dblclick();
  await expect(page).toHaveURL(/sent=1$/);
  expect(sent).toBe(1);
});

test("a public production server has no UI kit", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "gazette-ui-kit-"));
  // The production server of `npm start`: no test hooks.
  const app = startApp(
    { DATA_DIR: dataDir, SEED_NOTICES: "0", GEO_FULL_IMPORT: "off", TEST_HOOKS: "off" },
    await freePort(),
  );
  try {
    await app.waitForLog(/Gazette listening on/);
    const base = `http://127.0.0.1:${app.port}`;
    for (const path of ["/dev/ui-kit", "/dev/ui-kit/table", "/dev/ui-kit/modal/default", CLAIM_DATE]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
    const ajax = await fetch(`${base}${CLAIM_DATE}`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
    expect(ajax.status).toBe(404);
  } finally {
    await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
