/**
 * Notice bodies are XHTML fragments from placers and bundles: only a small set of structural and
 * inline elements survives, with no attributes that can run script or load anything.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "sup",
    "sub",
    "span",
    "div",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "abbr",
    "address",
    "blockquote",
    "a",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    abbr: ["title"],
    span: ["class"],
  },
  // Plain-text notices mark their tagged spans by kind (placement/plain-text): those classes only.
  allowedClasses: { span: ["notice-tag", "notice-tag-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // XHTML: the body is also embedded in data.xml, so void elements must be self-closed.
  selfClosing: ["br"],
  parser: { lowerCaseTags: true },
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).replace(/<br>/g, "<br />");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of a sanitised fragment: block elements become line breaks, entities are decoded. */
export function noticeHtmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/h[2-4]|\/li|\/tr|\/blockquote|\/address)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code =
          e[1]?.toLowerCase() === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** A one-paragraph summary for lists and feeds. */
export function summarise(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}
