/**
 * `/notice/{id}/data.xml`: the notice as a standalone XHTML+RDFa 1.1 document, the Gazette's
 * "content" representation. It is served as XML, so it must be well-formed: every piece of text is
 * escaped here and the sanitised body is made XML-safe (void elements, HTML-only entities).
 *
 * The readable parts carry no RDFa of their own: every annotation is in the "Linked data" section,
 * written from the notice graph (notice-rdfa.ts), so an RDFa processor reads the same graph as
 * data.ttl, data.jsonld and data.rdf, and nothing more.
 */

import { formatLongDate } from "../../../lib/dates.ts";
import { getEdition } from "../../publications/editions.ts";
import type { Notice } from "../notice-types.ts";
import { humaniseKey } from "./format.ts";
import { noticeGraph } from "./notice-graph.ts";
import { graphToRdfa } from "./notice-rdfa.ts";
import { issuePageUrl, noticeLinks } from "./vocabulary.ts";
import { escapeXmlAttribute as attr, escapeXmlText as text, toXhtmlFragment } from "./xhtml-text.ts";

export function noticeToXhtml(notice: Notice, siteUrl: string): string {
  const graph = noticeGraph(notice, siteUrl);
  const editionName = getEdition(notice.editionId)?.name ?? notice.editionId;
  const links = noticeLinks(siteUrl, notice.id);

  const metadata: string[] = [
    item("Notice type", `${text(notice.noticeTypeName)} (notice code ${text(notice.noticeCode)})`),
    item("Category", `${text(notice.categoryCode)} ${text(notice.categoryName)}`),
    item("Notice ID", String(notice.id)),
    item("Status", text(notice.status)),
  ];
  if (notice.issue) {
    const { editionId, number } = notice.issue;
    metadata.push(
      item(
        "Issue",
        `<a href="${attr(issuePageUrl(siteUrl, editionId, number))}">${number}</a>` +
          ` (${text(formatLongDate(notice.issue.publishedOn))})`,
      ),
    );
  }
  if (notice.page) metadata.push(item("Page", text(notice.page)));
  if (notice.publishedAt) metadata.push(item("Publication date", timeElement(notice.publishedAt)));
  if (notice.earliestPublicationAt) {
    metadata.push(item("Earliest publication date", timeElement(notice.earliestPublicationAt)));
  }
  metadata.push(item("Version", String(notice.version)));
  if (notice.companyNumber) metadata.push(item("Company number", text(notice.companyNumber)));
  if (notice.placingOrganisation) metadata.push(item("Placed by", text(notice.placingOrganisation.name)));

  const details = dataList(notice.data);
  // Plain links, not `<link rel="alternate">`: in XHTML+RDFa `alternate` is a vocabulary term, so each
  // would add a statement about this document that no other format of the notice makes.
  const alternates = (
    [
      ["application/ld+json", "JSON-LD", links.jsonld],
      ["text/turtle", "Turtle", links.ttl],
      ["application/rdf+xml", "RDF/XML", links.rdf],
      ["application/json", "JSON", links.json],
      ["application/pdf", "PDF", links.pdf],
    ] as const
  )
    .map(([type, label, href]) => `<li><a type="${type}" href="${attr(href)}">${label}</a></li>`)
    .join("\n");

  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" prefix="${attr(
    Object.entries(graph.prefixes)
      .map(([p, iri]) => `${p}: ${iri}`)
      .join(" "),
  )}">
<head>
<title>${text(notice.title)} – ${text(editionName)}</title>
<link rel="canonical" href="${attr(links.html)}"/>
</head>
<body>
<article>
<header>
<p>${text(editionName)}</p>
<h1>${text(notice.title)}</h1>
<dl class="notice-metadata">
${metadata.join("\n")}
</dl>
</header>
<div class="notice-body">
${toXhtmlFragment(notice.bodyHtml)}
</div>
${details ? `<section class="notice-data">\n<h2>Notice details</h2>\n${details}\n</section>\n` : ""}<section class="notice-graph">
<h2>Linked data</h2>
${graphToRdfa(graph)}
</section>
<footer>
<p><a href="${attr(links.html)}">${text(links.html)}</a></p>
<ul class="notice-formats">
${alternates}
</ul>
</footer>
</article>
</body>
</html>
`;
}

function item(label: string, valueHtml: string): string {
  return `<dt>${text(label)}</dt><dd>${valueHtml}</dd>`;
}

function timeElement(iso: string): string {
  return `<time datetime="${attr(iso)}">${text(formatLongDate(iso))}</time>`;
}

/**
 * The type-specific structured fields as nested definition lists, whatever their shape: the schema of
 * `data` differs by notice type and grows over time, so it is walked rather than mapped field by field.
 */
function dataList(value: Record<string, unknown>, depth = 0): string {
  const entries = Object.entries(value).filter(([, v]) => !isEmpty(v));
  if (entries.length === 0 || depth > 8) return "";
  return `<dl>${entries.map(([k, v]) => `<dt>${text(humaniseKey(k))}</dt>${dataValues(v, depth)}`).join("")}</dl>`;
}

function dataValues(value: unknown, depth: number): string {
  if (Array.isArray(value))
    return value
      .filter((v) => !isEmpty(v))
      .map((v) => dataValues(v, depth))
      .join("");
  if (typeof value === "object" && value !== null) {
    return `<dd>${dataList(value as Record<string, unknown>, depth + 1)}</dd>`;
  }
  const s = String(value);
  return /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(s)
    ? `<dd><time datetime="${attr(s)}">${text(formatLongDate(s))}</time></dd>`
    : `<dd>${text(s)}</dd>`;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && value.every(isEmpty)) ||
    (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}
