import { describe, expect, it } from "vitest";
import { kB, moduleUrlsInHtml, staticImportsOf, summariseModules } from "./page-weight-modules.ts";

describe("moduleUrlsInHtml", () => {
  it("reads modulepreload links and the inline module script's imports, static and dynamic", () => {
    const html = `<head><link rel="modulepreload" href="/assets/manifest-a.js"/>
      <link rel="stylesheet" href="/assets/app.css"/><link href="/assets/root-b.js" rel="modulepreload">
      <link rel="preload" href="/assets/font.woff2"></head>
      <body><script type="module" async="" nonce="x">import "/assets/manifest-a.js";
      import * as route0 from "/assets/root-b.js";
      window.__reactRouterRouteModules = {"root":route0};
      import("/assets/entry.client-c.js");</script>
      <script>window.__data = "import('/assets/not-a-module.js')"</script>
      <script type="module" src="/assets/extra-d.mjs"></script>
      <script type="module" src="https://cdn.example/x.js"></script></body>`;
    expect(moduleUrlsInHtml(html)).toEqual([
      "/assets/manifest-a.js",
      "/assets/root-b.js",
      "/assets/entry.client-c.js",
      "/assets/extra-d.mjs",
    ]);
  });
});

describe("staticImportsOf", () => {
  it("resolves minified static imports and re-exports, and leaves dynamic imports out", () => {
    const code =
      'import{r as e}from"./rolldown-runtime-X.js";import"./side-effect.js";export{a}from"../other/b.js";' +
      'const m=()=>import("./lazy.js");import{x}from"react";';
    expect(staticImportsOf(code, "/assets/root-b.js")).toEqual([
      "/assets/rolldown-runtime-X.js",
      "/assets/side-effect.js",
      "/other/b.js",
    ]);
  });
});

describe("summariseModules", () => {
  it("totals the modules and lists the biggest first", () => {
    const summary = summariseModules(
      [
        { url: "/a.js", bytes: 100, gzip: 40, br: 35 },
        { url: "/c.js", bytes: 300, gzip: 90, br: 85 },
        { url: "/b.js", bytes: 200, gzip: 40, br: 35 },
      ],
      2,
    );
    expect(summary).toEqual({
      count: 3,
      bytes: 600,
      gzip: 170,
      br: 155,
      biggest: [
        { url: "/c.js", bytes: 300, gzip: 90, br: 85 },
        { url: "/a.js", bytes: 100, gzip: 40, br: 35 },
      ],
    });
    expect(kB(120_400)).toBe("120.4 kB");
  });
});
