import { XMLValidator } from "fast-xml-parser";
import jsonld from "jsonld";
import { Parser, Writer } from "n3";
import { PDFDocument } from "pdf-lib";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { latestNoticeId, summaryValue, visibleText } from "./gazette.ts";

/**
 * A notice: its page (metadata, related notices, back link), its data representations (each parsed by a
 * real parser, not just sniffed), content negotiation, provenance and versions.
 */

/** JSON-LD must never make the parser fetch anything: the context is inline. */
const offlineLoader = async (url: string): Promise<never> => {
  throw new Error(`the JSON-LD parser tried to load ${url}`);
};

/** What the parts of this suite use of a parsed RDF quad (the jsonld typings predate RDF/JS). */
interface Quad {
  subject: { value: string };
  predicate: { value: string };
}

/** JSON-LD to RDF, offline. */
async function jsonLdToQuads(doc: unknown): Promise<Quad[]> {
  return (await jsonld.toRDF(doc as jsonld.JsonLdDocument, {
    documentLoader: offlineLoader,
  })) as unknown as Quad[];
}

/** RDF Dataset Canonicalization (RDFC-1.0) to sorted N-Quads lines, from JSON-LD or from N-Quads text. */
async function canonicalLines(input: unknown, inputFormat?: "application/n-quads"): Promise<string[]> {
  const canonize = jsonld.canonize as unknown as (input: unknown, options: object) => Promise<string>;
  const nquads = await canonize(input, {
    algorithm: "RDFC-1.0",
    format: "application/n-quads",
    documentLoader: offlineLoader,
    ...(inputFormat ? { inputFormat } : {}),
  });
  return nquads.split("\n").filter(Boolean).sort();
}

const noticeUri = (id: number) => new RegExp(`/id/notice/${id}$`);

test.describe("notice page", () => {
  test("a visitor opens a notice from the home page and reads its details", async ({ page }) => {
    await page.goto("/");
    const link = page.locator(".app-notice-list").getByRole("link").first();
    const title = await visibleText(link);
    await link.click();

    await expect(page).toHaveURL(/\/notice\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} - .+ - The Gazette$`),
    );

    // The caption names the notice type and its four-digit code, as the metadata does.
    const caption = page.locator(".govuk-caption-l");
    await expect(caption).toHaveText(/^.+ \(\d{4}\)$/);
    const type = await visibleText(caption);
    await expect(summaryValue(page, "Notice type")).toHaveText(type);
    await expect(summaryValue(page, "Edition")).toHaveText(/^The (London|Edinburgh|Belfast) Gazette$/);
    await expect(summaryValue(page, "Publication date")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(summaryValue(page, "Publication date").locator("time")).toHaveAttribute(
      "datetime",
      /^\d{4}-\d{2}-\d{2}/,
    );
    await expect(summaryValue(page, "Notice ID")).toHaveText(String(id));
    await expect(
      summaryValue(page, "Issue and page").getByRole("link", { name: /^Issue \d+$/ }),
    ).toBeVisible();
    await expect(
      summaryValue(page, "Issue and page").getByRole("link", { name: /^page \d+$/ }),
    ).toBeVisible();

    const related = page.getByRole("complementary", { name: "Related notices" });
    await expect(related).toBeVisible();
    await expect(related.getByRole("heading", { level: 2, name: "Related notices" })).toBeVisible();

    await expect(page.getByRole("button", { name: "Save notice to My Gazette" })).toBeVisible();

    const data = page.getByRole("list").filter({ has: page.getByRole("link", { name: "JSON-LD" }) });
    for (const [name, file] of [
      ["PDF", "data.pdf"],
      ["JSON", "data.json"],
      ["JSON-LD", "data.jsonld"],
      ["XHTML with RDFa", "data.xml"],
      ["Turtle (RDF)", "data.ttl"],
    ]) {
      await expect(data.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/notice/${id}/${file}`,
      );
    }
    await expect(page.getByRole("link", { name: /^Provenance/ })).toHaveAttribute(
      "href",
      `/notice/${id}/provenance`,
    );
    await expect(page.getByRole("link", { name: /^Version 1/ })).toHaveAttribute(
      "href",
      `/notice/${id}/version/1`,
    );
  });

  test("the issue and page links lead to the issue and to the page that prints the notice", async ({
    page,
    request,
  }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}`);
    const issueAndPage = summaryValue(page, "Issue and page");
    const issueLink = issueAndPage.getByRole("link", { name: /^Issue \d+$/ });
    const issueName = await visibleText(issueLink);
    const pageName = await visibleText(issueAndPage.getByRole("link", { name: /^page \d+$/ }));

    await issueLink.click();
    await expect(page).toHaveURL(/\/(london|edinburgh|belfast)\/issue\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(issueName);
    await expect(page.getByRole("main").locator(`a[href="/notice/${id}"]`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));
    await summaryValue(page, "Issue and page").getByRole("link", { name: pageName }).click();
    await expect(page).toHaveURL(/\/issue\/\d+\/page\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${pageName}$`, "i"));
    await expect(page.locator(`article a[href="/notice/${id}"]`)).toBeVisible();
  });

  test("Back goes to the address the page was given in ?back=", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}?back=/news`);
    const back = page.locator("a.govuk-back-link");
    await expect(back).toHaveText("Back");
    await expect(back).toHaveAttribute("href", "/news");
    await back.click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  });

  test("Back ignores a ?back= address on another site", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}?back=//example.com/phish`);
    await expect(page.locator("a.govuk-back-link")).toHaveAttribute("href", "/all-notices/notice");
  });

  test("without ?back=, Back returns to the page the visitor came from", async ({ page }) => {
    await page.goto("/");
    await page.locator(".app-notice-list").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    await page.locator("a.govuk-back-link").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Gazette");
  });

  test("has no accessibility violations", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("notice data representations", () => {
  test("data.json is the notice as JSON", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const response = await page.request.get(`/notice/${id}/data.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json\b/);
    const notice = await response.json();
    expect(notice.id).toBe(id);
    expect(notice.noticeCode).toMatch(/^\d{4}$/);
    expect(notice.uri).toMatch(noticeUri(id));
    expect(typeof notice.title).toBe("string");
  });

  test("data.jsonld is JSON-LD whose RDF describes the notice", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const response = await page.request.get(`/notice/${id}/data.jsonld`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/ld\+json\b/);
    const quads = await jsonLdToQuads(await response.json());
    const aboutNotice = quads.filter((q) => noticeUri(id).test(q.subject.value));
    expect(aboutNotice.length).toBeGreaterThan(0);
    expect(aboutNotice.map((q) => q.predicate.value)).toContain("http://purl.org/dc/terms/title");
  });

  test("data.ttl is Turtle whose triples describe the notice", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const response = await page.request.get(`/notice/${id}/data.ttl`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/turtle\b/);
    const quads = new Parser({ format: "text/turtle" }).parse(await response.text());
    const aboutNotice = quads.filter((q) => noticeUri(id).test(q.subject.value));
    expect(aboutNotice.length).toBeGreaterThan(0);
    expect(aboutNotice.map((q) => q.predicate.value)).toContain(
      "http://www.w3.org/1999/02/22-rdf-syntax-ns#type",
    );
  });

  test("JSON-LD and Turtle describe exactly the same graph", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const fromJsonLd = await canonicalLines(
      await (await page.request.get(`/notice/${id}/data.jsonld`)).json(),
    );
    const turtleQuads = new Parser().parse(await (await page.request.get(`/notice/${id}/data.ttl`)).text());
    const fromTurtle = await canonicalLines(
      new Writer({ format: "N-Quads" }).quadsToString(turtleQuads),
      "application/n-quads",
    );
    expect(fromJsonLd.length).toBeGreaterThan(10);
    expect(fromTurtle).toEqual(fromJsonLd);
  });

  test("data.xml is well-formed XHTML carrying RDFa about the notice", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const response = await page.request.get(`/notice/${id}/data.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xhtml\+xml\b/);
    const xhtml = await response.text();
    expect(XMLValidator.validate(xhtml)).toBe(true);
    expect(xhtml).toContain('xmlns="http://www.w3.org/1999/xhtml"');
    expect(xhtml).toMatch(new RegExp(`about="[^"]*/id/notice/${id}"`));
    expect(xhtml).toMatch(/\bproperty="[a-z-]+:[A-Za-z]+"/);
  });

  test("data.pdf is a PDF document", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const response = await page.request.get(`/notice/${id}/data.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test("the notice address answers each format its Accept header asks for", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const cases: [accept: string, contentType: RegExp, check: (body: Buffer) => Promise<void> | void][] = [
      ["application/json", /^application\/json\b/, (b) => expect(JSON.parse(b.toString()).id).toBe(id)],
      [
        "application/ld+json",
        /^application\/ld\+json\b/,
        async (b) => {
          const quads = await jsonLdToQuads(JSON.parse(b.toString()));
          expect(quads.some((q) => noticeUri(id).test(q.subject.value))).toBe(true);
        },
      ],
      [
        "text/turtle",
        /^text\/turtle\b/,
        (b) =>
          expect(new Parser().parse(b.toString()).some((q) => noticeUri(id).test(q.subject.value))).toBe(
            true,
          ),
      ],
      [
        "application/xhtml+xml",
        /^application\/xhtml\+xml\b/,
        (b) => expect(XMLValidator.validate(b.toString())).toBe(true),
      ],
      [
        "application/pdf",
        /^application\/pdf$/,
        async (b) => expect((await PDFDocument.load(b)).getPageCount()).toBeGreaterThanOrEqual(1),
      ],
      [
        "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        /^text\/html\b/,
        (b) => expect(b.toString()).toContain(`<dd class="govuk-summary-list__value">${id}</dd>`),
      ],
    ];
    for (const [accept, contentType, check] of cases) {
      const response = await page.request.get(`/notice/${id}`, { headers: { Accept: accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()["content-type"], accept).toMatch(contentType);
      expect(response.headers().vary ?? "", accept).toMatch(/\bAccept\b/);
      await check(await response.body());
    }
  });

  test("a malformed Accept header gets the HTML page", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    for (const accept of ["garbage", "application/json;q=abc", ";;;,/", "*/json"]) {
      const response = await page.request.get(`/notice/${id}`, { headers: { Accept: accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()["content-type"], accept).toMatch(/^text\/html\b/);
    }
  });

  test("the notice's identifier redirects to its page (303 See Other)", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    const response = await page.request.get(`/id/notice/${id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(`/notice/${id}`);

    await page.goto(`/id/notice/${id}`);
    await expect(page).toHaveURL(new RegExp(`/notice/${id}$`));
    await expect(summaryValue(page, "Notice ID")).toHaveText(String(id));
  });
});

test.describe("notice provenance and versions", () => {
  test("the provenance page lists what happened to the notice", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}`);
    await page.getByRole("link", { name: /^Provenance/ }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${id}/provenance$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Provenance of this notice");

    const trail = page.getByRole("table", { name: "Trail" });
    for (const activity of ["Received", "Validated", "Approved", "Published"]) {
      const row = trail
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: new RegExp(`^${activity}`) }) });
      await expect(row, activity).toHaveCount(1);
      await expect(row.getByRole("cell").first()).toHaveText(/\d{4} at \d{2}:\d{2}$/);
    }
    await expect(page.getByRole("link", { name: /^Version 1 \(as submitted\)/ })).toHaveAttribute(
      "href",
      `/notice/${id}/version/1`,
    );
    await expectNoAxeViolations(page);
  });

  test("the provenance and a version answer JSON to a client that asks for it", async ({ request }) => {
    const id = await latestNoticeId(request);
    const json = { Accept: "application/json" };
    const provenance = await request.get(`/notice/${id}/provenance`, { headers: json });
    expect(provenance.status()).toBe(200);
    expect(provenance.headers()["content-type"]).toMatch(/^application\/json/);
    expect(provenance.headers().vary).toMatch(/Accept/);
    const trail = (await provenance.json()) as { entries: { activity: string }[] };
    expect(trail.entries.map((e) => e.activity)).toEqual(expect.arrayContaining(["received", "published"]));

    const version = await request.get(`/notice/${id}/version/1`, { headers: json });
    expect(version.status()).toBe(200);
    expect(((await version.json()) as { version: number }).version).toBe(1);

    const missing = await request.get("/notice/999999999/provenance", { headers: json });
    expect(missing.status()).toBe(404);
    // The page is still the page.
    const page = await request.get(`/notice/${id}/provenance`, { headers: { Accept: "text/html" } });
    expect(page.headers()["content-type"]).toMatch(/^text\/html/);
  });

  test("version 1 of a notice renders its text as submitted", async ({ page, request }) => {
    const id = await latestNoticeId(request);
    await page.goto(`/notice/${id}`);
    const title = await visibleText(page.getByRole("heading", { level: 1 }));
    await page.getByRole("link", { name: /^Version 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${id}/version/1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".govuk-caption-l")).toHaveText(
      new RegExp(`^Notice ${id}, version 1 of \\d+$`),
    );
    await expect(page.locator(".app-notice-body")).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Provenance of this notice" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
