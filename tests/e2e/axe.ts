import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** The WCAG levels the service promises: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * A violation already reported to the developers, tolerated on the nodes matched by `target` only (the
 * same rule anywhere else still fails). Remove the entry once the app is fixed.
 */
export interface KnownAxeIssue {
  id: string;
  target: RegExp;
  reason: string;
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations (rule id, help text and
 * the CSS targets of each offending node).
 */
export async function expectNoAxeViolations(
  page: Page,
  { knownIssues = [] }: { knownIssues?: readonly KnownAxeIssue[] } = {},
): Promise<void> {
  // A page reached by a click may still be loading its stylesheet: judged unstyled, every link is "too small".
  await page.waitForLoadState("load");
  const violations = hasFrameFromAnotherOrigin(page)
    ? violationsOf(await new AxeBuilder({ page }).withTags(WCAG_TAGS).options(ONLY_VIOLATIONS).analyze())
    : await runAxeInPage(page);
  const report: string[] = [];
  for (const violation of violations) {
    const targets = violation.targets;
    const unexpected = targets.filter(
      (t) => !knownIssues.some((k) => k.id === violation.id && k.target.test(t)),
    );
    const tolerated = targets.length - unexpected.length;
    if (tolerated > 0) {
      console.warn(`known axe issue on ${page.url()}: ${violation.id} on ${tolerated} node(s)`);
    }
    if (unexpected.length > 0) {
      report.push(
        `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}\n` +
          unexpected.map((t) => `    ${t}`).join("\n"),
      );
    }
  }
  if (report.length > 0) console.log(`axe violations on ${page.url()}:\n${report.join("\n")}`);
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Whether axe must reach into a frame of another origin, which only @axe-core/playwright's default mode
 * does: it runs axe in each frame and joins the parts in a blank page it opens, and injects axe into, for
 * the purpose. Our pages have no such frames.
 */
function hasFrameFromAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some(
      (frame) =>
        frame !== page.mainFrame() && !/^about:/.test(frame.url()) && new URL(frame.url()).origin !== origin,
    );
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What a check reads of axe's answer: each rule broken, and the CSS targets of the nodes that break it. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Only violations are read, so axe is asked for their nodes alone: it otherwise names every node of every
 * passing and inapplicable rule too, and that answer (396 kB for a page of search results, 42 kB so) was
 * built, serialised and sent back for each check. The same violations either way.
 */
const ONLY_VIOLATIONS: { resultTypes: ["violations"] } = { resultTypes: ["violations"] };

function violationsOf(results: AxeResults): Violation[] {
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(" ")),
  }));
}

/**
 * One `axe.run` in the page itself, same-origin frames included (axe reaches them itself once it is in
 * each), with axe put into a document only once: the same rules on the same nodes as the default mode, in
 * about half the time (2026-11-29, an idle machine: the results page 2.8 → 1.9 s, a sign-in page 0.9 →
 * 0.45 s, equal results), and axe was about a third of the journeys' time. @axe-core/playwright's own
 * "legacy" mode does the same but evaluates axe's 580 kB twice per check. Its answer is reduced to the
 * violations in the page, so only they cross to the test.
 */
async function runAxeInPage(page: Page): Promise<Violation[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
  }
  return page.evaluate(
    async ({ tags, options }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, ...options });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(" ")),
      }));
    },
    { tags: WCAG_TAGS, options: ONLY_VIOLATIONS },
  );
}

/**
 * axe for a page viewed with JavaScript disabled. axe itself needs scripts (and timers) to run, which a
 * context with JavaScript disabled does not allow, so the page's document, exactly as this browser holds
 * it, is shown in another context where scripts are allowed but the page's own are never loaded (nor its
 * inline ones: a Content Security Policy allows none), and axe inspects that. The document is not asked of
 * the server again: a page that answered a POST, or one whose address acts when fetched (sign-out), is
 * checked as the visitor saw it. The other context carries the page's cookies for what the document loads.
 */
export async function expectNoAxeViolationsWithoutPageScripts(
  page: Page,
  options: { knownIssues?: readonly KnownAxeIssue[] } = {},
): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser behind this page");
  // The document as shown, once it has finished loading (a click's navigation may still be under way).
  await page.waitForLoadState("load");
  const checker = await checkerFor(browser);
  checker.html = await page.content();
  await checker.context.clearCookies();
  await checker.context.addCookies(await page.context().cookies());
  // At the page's own size: a small screen's layout is not a desktop's.
  await checker.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  // Each check a new document: an address that differs from the last one checked only by its fragment (or
  // not at all) is reached from a blank page, or it would be a jump within the old document.
  const address = page.url();
  if (withoutFragment(checker.page.url()) === withoutFragment(address))
    await checker.page.goto("about:blank");
  await checker.page.goto(address);
  // Read by a plain evaluation: a locator's first use in each document costs ~0.1 s to set up.
  const bodyClass = await checker.page.evaluate(() => document.body.className);
  expect(bodyClass).not.toMatch(/\bjs-enabled\b/);
  await expectNoAxeViolations(checker.page, options);
}

const withoutFragment = (address: string) => address.replace(/#.*$/, "");

interface Checker {
  context: BrowserContext;
  page: Page;
  /** The document the next navigation is answered with. */
  html: string;
}

/**
 * One checking context per browser (a Playwright worker's), kept for every check in it: a new context and
 * its cold cache for each check cost over a second on a busy machine (2026-11-29). Journeys in a worker run
 * one after another, so one check at a time uses it; its cookies are replaced by the page's for each check.
 */
const checkers = new WeakMap<Browser, Promise<Checker>>();

function checkerFor(browser: Browser): Promise<Checker> {
  let checker = checkers.get(browser);
  if (!checker) {
    checker = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const made: Checker = { context, page: await context.newPage(), html: "" };
      await context.route("**/*", async (route) => {
        const type = route.request().resourceType();
        if (type === "script") return route.abort();
        if (type !== "document") return route.fallback();
        return route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          headers: { "content-security-policy": "script-src 'none'" },
          body: made.html,
        });
      });
      return made;
    })();
    checkers.set(browser, checker);
  }
  return checker;
}

/** For journeys run in both projects: axe as the project's browser sees the page. */
export async function checkAxe(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.use.javaScriptEnabled === false) await expectNoAxeViolationsWithoutPageScripts(page);
  else await expectNoAxeViolations(page);
}
