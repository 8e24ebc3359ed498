/**
 * Which JavaScript modules a page asks for, read from its HTML and from the modules themselves; used by
 * bench/page-weight.ts. Pure: no network, so the rules are unit-tested.
 */

/** Same-origin `.js` addresses: React Router's modulepreload links and its inline module script's imports. */
export function moduleUrlsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?modulepreload\b/i.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
    if (href && isLocalScript(href)) found.add(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype=["']?module\b/i.test(attributes!)) continue;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attributes!)?.[1];
    if (src && isLocalScript(src)) found.add(src);
    for (const specifier of importSpecifiers(body!, { dynamic: true })) {
      if (isLocalScript(specifier)) found.add(specifier);
    }
  }
  return [...found];
}

/**
 * The modules a module imports before it runs (`import … from "x"`, `import "x"`, `export … from "x"`),
 * resolved against its own address; `import("x")` is left out: it loads only when the code asks.
 */
export function staticImportsOf(code: string, moduleUrl: string): string[] {
  const base = new URL(moduleUrl, "http://page.invalid");
  return importSpecifiers(code, { dynamic: false })
    .filter((s) => s.startsWith(".") || s.startsWith("/"))
    .map((s) => new URL(s, base).pathname);
}

function importSpecifiers(code: string, { dynamic }: { dynamic: boolean }): string[] {
  const out: string[] = [];
  // Minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*(["'`])([^"'`\n]+)\1/g)) out.push(m[2]!);
  if (dynamic) for (const m of code.matchAll(/\bimport\s*\(\s*(["'`])([^"'`\n]+)\1\s*\)/g)) out.push(m[2]!);
  return out;
}

function isLocalScript(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && /\.m?js(\?|$)/.test(url);
}

export interface ModuleSize {
  url: string;
  /** As it is (identity). */
  bytes: number;
  /** As sent to a browser that accepts gzip only. */
  gzip: number;
  /** As sent to a browser that accepts brotli. */
  br: number;
}

/** Totals and the biggest modules, largest first (ties by address, so runs compare line by line). */
export function summariseModules(modules: readonly ModuleSize[], top = 8) {
  const sorted = [...modules].sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url));
  return {
    count: modules.length,
    bytes: modules.reduce((sum, m) => sum + m.bytes, 0),
    gzip: modules.reduce((sum, m) => sum + m.gzip, 0),
    br: modules.reduce((sum, m) => sum + m.br, 0),
    biggest: sorted.slice(0, top),
  };
}

/** 1 kB = 1,000 bytes, as Lighthouse and the budget count. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
