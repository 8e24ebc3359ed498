import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { keepForScript, keptScriptRefusal } from "./script-refusal.server.ts";

const refusal = () =>
  new Response("Wait an hour.", {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
  });
const documentDrawn = (status: number) =>
  new Response("<!DOCTYPE html><html>…</html>", {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": "30",
      "Set-Cookie": "gazette_csrf=abc; Path=/",
      "Cache-Control": "private, no-store",
    },
  });

describe("a script's refusal kept for the way out", () => {
  it("is thrown on as it was, its text still readable", async () => {
    const context = new RouterContextProvider();
    const thrown = await keepForScript(context, refusal());
    expect(await thrown.text()).toBe("Wait an hour.");
  });

  it("replaces the document drawn for it, keeping the document's cookies and caching", async () => {
    const context = new RouterContextProvider();
    await keepForScript(context, refusal());
    const answer = keptScriptRefusal(context, documentDrawn(429))!;
    expect(answer.status).toBe(429);
    expect(await answer.text()).toBe("Wait an hour.");
    expect(Object.fromEntries(answer.headers)).toEqual({
      "cache-control": "private, no-store",
      "content-type": "text/plain; charset=utf-8",
      "retry-after": "60",
      "set-cookie": "gazette_csrf=abc; Path=/",
      vary: "X-Requested-With",
    });
  });

  it("is nothing when none was kept, or the document answers another status", async () => {
    expect(keptScriptRefusal(new RouterContextProvider(), documentDrawn(429))).toBeNull();
    const context = new RouterContextProvider();
    await keepForScript(context, refusal());
    expect(keptScriptRefusal(context, documentDrawn(500))).toBeNull();
  });
});
