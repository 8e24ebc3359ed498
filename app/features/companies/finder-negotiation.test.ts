import { describe, expect, it } from "vitest";
import { wantsJsonList } from "./finder-negotiation.ts";

const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

describe("the finder's page or its JSON list", () => {
  it("gives browsers and clients without a preference the page", () => {
    expect(wantsJsonList(BROWSER, null)).toBe(false);
    expect(wantsJsonList(null, null)).toBe(false);
    expect(wantsJsonList("*/*", null)).toBe(false);
    expect(wantsJsonList("application/json;q=0.5, text/html", null)).toBe(false);
  });

  it("gives the list to a client that prefers JSON", () => {
    expect(wantsJsonList("application/json", null)).toBe(true);
    expect(wantsJsonList("application/json, text/javascript, */*; q=0.01", null)).toBe(true);
    expect(wantsJsonList("*/*, application/json", null)).toBe(true);
  });

  it("gives the list to an ajax call unless it names HTML", () => {
    expect(wantsJsonList("*/*", "XMLHttpRequest")).toBe(true);
    expect(wantsJsonList(null, "xmlhttprequest")).toBe(true);
    expect(wantsJsonList("text/html", "XMLHttpRequest")).toBe(false);
    expect(wantsJsonList("*/*", "fetch")).toBe(false);
  });
});
