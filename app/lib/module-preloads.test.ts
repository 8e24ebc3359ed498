import { describe, expect, it } from "vitest";
import { preloadModulesAtLowPriority } from "./module-preloads.ts";

describe("module preloads after what the page shows", () => {
  it("marks every module preload low priority, once", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/y.js"/><link rel="modulepreload" fetchpriority="high" href="/z.js"/></head>';
    const out = preloadModulesAtLowPriority(html);
    expect(out).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/y.js"/><link rel="modulepreload" fetchpriority="high" href="/z.js"/></head>',
    );
    expect(preloadModulesAtLowPriority(out)).toBe(out);
  });

  it("leaves text that merely mentions a preload alone (React escapes it)", () => {
    const html = '<p>&lt;link rel="modulepreload"&gt;</p>';
    expect(preloadModulesAtLowPriority(html)).toBe(html);
  });
});
