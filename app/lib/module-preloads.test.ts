import { describe, expect, it } from "vitest";
import { preloadModulesAtLowPriority, preloadModulesAtLowPriorityInHead } from "./module-preloads.ts";

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

  it("rewrites a document's head as bytes and leaves its body's bytes as they were", () => {
    const body =
      '<body><p>Café – “quoted” &lt;link rel="modulepreload"&gt;</p><link rel="modulepreload" href="/b.js"/></body>';
    const document = Buffer.from(
      `<!DOCTYPE html><html><head><title>Notices – “estate”</title><link rel="modulepreload" href="/x.js"/></head>${body}</html>`,
    );
    const out = preloadModulesAtLowPriorityInHead(document);
    expect(out.toString("utf8")).toBe(
      `<!DOCTYPE html><html><head><title>Notices – “estate”</title><link rel="modulepreload" fetchpriority="low" href="/x.js"/></head>${body}</html>`,
    );
    // Nothing to rewrite: the same bytes come back, not a copy.
    expect(preloadModulesAtLowPriorityInHead(out)).toBe(out);
    // Without a head (a fragment), the whole is rewritten.
    expect(
      preloadModulesAtLowPriorityInHead(Buffer.from('<link rel="modulepreload" href="/y.js"/>')).toString(),
    ).toBe('<link rel="modulepreload" fetchpriority="low" href="/y.js"/>');
  });
});
