import { createRequestHandler, data, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppServices, appContext } from "../app/context.ts";
import { signedInGuard } from "../app/features/accounts/area-guard.server.ts";
import type { AreaRefusal } from "../app/features/accounts/area-refusal.ts";
import { FORMS_NOT_TAKEN_MESSAGE } from "../app/features/accounts/method-refusal.server.ts";
import { DomainError } from "../app/lib/domain-errors.ts";
import { notFound } from "../app/lib/http.server.ts";
import { answerResourceRefusal } from "./resource-refusals.ts";
import { buildWith, servedBy } from "./test-builds.ts";

// React Router logs what a loader throws; the failures here are on purpose.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const EXPIRED = "This form has expired or did not come from this website.";
const areaRefusal: AreaRefusal = {
  kind: "area-refusal",
  explanation: "You do not have permission to see this page.",
  user: { id: 7, name: "Ada Lovelace", email: "ada@example.com" } as unknown as AreaRefusal["user"],
};

const build = buildWith({
  "file.pdf": () => notFound(),
  "data.json": () => notFound(),
  "order.pdf": () => {
    throw new DomainError("not-found", "There is no such order.");
  },
  "refused.pdf": () => {
    throw new DomainError("forbidden", "You do not have permission to see this order.");
  },
  limited: () => {
    throw new DomainError("rate-limited", "Wait an hour.", { retryAfterSeconds: 60 });
  },
  // Refusals by middleware, before any loader or action: the CSRF check, an area guard.
  "favourite/1": {
    middleware: [
      () => {
        throw data(EXPIRED, { status: 400 });
      },
    ],
    action: () => new Response(null, { status: 204 }),
  },
  "team/1/resend": {
    middleware: [
      () => {
        throw data(areaRefusal, { status: 403 });
      },
    ],
    action: () => new Response(null, { status: 204 }),
  },
  // Answers meant as they are.
  "api/refusal": () => Response.json({ error: "Give a bundle number." }, { status: 400 }),
  broken: () => {
    throw new Error("connection lost");
  },
  "api/fine": () => Response.json("fine"),
  "api/message": () => Response.json({ message: "Queued." }, { status: 202 }),
  "api/problem": () =>
    Response.json({ message: "Give a bundle number.", field: "bundleId" }, { status: 400 }),
});
const get = servedBy(build);
const ajax = { "X-Requested-With": "XMLHttpRequest" };

async function expectPage(response: Response, status: number, heading: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain(heading);
  return html;
}

describe("a refusal where a route has no page of its own", () => {
  it("is the 404 page for a not-found, not the JSON text null or a quoted message", async () => {
    for (const path of ["file.pdf", "order.pdf"]) {
      const response = await get(path);
      await expectPage(response, 404, "Page not found");
      // Page, JSON or text by who asks: kept apart by any cache.
      expect(response.headers.get("Vary")).toBe("Accept, X-Requested-With");
    }
  });

  it("is the error page with our explanation for other refusals, its headers kept", async () => {
    const refused = await expectPage(
      await get("refused.pdf"),
      403,
      "Sorry, we could not handle that request",
    );
    expect(refused).toContain("You do not have permission to see this order.");
    const limited = await get("limited");
    await expectPage(limited, 429, "Wait an hour.");
    expect(limited.headers.get("Retry-After")).toBe("60");
  });

  it("is the error page when middleware refused: the CSRF check, an area guard (the person never shown as JSON)", async () => {
    const expired = await expectPage(await get("favourite/1", { method: "POST" }), 400, EXPIRED);
    expect(expired).not.toContain(`"${EXPIRED}"`);
    const guarded = await expectPage(
      await get("team/1/resend", { method: "POST" }),
      403,
      "You do not have permission to see this page.",
    );
    expect(guarded).not.toContain("ada@example.com");
  });

  it("is JSON { error, status } for a data client or an API call, and the plain message for scripts", async () => {
    const json = await get("data.json");
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: "Not found", status: 404 });
    const asked = await get("team/1/resend", { method: "POST", headers: { Accept: "application/json" } });
    expect(asked.status).toBe(403);
    expect(await asked.json()).toEqual({
      error: "You do not have permission to see this page.",
      status: 403,
    });
    const call = await get("team/1/resend", {
      method: "POST",
      headers: { Authorization: "Bearer gz-token" },
    });
    expect(call.status).toBe(403);
    expect(await call.json()).toEqual({ error: "You do not have permission to see this page.", status: 403 });
    const script = await get("order.pdf", { headers: ajax });
    expect(script.status).toBe(404);
    expect(script.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await script.text()).toBe("There is no such order.");
    const nothing = await get("file.pdf", { headers: ajax });
    expect(await nothing.text()).toBe("Not found");
    for (const answer of [script, nothing]) expect(answer.headers.get("Vary")).toContain("X-Requested-With");
    const csrf = await get("favourite/1", { method: "POST", headers: ajax });
    expect(csrf.status).toBe(400);
    expect(await csrf.text()).toBe(EXPIRED);
  });

  it("is the error page saying why, where a route takes no form", async () => {
    const posted = await get("file.pdf", { method: "POST" });
    const html = await expectPage(posted, 405, FORMS_NOT_TAKEN_MESSAGE);
    expect(posted.headers.get("Allow")).toBe("GET, HEAD");
    expect(html).not.toContain("Unexpected Server Error");
    const asData = await get("data.json", { method: "POST" });
    expect(asData.status).toBe(405);
    expect(await asData.json()).toEqual({ error: FORMS_NOT_TAKEN_MESSAGE, status: 405 });
  });

  it("is the plain message for a script whose form went to a page that takes none", async () => {
    const page = servedBy(buildWith({ about: { default: () => null, loader: () => ({}) } }));
    const script = await page("about", { method: "POST", headers: ajax });
    expect([script.status, script.headers.get("Allow"), script.headers.get("Content-Type")]).toEqual([
      405,
      "GET, HEAD",
      "text/plain; charset=utf-8",
    ]);
    expect(await script.text()).toBe(FORMS_NOT_TAKEN_MESSAGE);
    // A person at a browser gets the page (rendered here as the stand-in document).
    const browser = await page("about", { method: "POST" });
    expect([browser.status, await browser.text()]).toEqual([405, "document"]);
  });

  it("is the text a script was answered where a page refused it, not the page's error document", async () => {
    const pages = servedBy(
      buildWith({
        "my-gazette/team": { default: () => null, loader: () => ({}), middleware: [signedInGuard] },
        "notice/2/change": { default: () => null, loader: () => notFound() },
        "notice/1/change": {
          default: () => null,
          loader: () => {
            throw new DomainError("conflict", "This notice has already been published.");
          },
          action: () => {
            throw new DomainError("rate-limited", "Wait an hour.", { retryAfterSeconds: 60 });
          },
        },
      }),
    );
    const guarded = await pages("my-gazette/team", { headers: ajax });
    expect([guarded.status, guarded.headers.get("Content-Type"), await guarded.text()]).toEqual([
      401,
      "text/plain; charset=utf-8",
      "Unauthorized",
    ]);
    const loaded = await pages("notice/1/change", { headers: ajax });
    expect([loaded.status, await loaded.text()]).toEqual([409, "This notice has already been published."]);
    expect(loaded.headers.get("Vary")).toContain("X-Requested-With");
    const sent = await pages("notice/1/change", { method: "POST", headers: ajax });
    expect([sent.status, sent.headers.get("Retry-After"), await sent.text()]).toEqual([
      429,
      "60",
      "Wait an hour.",
    ]);
    const gone = await pages("notice/2/change", { headers: ajax });
    expect([gone.status, gone.headers.get("Content-Type"), await gone.text()]).toEqual([
      404,
      "text/plain; charset=utf-8",
      "Not found",
    ]);
    // A person at a browser still gets the page (rendered here as the stand-in document).
    const browser = await pages("notice/1/change", { method: "POST" });
    expect([browser.status, await browser.text()]).toEqual([429, "document"]);
    expect([(await pages("notice/2/change")).status, await (await pages("notice/2/change")).text()]).toEqual([
      404,
      "document",
    ]);
  });

  it("says Vary: X-Requested-With on both variants of what differs for a script, and only there", async () => {
    const pages = servedBy(
      buildWith({
        "my-gazette/team": { default: () => null, loader: () => ({}), middleware: [signedInGuard] },
        "notice/2": { default: () => null, loader: () => notFound() },
        "notice/3": { default: () => null, loader: () => ({}) },
        "api/fine": () => Response.json("fine"),
      }),
    );
    const vary = (answer: Response) => answer.headers.get("Vary") ?? "";
    for (const headers of [ajax, {}]) {
      const asker = JSON.stringify(headers);
      // The sign-in redirect (a 401 to a script), the 404 page (the text "Not found"), a page (a fragment).
      const guarded = await pages("my-gazette/team", { headers, redirect: "manual" });
      expect([guarded.status, vary(guarded)], asker).toEqual([
        Object.keys(headers).length ? 401 : 302,
        expect.stringContaining("X-Requested-With"),
      ]);
      expect(vary(await pages("notice/2", { headers })), asker).toContain("X-Requested-With");
      expect(vary(await pages("notice/3", { headers })), asker).toContain("X-Requested-With");
      // JSON a route meant for everyone is the same for both: nothing to keep apart.
      expect(vary(await pages("api/fine", { headers })), asker).not.toContain("X-Requested-With");
    }
    // Said once, whoever added it first.
    const kept = await pages("notice/2", { headers: ajax });
    expect(vary(kept).match(/X-Requested-With/g)).toHaveLength(1);
  });

  it("is the error page, not a claimed server error, for React Router's own 405", async () => {
    // Without the actions domain-error-responses.ts gives such routes: what React Router answers itself.
    const bare = createRequestHandler(build, "production");
    const context = new RouterContextProvider();
    context.set(appContext, { secureCookies: false } as AppServices);
    const request = new Request("http://localhost/file.pdf", { method: "POST" });
    const answered = await answerResourceRefusal(request, await bare(request, context), context);
    const html = await expectPage(answered, 405, "Sorry, we could not handle that request");
    expect(answered.headers.get("Allow")).toBe("GET, HEAD");
    expect(html).not.toContain("Unexpected Server Error");
  });

  it("is the error page when the route failed, showing nothing of the fault", async () => {
    const html = await expectPage(await get("broken"), 500, "Sorry, there is a problem with the service");
    expect(html).not.toContain("connection lost");
    expect(html).not.toContain("Unexpected Server Error");
    const asData = await get("broken", { headers: { Accept: "application/json" } });
    expect(asData.status).toBe(500);
    expect(await asData.json()).toEqual({ error: "Internal Server Error", status: 500 });
    const script = await get("broken", { headers: ajax });
    expect([script.status, await script.text()]).toEqual([500, "Internal Server Error"]);
  });

  it("leaves answers a route meant as JSON as they are", async () => {
    const refusal = await get("api/refusal");
    expect(refusal.status).toBe(400);
    expect(await refusal.json()).toEqual({ error: "Give a bundle number." });
    expect(await (await get("api/fine")).json()).toBe("fine");
    expect(await (await get("api/message")).json()).toEqual({ message: "Queued." });
    expect(await (await get("api/problem")).json()).toEqual({
      message: "Give a bundle number.",
      field: "bundleId",
    });
  });

  it("while React Router alone sent them as JSON", async () => {
    const bare = createRequestHandler(build, "production");
    const notFoundAnswer = await bare(new Request("http://localhost/file.pdf"), new RouterContextProvider());
    expect(notFoundAnswer.status).toBe(404);
    expect(await notFoundAnswer.text()).toBe("null");
    const guarded = await bare(
      new Request("http://localhost/team/1/resend", { method: "POST" }),
      new RouterContextProvider(),
    );
    expect(guarded.status).toBe(403);
    expect(await guarded.text()).toContain("ada@example.com");
  });
});
