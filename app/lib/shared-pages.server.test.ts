import { describe, expect, it } from "vitest";
import {
  cutTemplate,
  fillTemplate,
  isShareableAnswer,
  SHARED_PAGE_HEADER,
  SHARED_PAGE_MAX_SECONDS,
  sharedPageCache,
  sharedPageKey,
  sharedPageSeconds,
} from "./shared-pages.server.ts";

const TOKEN = "tok3n_AbC-123";
const NONCE = "n+o/n=ce";

describe("cutting a page at its per-visitor values", () => {
  const html = `<meta name="csrf-token" content="${TOKEN}"><script nonce="${NONCE}">x</script><input value="${TOKEN}"><script nonce="${NONCE}"></script>`;

  it("leaves no trace of the visitor's token or the nonce in the fixed parts", () => {
    const { parts, slots } = cutTemplate(html, [TOKEN, NONCE]);
    expect(parts.join("")).not.toContain(TOKEN);
    expect(parts.join("")).not.toContain(NONCE);
    expect(slots).toEqual([0, 1, 0, 1]);
  });

  it("fills in another visitor's values exactly where the first visitor's were", () => {
    const template = cutTemplate(html, [TOKEN, NONCE]);
    expect(fillTemplate(template, [TOKEN, NONCE])).toBe(html);
    const filled = fillTemplate(template, ["other", "fresh"]);
    expect(filled).toBe(
      `<meta name="csrf-token" content="other"><script nonce="fresh">x</script><input value="other"><script nonce="fresh"></script>`,
    );
  });

  it("treats regular-expression characters in a nonce literally", () => {
    const { slots } = cutTemplate("a n+o/n=ce b nno/n=ce", [TOKEN, NONCE]);
    expect(slots).toEqual([1]);
  });

  it("cuts nothing when the values do not occur, and refuses an empty value", () => {
    expect(cutTemplate("<p>plain</p>", [TOKEN, NONCE])).toEqual({ parts: ["<p>plain</p>"], slots: [] });
    expect(() => cutTemplate("<p>plain</p>", ["", NONCE])).toThrow();
  });
});

describe("which requests may be given a shared page", () => {
  const base = {
    method: "GET",
    url: "http://localhost/notice/1",
    headers: {},
    representation: "html",
    allowedCookie: "gazette_csrf",
  };

  it("keys an anonymous GET by its address and the representation its Accept header negotiates", () => {
    expect(sharedPageKey(base)).toBe("html\nhttp://localhost/notice/1");
    expect(sharedPageKey(base)).not.toBe(sharedPageKey({ ...base, representation: "json" }));
    expect(sharedPageKey(base)).not.toBe(sharedPageKey({ ...base, url: "http://evil.example/notice/1" }));
  });

  it("allows the CSRF cookie alone", () => {
    expect(sharedPageKey({ ...base, headers: { cookie: "gazette_csrf=abc" } })).not.toBeNull();
    expect(sharedPageKey({ ...base, headers: { cookie: " gazette_csrf=abc; " } })).not.toBeNull();
  });

  it("refuses any other cookie: a session, a basket, a message, or one it does not know", () => {
    for (const cookie of [
      "gazette_session=s",
      "gazette_csrf=abc; gazette_basket=b",
      "gazette_flash=f; gazette_csrf=abc",
      "Authenticated=1",
      "somebody_else=1",
      "novalue",
    ])
      expect(sharedPageKey({ ...base, headers: { cookie } }), cookie).toBeNull();
  });

  it("refuses credentials, other methods and client-navigation data", () => {
    expect(sharedPageKey({ ...base, headers: { authorization: "Bearer x" } })).toBeNull();
    expect(sharedPageKey({ ...base, method: "POST" })).toBeNull();
    expect(sharedPageKey({ ...base, method: "HEAD" })).toBeNull();
    expect(sharedPageKey({ ...base, url: "http://localhost/notice/1.data" })).toBeNull();
    expect(sharedPageKey({ ...base, url: "http://localhost/notice/1.data?_routes=root" })).toBeNull();
  });
});

describe("which answers may be kept", () => {
  const shareable = () =>
    new Headers({ "Content-Type": "text/html; charset=utf-8", [SHARED_PAGE_HEADER]: "60", Vary: "Accept" });
  const answer = (headers: Headers, status = 200) => ({ status, headers, allowedCookie: "gazette_csrf" });

  it("keeps a 200 page its route marked, with at most the CSRF cookie set", () => {
    expect(isShareableAnswer(answer(shareable()))).toBe(true);
    const withToken = shareable();
    withToken.append("Set-Cookie", "gazette_csrf=abc; Path=/; HttpOnly; SameSite=Lax");
    expect(isShareableAnswer(answer(withToken))).toBe(true);
    // Every page says it differs for a script; a template is made and used only for requests without one.
    const forScripts = shareable();
    forScripts.set("Vary", "Accept, X-Requested-With");
    expect(isShareableAnswer(answer(forScripts))).toBe(true);
  });

  it("keeps nothing unmarked, not HTML, not 200, private, setting other cookies or varying on more", () => {
    const unmarked = shareable();
    unmarked.delete(SHARED_PAGE_HEADER);
    expect(isShareableAnswer(answer(unmarked))).toBe(false);
    expect(isShareableAnswer(answer(shareable(), 404))).toBe(false);
    const json = shareable();
    json.set("Content-Type", "application/json");
    expect(isShareableAnswer(answer(json))).toBe(false);
    const privatePage = shareable();
    privatePage.set("Cache-Control", "private, no-store");
    expect(isShareableAnswer(answer(privatePage))).toBe(false);
    const flash = shareable();
    flash.append("Set-Cookie", "gazette_flash=; Max-Age=0");
    expect(isShareableAnswer(answer(flash))).toBe(false);
    const language = shareable();
    language.set("Vary", "Accept, Accept-Language");
    expect(isShareableAnswer(answer(language))).toBe(false);
  });

  it("reads the route's seconds, capped, and nothing else as a number", () => {
    expect(sharedPageSeconds("30")).toBe(30);
    expect(sharedPageSeconds("3600")).toBe(SHARED_PAGE_MAX_SECONDS);
    for (const value of [null, "", "0", "-5", "1e3", "soon"]) expect(sharedPageSeconds(value)).toBe(0);
  });
});

describe("the store of templates", () => {
  it("forgets a template when its route's seconds have passed, and everything on a purge", () => {
    let now = 0;
    const cache = sharedPageCache(1000, () => now);
    const template = { parts: ["x"], slots: [], status: 200, headers: [], bytes: 10 };
    cache.set("a", template, 60 * 1000);
    cache.set("b", template, 60 * 1000);
    now = 59_999;
    expect(cache.get("a")).toBe(template);
    now = 60_000;
    expect(cache.get("a")).toBeUndefined();
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
