/**
 * Helpers for the notice body, a sanitised (X)HTML fragment. The sanitiser produces HTML, which is
 * not always well-formed XML (`<br>`, `&nbsp;`), so data.xml needs it made XML-safe; the PDF needs
 * it as plain paragraphs. Both are string-level transformations on trusted, sanitised input: no DOM.
 */

/** HTML elements that never have content; in XHTML they must be written `<br/>`. */
const VOID_ELEMENTS = [
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
];

// An attribute: name, optionally = and a double-quoted, single-quoted or bare value. Quoted values may
// hold `>`, which is why a plain `[^>]*` would not do.
const ATTRIBUTE = String.raw`\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=\x60]+))?`;
const VOID_TAG = new RegExp(`<(${VOID_ELEMENTS.join("|")})((?:${ATTRIBUTE})*)\\s*/?>`, "gi");
const VOID_END_TAG = new RegExp(`</(?:${VOID_ELEMENTS.join("|")})\\s*>`, "gi");

/** `<br>` → `<br/>`, `<img src="a">` → `<img src="a"/>`; already closed tags are left as they are. */
export function selfCloseVoidElements(html: string): string {
  return html
    .replace(VOID_END_TAG, "")
    .replace(VOID_TAG, (_m, name: string, attrs: string) => `<${name}${attrs}/>`);
}

// Latin-1 named entities, in code point order from U+00A0, and the common typographic ones beyond.
const LATIN1_NAMES =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute " +
  "micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring " +
  "AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml " +
  "times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil " +
  "egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash " +
  "ugrave uacute ucirc uuml yacute thorn yuml";

const NAMED_ENTITIES: ReadonlyMap<string, number> = new Map<string, number>([
  ["quot", 34],
  ["amp", 38],
  ["apos", 39],
  ["lt", 60],
  ["gt", 62],
  ...LATIN1_NAMES.split(" ").map((name, i): [string, number] => [name, 0xa0 + i]),
  ["OElig", 338],
  ["oelig", 339],
  ["Scaron", 352],
  ["scaron", 353],
  ["Yuml", 376],
  ["fnof", 402],
  ["circ", 710],
  ["tilde", 732],
  ["ensp", 8194],
  ["emsp", 8195],
  ["thinsp", 8201],
  ["zwnj", 8204],
  ["zwj", 8205],
  ["lrm", 8206],
  ["rlm", 8207],
  ["ndash", 8211],
  ["mdash", 8212],
  ["lsquo", 8216],
  ["rsquo", 8217],
  ["sbquo", 8218],
  ["ldquo", 8220],
  ["rdquo", 8221],
  ["bdquo", 8222],
  ["dagger", 8224],
  ["Dagger", 8225],
  ["bull", 8226],
  ["hellip", 8230],
  ["permil", 8240],
  ["prime", 8242],
  ["Prime", 8243],
  ["lsaquo", 8249],
  ["rsaquo", 8250],
  ["euro", 8364],
  ["trade", 8482],
  ["minus", 8722],
]);

const XML_PREDEFINED = new Set(["amp", "lt", "gt", "quot", "apos"]);
const ENTITY_OR_AMPERSAND = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,31}))?;?/g;

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/**
 * Makes every `&` in a fragment XML-legal: HTML named entities XML does not know become numeric
 * references, references to characters XML forbids are dropped, and a bare or unknown `&` is escaped.
 */
export function xmlSafeEntities(html: string): string {
  return html.replace(ENTITY_OR_AMPERSAND, (match, dec?: string, hex?: string, name?: string) => {
    const terminated = match.endsWith(";");
    if (dec !== undefined || hex !== undefined) {
      if (!terminated) return `&amp;${match.slice(1)}`;
      const cp = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
      return isXmlChar(cp) ? match : "";
    }
    if (name !== undefined && terminated) {
      if (XML_PREDEFINED.has(name)) return match;
      const cp = NAMED_ENTITIES.get(name);
      if (cp !== undefined) return `&#${cp};`;
    }
    return `&amp;${match.slice(1)}`;
  });
}

/** Drops characters that may not appear in an XML 1.0 document at all (most C0 controls, lone surrogates). */
export function stripNonXmlChars(text: string): string {
  let out = "";
  for (const ch of text) {
    if (isXmlChar(ch.codePointAt(0) ?? 0)) out += ch;
  }
  return out;
}

/** The sanitised body made well-formed enough to be embedded, as is, in an XHTML document. */
export function toXhtmlFragment(html: string): string {
  return selfCloseVoidElements(xmlSafeEntities(stripNonXmlChars(html)));
}

export function escapeXmlText(text: string): string {
  return stripNonXmlChars(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeXmlAttribute(text: string): string {
  // Newlines and tabs are escaped too, because attribute-value normalisation would turn them into spaces.
  return escapeXmlText(text)
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}

/** Decodes character references (named HTML, decimal, hexadecimal); unknown ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY_OR_AMPERSAND, (match, dec?: string, hex?: string, name?: string) => {
    if (!match.endsWith(";")) return match;
    let cp: number | undefined;
    if (dec !== undefined) cp = Number.parseInt(dec, 10);
    else if (hex !== undefined) cp = Number.parseInt(hex, 16);
    else if (name !== undefined) cp = NAMED_ENTITIES.get(name);
    return cp !== undefined && cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)
      ? String.fromCodePoint(cp)
      : match;
  });
}

export interface TextBlock {
  kind: "paragraph" | "heading" | "list-item";
  /** Plain text; `\n` where the source had a line break (`<br/>`). */
  text: string;
}

const BLOCK_ELEMENTS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "caption",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);
const SKIPPED_ELEMENTS = new Set(["script", "style", "template", "head", "title"]);

const TAG =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z][A-Za-z0-9-]*)[^>]*?(\/?)>|<[!?][^>]*>/g;

/**
 * The body as blocks of plain text, for layouts that cannot render HTML (the PDF). Block elements end
 * a block, `<br>` is kept as a line break, table cells are separated by spaces, whitespace collapses
 * as a browser would collapse it.
 */
export function xhtmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current = "";
  let kind: TextBlock["kind"] = "paragraph";
  let skipping: string | null = null;

  const flush = () => {
    const text = current
      .split("\n")
      .map((line) => line.replace(/[ \t\r\f]+/g, " ").trim())
      .join("\n")
      .replace(/^\n+|\n+$/g, "");
    if (text) blocks.push({ kind, text });
    current = "";
    kind = "paragraph";
  };
  const appendText = (raw: string) => {
    if (skipping) return;
    // Source newlines are just whitespace in HTML; only <br> makes a line break.
    current += decodeEntities(raw.replace(/\s+/g, " ")).replace(/\u00a0/g, " ");
  };

  let last = 0;
  for (const m of html.matchAll(TAG)) {
    appendText(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1] !== undefined) {
      if (!skipping) current += m[1];
      continue;
    }
    const name = m[3]?.toLowerCase();
    if (!name) continue;
    const closing = m[2] === "/";
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (SKIPPED_ELEMENTS.has(name) && !closing && m[4] !== "/") {
      skipping = name;
      continue;
    }
    if (name === "br") current += "\n";
    else if (name === "td" || name === "th") current += " ";
    else if (BLOCK_ELEMENTS.has(name)) {
      flush();
      if (!closing && /^h[1-6]$/.test(name)) kind = "heading";
      else if (!closing && name === "li") kind = "list-item";
    }
  }
  appendText(html.slice(last));
  flush();
  return blocks;
}
