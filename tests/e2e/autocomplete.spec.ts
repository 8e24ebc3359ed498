import { expectNoAxeViolations, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, type Request, test } from "./fixtures.ts";

/**
 * The autocomplete (app/components/ui/autocomplete.tsx) on the local authority finder: it asks the
 * endpoint only from 3 characters and 500 ms after the last key, is driven by the keyboard as a WAI-ARIA
 * combobox, and announces the number of results. Without JavaScript the page is a plain GET form.
 */

const PAGE = "/services/local-authority-finder";
const ENDPOINT = "/services/local-authorities/data.json";

/** Requests the page makes to the suggestions endpoint, from now on. */
function suggestionRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === ENDPOINT) seen.push(r);
  });
  return seen;
}

/** Opens the finder and waits for the script to turn the field into a combobox. */
async function openFinder(page: Page) {
  await page.goto(PAGE);
  const input = page.getByRole("combobox", { name: "Name of the local authority" });
  await expect(input).toBeVisible();
  return {
    input,
    listbox: page.getByRole("listbox", { name: "Name of the local authority", includeHidden: true }),
    options: page.getByRole("option"),
    status: page.locator("#term-status"),
    code: page.locator('input[type="hidden"][name="code"]'),
  };
}

test.describe("autocomplete", () => {
  test("two characters ask nothing", async ({ page }) => {
    await page.clock.install();
    const { input, listbox, status } = await openFinder(page);
    // Paused, the page's timers move only when the test moves them (see the next test).
    await page.clock.pauseAt(Date.now() + 1000);
    const requests = suggestionRequests(page);
    await input.pressSequentially("le");
    // Well past the 500 ms delay: a search for "le" would have been sent by now.
    await page.clock.runFor(1200);
    expect(requests).toHaveLength(0);
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(status).toHaveText("");
    // A request sent when the clock ran out is reported a little later; the third letter's request,
    // sent after it, shows that none came before it (and that the clock drives the delay at all).
    const third = page.waitForRequest((r) => new URL(r.url()).pathname === ENDPOINT);
    await input.press("e");
    await page.clock.runFor(500);
    await third;
    expect(requests.map((r) => new URL(r.url()).searchParams.get("term"))).toEqual(["lee"]);
  });

  test("three characters ask after 500 ms, as an ajax request, and list the matches", async ({ page }) => {
    await page.clock.install();
    const { input, listbox, options, status } = await openFinder(page);
    // An installed clock still flows with real time; paused, typing slowly on a busy machine cannot
    // let the 500 ms pass before the test moves the clock itself.
    await page.clock.pauseAt(Date.now() + 1000);
    const requests = suggestionRequests(page);
    await input.pressSequentially("lee");
    await page.clock.runFor(450);
    expect(requests, "nothing before the delay").toHaveLength(0);
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === ENDPOINT);
    await page.clock.runFor(100);
    const request = await sent;
    expect(new URL(request.url()).searchParams.get("term")).toBe("lee");
    expect(request.headers()["x-requested-with"]).toBe("XMLHttpRequest");

    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(options.first()).toHaveText("Leeds");
    const count = await options.count();
    await expect(status).toHaveText(
      `${count} results are available, use up and down arrow keys to navigate.`,
    );
    expect(requests).toHaveLength(1);
  });

  test("a newer term cancels the request before and answers for itself", async ({ page }) => {
    const { input, options } = await openFinder(page);
    // The answer for "leed" is held back until the test lets it go, so it is still in flight when
    // "cardi" is typed, and arrives late.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let answered!: () => void;
    const lateAnswerSent = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await page.route(`**${ENDPOINT}?term=leed`, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
      answered();
    });
    const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith("term=leed"));
    const first = page.waitForRequest((r) => r.url().endsWith("term=leed"));
    await input.pressSequentially("leed");
    const leed = await first;
    await input.fill("cardi");
    expect((await failed).failure()?.errorText).toMatch(/abort/i);
    await expect(options).toHaveText(["Cardiff"]);
    letGo();
    await lateAnswerSent;
    expect(await leed.response(), "no answer for the old term reaches the page").toBeNull();
    await expect(options, "the late answer for the old term is not shown").toHaveText(["Cardiff"]);
  });

  test("up and down move through the options, Enter picks one, Escape closes", async ({ page }) => {
    const { input, listbox, options, code, status } = await openFinder(page);
    await input.pressSequentially("north");
    await expect(listbox).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    await expect(status).toHaveText(
      `${count} results are available, use up and down arrow keys to navigate.`,
    );

    const active = async (index: number) => {
      const option = options.nth(index);
      await expect(input).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    };
    await input.press("ArrowDown");
    await active(0);
    await input.press("ArrowDown");
    await active(1);
    await input.press("ArrowUp");
    await active(0);
    await input.press("ArrowUp");
    await active(count - 1);
    await input.press("ArrowDown");
    await active(0);
    await input.press("ArrowDown");
    await active(1);

    const name = (await options.nth(1).textContent()) ?? "";
    await input.press("Enter");
    await expect(page, "Enter on an option does not send the form").toHaveURL(PAGE);
    await expect(input).toHaveValue(name);
    await expect(code).toHaveValue(/^[ENSW]\d{8}$/);
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).not.toHaveAttribute("aria-activedescendant");

    // Escape closes a list that is open.
    await input.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue(name);

    // The picked name and its code go with the form.
    const picked = await code.inputValue();
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(new RegExp(`code=${picked}`));
    const row = page.locator("#results tbody tr").filter({ hasText: picked });
    await expect(row.locator("th")).toContainText(name);
    await expect(row.locator(".govuk-tag")).toHaveText("Chosen");
  });

  test("a click picks an option", async ({ page }) => {
    const { input, options, code } = await openFinder(page);
    await input.pressSequentially("caerdydd");
    await options.filter({ hasText: "Cardiff" }).click();
    await expect(input).toHaveValue("Cardiff");
    await expect(code).toHaveValue("W06000015");
  });

  test("a term that matches nothing says so", async ({ page }) => {
    const { input, listbox, options, status } = await openFinder(page);
    await input.pressSequentially("zzzz");
    await expect(status).toHaveText("No search results.");
    await expect(options).toHaveCount(0);
    await expect(listbox).toBeHidden();
    await expect(page.locator("[data-autocomplete-empty]")).toHaveText("No search results.");
    await input.press("Escape");
    await expect(page.locator("[data-autocomplete-empty]")).toHaveCount(0);
  });

  test("passes axe, closed and open", async ({ page }) => {
    const { input, listbox } = await openFinder(page);
    await expectNoAxeViolations(page);
    await input.pressSequentially("north");
    await expect(listbox).toBeVisible();
    await input.press("ArrowDown");
    await expectNoAxeViolations(page);
  });
});

test.describe("the local authority finder without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain form that lists the matches", async ({ page }) => {
    await page.goto(PAGE);
    const input = page.getByRole("textbox", { name: "Name of the local authority" });
    await expect(input).not.toHaveAttribute("role");
    await expect(page.getByRole("listbox", { includeHidden: true })).toHaveCount(0);
    await input.fill("lee");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/term=lee/);
    await expect(page.locator("#results caption")).toContainText("matching ‘lee’");
    await expect(page.locator("#results tbody tr").first()).toContainText("Leeds");
    await expect(page.locator("#results tbody tr").first()).toContainText("E08000035");
    await expectNoAxeViolationsWithoutPageScripts(page);
  });

  test("says what is wrong with a short or empty term", async ({ page }) => {
    await page.goto(`${PAGE}?term=le`);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.locator(".govuk-error-summary")).toContainText("Enter at least 3 letters of the name");
    await expect(page.locator("#term-error")).toContainText("Enter at least 3 letters of the name");
    await page.goto(`${PAGE}?term=`);
    await expect(page.locator(".govuk-error-summary")).toContainText("This field is required.");
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
});
