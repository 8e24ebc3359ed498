/**
 * The accessibility checks themselves (axe.ts): a check that passed whatever the page would prove nothing,
 * so each way of running axe must name a violation put in front of it — in the page, inside a frame of the
 * same origin, and in the copy of a page shown without its scripts.
 */

import { expectNoAxeViolations, expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

const ORIGIN = "http://axe-checks.test";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main><h1>Axe check</h1>${body}</main></body></html>`;

/** Serves the given documents at their paths on an address no server answers. */
async function serve(browserPage: Page, documents: Record<string, string>) {
  await browserPage.route(`${ORIGIN}/**`, (route) => {
    const html = documents[new URL(route.request().url()).pathname];
    return html === undefined
      ? route.fulfill({ status: 404, body: "" })
      : route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
  });
}

test("a page without violations passes, and an image without a text alternative is named", async ({
  page: browserPage,
}) => {
  await serve(browserPage, {
    "/good": page(`<p>Nothing wrong here.</p>`),
    "/bad": page(`<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`),
  });
  await browserPage.goto(`${ORIGIN}/good`);
  await expectNoAxeViolations(browserPage);
  await browserPage.goto(`${ORIGIN}/bad`);
  await expect(expectNoAxeViolations(browserPage)).rejects.toThrow(/image-alt/);
  // Checked twice in the same document (axe is put into it once): still named.
  await expect(expectNoAxeViolations(browserPage)).rejects.toThrow(/image-alt/);
});

test("a violation inside a frame of the same origin is named", async ({ page: browserPage }) => {
  await serve(browserPage, {
    "/outer": page(`<iframe src="/inner" title="Inner"></iframe>`),
    "/inner": page(`<input type="text">`),
  });
  await browserPage.goto(`${ORIGIN}/outer`);
  await expect(expectNoAxeViolations(browserPage)).rejects.toThrow(/label/);
});

test("the check of a page as shown without its scripts names a violation, and passes the next page", async ({
  page: browserPage,
}) => {
  await serve(browserPage, {
    "/bad": page(`<a href="/good"></a>`),
    "/good": page(`<p>Nothing wrong here.</p>`),
  });
  await browserPage.goto(`${ORIGIN}/bad`);
  await expect(expectNoAxeViolationsWithoutPageScripts(browserPage)).rejects.toThrow(/link-name/);
  // The same checking context serves the next check with the next document.
  await browserPage.goto(`${ORIGIN}/good`);
  await expectNoAxeViolationsWithoutPageScripts(browserPage);
});

test("the copy shown without scripts is checked at the page's own size", async ({ page: browserPage }) => {
  // Pale text shown only on narrow screens: a violation at a phone's width, none at a desktop's.
  const narrowOnly = page(
    `<style>.narrow { color: #bbb; background: #fff } @media (min-width: 641px) { .narrow { display: none } }</style>` +
      `<p class="narrow">Shown on small screens</p>`,
  );
  await serve(browserPage, { "/narrow": narrowOnly });
  await browserPage.goto(`${ORIGIN}/narrow`);
  await expectNoAxeViolationsWithoutPageScripts(browserPage);
  await browserPage.setViewportSize({ width: 390, height: 844 });
  await expect(expectNoAxeViolationsWithoutPageScripts(browserPage)).rejects.toThrow(/color-contrast/);
});
