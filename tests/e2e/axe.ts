import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults } from "axe-core";
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from "./fixtures.ts";

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
    ? violationsOf(
        (await new AxeBuilder({ page }).withTags(WCAG_TAGS).options(ONLY_VIOLATIONS).analyze()).violations,
      )
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

function violationsOf(violations: AxeResults["violations"]): Violation[] {
  return violations.map((v) => ({
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
 * "legacy" mode does the same but evaluates axe's 580 kB twice per check. Only the answer's violations
 * (none, mostly) cross back to the test.
 */
async function runAxeInPage(page: Page): Promise<Violation[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async ({ tags, options }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      return (await axe.run(document, { runOnly: { type: "tag", values: tags }, ...options })).violations;
    },
    { tags: WCAG_TAGS, options: ONLY_VIOLATIONS },
  );
  return violationsOf(violations);
}

/**
 * axe for a page viewed with JavaScript disabled. axe itself needs scripts (and timers) to run, which a
 * context with JavaScript disabled does not allow, so the page's document, exactly as this browser holds
 * it, is written into a page of another context where scripts are allowed but the page's own never run (a
 * Content Security Policy allows none, inline or fetched), and axe inspects that. The document is not asked
 * of the server again: a page that answered a POST, or one whose address acts when fetched (sign-out), is
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
  const address = page.url();
  const checker = await checkerFor(browser);
  await checker.placeAt(new URL(address).origin);
  const html = await page.content();
  await checker.context.clearCookies();
  await checker.context.addCookies(await page.context().cookies());
  // At the page's own size: a small screen's layout is not a desktop's.
  await checker.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  const bodyClass = await checker.page.evaluate(writeDocument, { html, address });
  expect(bodyClass).not.toMatch(/\bjs-enabled\b/);
  await expectNoAxeViolations(checker.page, options);
}

/**
 * In the checking page: takes the visitor's address (same origin, so the document's own links and forms
 * resolve as they did), replaces the document's content with the visitor's markup, and waits for its
 * stylesheets and images. `document.open` keeps the window (axe, put in once, stays) and the document's
 * policy (no script runs). Answers the new body's class, which would say whether the page's scripts ran.
 */
async function writeDocument({ html, address }: { html: string; address: string }): Promise<string> {
  history.replaceState(null, "", address);
  document.open();
  document.write(html);
  const loaded = new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  document.close();
  await loaded;
  return document.body.className;
}

interface Checker {
  context: BrowserContext;
  page: Page;
  /** Makes the page a document of this origin without scripts (again only when the origin changes). */
  placeAt(origin: string): Promise<void>;
}

/**
 * One checking page per browser (a Playwright worker's), kept for every check in it: a new context and its
 * cold cache for each check cost over a second on a busy machine (2026-11-29), and a new document for each
 * check 0.35 s more (navigating, then axe's 580 kB compiled again). Journeys in a worker run one after
 * another, so one check at a time uses it; its cookies are replaced by the page's for each check.
 */
const checkers = new WeakMap<Browser, Promise<Checker>>();

function checkerFor(browser: Browser): Promise<Checker> {
  let checker = checkers.get(browser);
  if (!checker) {
    checker = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      let placedAt = "";
      // A document of the checked page's origin (a copy's address must be of it) whose policy lets no
      // script of the page run: every copy is written into it. Answered here, not by the server, and the
      // route taken away again (while any route is set, Playwright turns the browser's cache off and passes
      // every request through the test).
      const placeAt = async (origin: string) => {
        if (origin === placedAt) return;
        const blank = `${origin}/__axe-copy-without-scripts`;
        await page.route(blank, (route) =>
          route.fulfill({
            status: 200,
            contentType: "text/html; charset=utf-8",
            headers: { "content-security-policy": "script-src 'none'" },
            body: "<!DOCTYPE html><title>Copy without scripts</title>",
          }),
        );
        await page.goto(blank);
        await page.unroute(blank);
        await page.evaluate(axeSource);
        placedAt = origin;
      };
      return { context, page, placeAt };
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
