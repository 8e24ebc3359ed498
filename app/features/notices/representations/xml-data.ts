/**
 * The two pieces every hand-written XML data answer is made of (my notices, orders, saved items, bundle
 * status): a text element left out when there is no value, and a `<link>` with its relation, address and,
 * when given, media type. Pure.
 */
import { escapeXmlAttribute, escapeXmlText } from "./xhtml-text.ts";

export function xmlElement(name: string, value: string | null): string {
  return value === null ? "" : `<${name}>${escapeXmlText(value)}</${name}>`;
}

export function xmlLink(rel: string, href: string | null, type?: string): string {
  if (href === null) return "";
  return `<link rel="${rel}" href="${escapeXmlAttribute(href)}"${type ? ` type="${type}"` : ""}/>`;
}
