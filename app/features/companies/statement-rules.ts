/**
 * The rules of the company statement (spec §2, §5, §9): a short piece of formatted text an organisation
 * shows with its notices. Only paragraphs, line breaks, bold, italic and http(s) links survive; at most
 * 600 characters of text, not counting spaces or HTML; link text must be plain English, not an address.
 * Pure (sanitize-html only), so the editor in the browser and the server count the same way.
 */
import sanitizeHtml from "sanitize-html";
import { z } from "zod";

export const STATEMENT_MAX_CHARACTERS = 600;

export const STATEMENT_MESSAGES = {
  tooLong: `Your statement must be ${STATEMENT_MAX_CHARACTERS} characters or fewer (spaces and formatting are not counted).`,
  urlLinkText: "URLs are not valid text to display. Please change your link text to plain English.",
} as const;

/** Link text that looks like an address (spec §5). */
const ADDRESS_LIKE = ["http", "www.", ".com", ".net", ".co.uk", ".org"] as const;

const ALLOWED_TAGS = ["p", "br", "strong", "b", "em", "i", "a"];

function isWebAddress(href: string | undefined): boolean {
  return typeof href === "string" && /^https?:\/\/[^\s]+$/i.test(href.trim());
}

interface SanitisedStatement {
  html: string;
  linkTexts: string[];
}

function sanitise(raw: string): SanitisedStatement {
  const linkTexts: string[] = [];
  const html = sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https"],
    allowProtocolRelative: false,
    transformTags: {
      // A link without a web address keeps its text and loses the link (span is not allowed: unwrapped).
      a: (tagName, attribs): sanitizeHtml.Tag =>
        isWebAddress(attribs.href)
          ? { tagName, attribs: { href: attribs.href!.trim(), rel: "nofollow noopener" } }
          : { tagName: "span", attribs: {} },
      // The editor's buttons produce <b>/<i> in some browsers; store one spelling.
      b: "strong",
      i: "em",
    },
    exclusiveFilter(frame) {
      if (frame.tag === "a") linkTexts.push(frame.text);
      return false;
    },
  });
  return { html: html.trim(), linkTexts };
}

/** Only the allowed tags, http(s) links with rel="nofollow noopener", nothing else. */
export function sanitiseStatement(raw: string): string {
  return sanitise(raw).html;
}

/** The characters that count towards the limit: the text, without HTML and without any white space. */
export function countStatementCharacters(html: string): number {
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, " "), { allowedTags: [], allowedAttributes: {} })
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
  return [...text.replace(/\s/g, "")].length;
}

export function isAddressLikeLinkText(text: string): boolean {
  const lower = text.toLowerCase();
  return ADDRESS_LIKE.some((pattern) => lower.includes(pattern));
}

export type StatementCheck = { ok: true; html: string } | { ok: false; html: string; errors: string[] };

/** Sanitises the submitted statement and applies the spec's rules; an empty statement removes it. */
export function checkStatement(raw: string): StatementCheck {
  const { html, linkTexts } = sanitise(raw.slice(0, 20_000));
  const errors: string[] = [];
  if (countStatementCharacters(html) > STATEMENT_MAX_CHARACTERS) errors.push(STATEMENT_MESSAGES.tooLong);
  if (linkTexts.some(isAddressLikeLinkText)) errors.push(STATEMENT_MESSAGES.urlLinkText);
  const empty = countStatementCharacters(html) === 0;
  if (errors.length > 0) return { ok: false, html, errors };
  return { ok: true, html: empty ? "" : html };
}

/** The statement form: the statement as it will be stored (sanitised), or the rules' messages as one. */
export const statementSchema = z.object({
  statement: z.string().transform((raw, ctx) => {
    const checked = checkStatement(raw);
    if (checked.ok) return checked.html;
    ctx.addIssue({ code: "custom", message: checked.errors.join(" ") });
    return z.NEVER;
  }),
});
