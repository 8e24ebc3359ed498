import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appContext } from "../../context.ts";
import type { Database } from "../../db/client.server.ts";
import { COMPANY_FINDER_MESSAGES } from "../../features/companies/company-finder-schema.ts";
import CompanyFinderPage, { loader, middleware } from "./company-finder.tsx";
import { loader as dataLoader } from "./company-finder-data.tsx";

/** A database whose every use fails, as when the connection is lost. */
const brokenDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error("connection terminated unexpectedly at /srv/app/secret.ts:12:3");
    },
  },
) as Database;

function args(query: string) {
  const context = {
    get: (key: unknown) => (key === appContext ? { db: brokenDatabase, siteUrl: "" } : null),
  };
  return { request: new Request(`http://localhost/service/company-finder${query}`), context, params: {} };
}

type LoaderArgs = Parameters<typeof loader>[0];
type Result = { data: Awaited<ReturnType<typeof loader>>["data"]; init: ResponseInit | null };

async function runLoader(query: string): Promise<Result> {
  return (await loader(args(query) as unknown as LoaderArgs)) as unknown as Result;
}

/** The page as the server renders it for the given loader data. */
async function renderPage(loaderData: Result["data"]): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: "/service/company-finder",
      Component: () => createElement(CompanyFinderPage, { loaderData } as never),
    },
  ]);
  return renderToStaticMarkup(
    createElement(Stub, { initialEntries: ["/service/company-finder?companyname=x"] }),
  );
}

describe("company finder page loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers a failed search with the catalogue's message and a 500, never the error itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await runLoader("?companyname=quill&companynumber=");
    expect(result.init?.status).toBe(500);
    expect(result.data.results).toEqual({ status: "error", results: [] });
    const html = await renderPage(result.data);
    expect(html).toContain(COMPANY_FINDER_MESSAGES.error);
    expect(html).not.toContain("connection terminated");
    expect(html).not.toContain("secret.ts");
  });

  it("shows the empty form on a first visit, and the errors of bad input with a 400", async () => {
    const first = await runLoader("");
    expect(first.init?.status ?? 200).toBe(200);
    expect(first.data).toMatchObject({ errors: {}, results: { status: "idle" } });

    const empty = await runLoader("?companyname=&companynumber=");
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors).toEqual([
      { field: "companyname", message: "Enter a company name or a company number" },
    ]);
    const html = await renderPage(empty.data);
    expect(html).toContain('class="govuk-error-summary"');
    expect(html).toContain('href="#companyname"');
    expect(html).toContain('aria-describedby="companyname-hint companyname-error"');
  });
});

describe("company finder data.json", () => {
  it("is a JSON 500 with the catalogue's message when the search fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await dataLoader(args("?companyname=quill") as never);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: COMPANY_FINDER_MESSAGES.error });
    vi.restoreAllMocks();
  });

  it("is a JSON 400 for bad input, without touching the database", async () => {
    for (const query of ["", "?companyname=%20", `?companyname=${"a".repeat(161)}`]) {
      const response = await dataLoader(args(query) as never);
      expect(response.status, query).toBe(400);
      expect(Object.keys(await response.json()), query).toEqual(["error"]);
    }
  });
});

describe("company finder at its own address, asked by ajax (spec §7)", () => {
  /** Runs the page's middleware; `next` stands for the page and records whether it was rendered. */
  async function call(query: string, headers: Record<string, string>) {
    let pageRendered = false;
    const next = async () => {
      pageRendered = true;
      return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
    };
    const { context } = args(query);
    const request = new Request(`http://localhost/service/company-finder${query}`, { headers });
    const response = (await middleware[0]!(
      { request, context, params: {} } as never,
      next as never,
    )) as Response;
    return { response, pageRendered };
  }

  it("answers JSON to a client that prefers it or to an ajax call, the page to a browser", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ajaxCalls: Record<string, string>[] = [
      { Accept: "application/json" },
      { "X-Requested-With": "XMLHttpRequest" },
      { Accept: "application/json, text/javascript, */*; q=0.01", "X-Requested-With": "XMLHttpRequest" },
    ];
    for (const headers of ajaxCalls) {
      // The broken database makes the search fail: the JSON answer is then the catalogue's message.
      const { response, pageRendered } = await call("?companyname=quill", headers);
      expect(pageRendered, JSON.stringify(headers)).toBe(false);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: COMPANY_FINDER_MESSAGES.error });
      expect(response.headers.get("vary")).toMatch(/Accept/);
    }
    const bad = await call("?companyname=", { Accept: "application/json" });
    expect(bad.response.status).toBe(400);
    expect(Object.keys(await bad.response.json())).toEqual(["error"]);

    const browser = await call("?companyname=quill", { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    expect(browser.pageRendered).toBe(true);
    expect(browser.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(browser.response.headers.get("vary")).toMatch(/Accept/);
    vi.restoreAllMocks();
  });
});
