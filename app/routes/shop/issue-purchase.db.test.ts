/**
 * The issue purchase as the server answers it (spec §2, §5): the chooser's steps and redirect, the
 * purchase page (404 for an unknown issue), refused input that adds nothing, and an accepted form that
 * puts the items, with the name and honour on the certificate only, into a new visitor's basket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { seedDemoData } from "../../demo-data/seed-service.server.ts";
import { basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import { readBasket } from "../../features/baskets/basket-service.server.ts";
import { issueChooser } from "../../features/issue-purchase/issue-purchase-service.server.ts";
import { lookupIssue } from "../../features/publications/issue-service.server.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import { action, loader } from "./issue-purchase.tsx";

const SITE = "https://gazette.example";

let handle: DatabaseHandle;
let issue: { number: number; year: string; month: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoData(handle.db, { count: 60, seed: 11, today: "2026-11-20", postcodes: [] });
  const latest = await lookupIssue(handle.db, "london", "latest");
  if (latest.kind !== "latest") throw new Error("no London issue");
  const found = await lookupIssue(handle.db, "london", String(latest.number));
  if (found.kind !== "found") throw new Error("no London issue");
  const [year, month] = found.issue.publishedOn.split("-");
  issue = { number: found.issue.number, year: year!, month: String(Number(month)) };
});
afterAll(() => handle.close());

function call(fields?: Record<string, string>, number = String(issue.number)) {
  const path = `/london/issue/${number}/purchase`;
  const request = fields
    ? new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields) })
    : new Request(`${SITE}${path}`);
  return {
    request,
    context: testRouterContext(handle.db, "203.0.113.9"),
    params: { edition: "london", number },
  } as never;
}

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status;
  }
}

const NOTHING = { "quantity-gaz176": "0", "quantity-ce1": "0", "quantity-ww1a": "0", honour: "" };

describe("choosing an issue", () => {
  it("goes step by step, then to the issue's purchase page", async () => {
    const step = await issueChooser(handle.db, new URLSearchParams({ edition: "london" }), SITE);
    expect(step).toMatchObject({ kind: "form", selection: { edition: "london", year: "" } });
    expect(step.kind === "form" && step.years[0]).toBe("2026");
    const months = await issueChooser(
      handle.db,
      new URLSearchParams({ edition: "london", year: issue.year }),
      SITE,
    );
    expect(months.kind === "form" && months.months).toHaveLength(12);
    const query = { edition: "london", year: issue.year, month: issue.month };
    const issues = await issueChooser(handle.db, new URLSearchParams(query), SITE);
    expect(issues.kind === "form" && issues.issues.map((i) => i.number)).toContain(issue.number);
    expect(await issueChooser(handle.db, new URLSearchParams({ ...query, issue: "" }), SITE)).toMatchObject({
      error: { field: "issue", message: "Select an issue" },
    });
    expect(
      await issueChooser(handle.db, new URLSearchParams({ ...query, issue: String(issue.number) }), SITE),
    ).toEqual({ kind: "redirect", to: `/london/issue/${issue.number}/purchase` });
  });

  it("drops a value that does not fit its parent and names an edition not chosen", async () => {
    expect(await issueChooser(handle.db, new URLSearchParams({ edition: "" }), SITE)).toMatchObject({
      error: { field: "edition", message: "Select an edition" },
    });
    expect(
      await issueChooser(
        handle.db,
        new URLSearchParams({ edition: "london", year: "1492", month: "3" }),
        SITE,
      ),
    ).toMatchObject({ selection: { edition: "london", year: "", month: "" }, error: null });
  });
});

describe("the purchase page", () => {
  it("offers what is bought against an issue, and is a 404 for an unknown issue", async () => {
    const page = await loader(call());
    expect(page.issue.number).toBe(issue.number);
    const ids = page.products.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(["gaz176", "ce1", "ce2", "ce3", "ww1a", "ww1b"]));
    expect(ids).not.toContain("ww1c");
    expect(await statusOf(() => loader(call(undefined, "99999999")))).toBe(404);
    expect(await statusOf(() => action(call({ ...NOTHING, "quantity-ce1": "1" }, "abc")))).toBe(404);
  });

  it("refuses a form with nothing chosen or a bad quantity, adding nothing and making no basket", async () => {
    for (const fields of [
      NOTHING,
      { ...NOTHING, "quantity-gaz176": "201" },
      { ...NOTHING, "quantity-ce1": "1" },
    ]) {
      const answer = (await action(call(fields))) as unknown as {
        init: { status: number };
        data: { errors: { message: string }[] };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data.errors.length).toBeGreaterThan(0);
    }
    const refused = (await action(call(NOTHING))) as unknown as { data: { errors: { message: string }[] } };
    expect(refused.data.errors.map((e) => e.message)).toEqual(["Please select at least 1 product."]);
    const unnamed = (await action(call({ ...NOTHING, "quantity-ce1": "1" }))) as unknown as {
      data: { errors: { message: string }[] };
    };
    expect(unnamed.data.errors.map((e) => e.message)).toEqual(["Full Name is mandatory"]);
  });

  it("adds the chosen items to a new visitor's basket, the name and honour on the certificate only", async () => {
    const response = (await action(
      call({
        ...NOTHING,
        "quantity-gaz176": "2",
        "quantity-ce1": "1",
        fullName: " Mary Seacole ",
        honour: "other",
        honourOther: "Order of Merit (Jamaica)",
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/my-gazette/basket");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("gazette_flash="))).toBe(true);
    const basketCookie = cookies.find((c) => c.startsWith("gazette_basket="))?.split(";")[0];
    expect(basketCookie).toBeDefined();

    const { owner } = basketOwnerForRequest(new Request(SITE, { headers: { cookie: basketCookie! } }), null, {
      create: false,
      secureCookies: false,
    });
    const basket = await readBasket(handle.db, owner);
    expect(
      basket.lines.map((l) => [l.productId, l.quantity, l.editionId, l.issueNumber, l.fullName, l.honour]),
    ).toEqual([
      ["gaz176", 2, "london", issue.number, null, null],
      ["ce1", 1, "london", issue.number, "Mary Seacole", "Order of Merit (Jamaica)"],
    ]);
  });
});
