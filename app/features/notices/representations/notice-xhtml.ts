/**
 * `/notice/{id}/data.xml`: the notice as a standalone XHTML+RDFa 1.1 document, the Gazette's
 * "content" representation. It is served as XML, so it must be well-formed: every piece of text is
 * escaped here and the sanitised body is made XML-safe (void elements, HTML-only entities).
 */
import { getEdition } from "../../publications/editions.ts";
import type { Notice } from "../notice-types.ts";
import { formatLongDate, humaniseKey } from "./format.ts";
import {
  editionUri,
  issuePageUrl,
  issueUri,
  noticeClassUri,
  noticeLinks,
  noticeUri,
  noticeVocabularyName,
  prefixesFor,
} from "./vocabulary.ts";
import { escapeXmlAttribute as attr, escapeXmlText as text, toXhtmlFragment } from "./xhtml-text.ts";

export function noticeToXhtml(notice: Notice, siteUrl: string): string {
  const prefixes = prefixesFor(siteUrl, notice);
  const editionName = getEdition(notice.editionId)?.name ?? notice.editionId;
  const links = noticeLinks(siteUrl, notice.id);
  const types = ["publication:Notice"];
  const classUri = noticeClassUri(notice, siteUrl);
  if (classUri) {
    // A CURIE when the class name allows one (it always does for the taxonomy's classes), else the IRI.
    const local = classUri.slice(classUri.indexOf("#") + 1);
    types.push(
      /^[A-Za-z_][A-Za-z0-9_-]*$/.test(local) ? `${noticeVocabularyName(notice)}:${local}` : classUri,
    );
  }

  const metadata: string[] = [
    item(
      "Notice type",
      `${text(notice.noticeTypeName)} (notice code <span property="publication:hasNoticeCode">${text(notice.noticeCode)}</span>)`,
    ),
    item(
      "Category",
      `<span property="publication:hasCategory">${text(notice.categoryCode)}</span> ${text(notice.categoryName)}`,
    ),
    item("Notice ID", `<span property="publication:hasNoticeID">${notice.id}</span>`),
    item("Status", `<span property="publication:hasStatus">${text(notice.status)}</span>`),
  ];
  if (notice.issue) {
    const { editionId, number } = notice.issue;
    metadata.push(
      item(
        "Issue",
        `<a property="publication:isInIssue" resource="${attr(issueUri(siteUrl, editionId, number))}" ` +
          `href="${attr(issuePageUrl(siteUrl, editionId, number))}">${number}</a>` +
          ` (${text(formatLongDate(notice.issue.publishedOn))})`,
      ),
    );
  }
  if (notice.page)
    metadata.push(item("Page", `<span property="publication:hasPage">${text(notice.page)}</span>`));
  if (notice.publishedAt) {
    metadata.push(
      item("Publication date", timeElement("publication:hasPublicationDate", notice.publishedAt)),
    );
  }
  if (notice.earliestPublicationAt) {
    metadata.push(
      item(
        "Earliest publication date",
        timeElement("publication:hasEarliestPublicationDate", notice.earliestPublicationAt),
      ),
    );
  }
  metadata.push(
    item(
      "Version",
      `<span property="publication:hasVersion" datatype="xsd:integer">${notice.version}</span>`,
    ),
  );
  if (notice.companyNumber) metadata.push(item("Company number", text(notice.companyNumber)));
  if (notice.placingOrganisation) metadata.push(item("Placed by", text(notice.placingOrganisation.name)));

  const details = dataList(notice.data);
  const alternates = (
    [
      ["application/ld+json", links.jsonld],
      ["text/turtle", links.ttl],
      ["application/json", links.json],
      ["application/pdf", links.pdf],
    ] as const
  )
    .map(([type, href]) => `<link rel="alternate" type="${type}" href="${attr(href)}"/>`)
    .join("\n");

  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" prefix="${attr(
    Object.entries(prefixes)
      .map(([p, iri]) => `${p}: ${iri}`)
      .join(" "),
  )}">
<head>
<title>${text(notice.title)} – ${text(editionName)}</title>
<link rel="canonical" href="${attr(links.html)}"/>
${alternates}
</head>
<body>
<article about="${attr(noticeUri(siteUrl, notice.id))}" typeof="${attr(types.join(" "))}">
<header>
<p><span property="publication:hasEdition" resource="${attr(editionUri(siteUrl, notice.editionId))}">${text(editionName)}</span></p>
<h1 property="dcterms:title">${text(notice.title)}</h1>
<dl class="notice-metadata">
${metadata.join("\n")}
</dl>
</header>
<div class="notice-body">
${toXhtmlFragment(notice.bodyHtml)}
</div>
${details ? `<section class="notice-data">\n<h2>Notice details</h2>\n${details}\n</section>\n` : ""}<footer>
<p><a property="foaf:page" href="${attr(links.html)}">${text(links.html)}</a></p>
</footer>
</article>
</body>
</html>
`;
}

function item(label: string, valueHtml: string): string {
  return `<dt>${text(label)}</dt><dd>${valueHtml}</dd>`;
}

function timeElement(property: string, iso: string): string {
  // `content` + `datatype` rather than relying on RDFa's <time> handling, which not all processors have.
  const datatype = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? "xsd:date" : "xsd:dateTime";
  return (
    `<time property="${property}" datatype="${datatype}" content="${attr(iso)}" datetime="${attr(iso)}">` +
    `${text(formatLongDate(iso))}</time>`
  );
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
