/**
 * `/company/{number}/data.xml`: the company and its timeline as a standalone XHTML+RDFa document, like a
 * notice's data.xml. The company is named `…/company/{number}#id` (the page's own fragment, so the name
 * dereferences to the page about it); each notice of its timeline is linked by the IRI the notice graph
 * gives it, and says it is about the company.
 */

import { formatLongDate } from "../../lib/dates.ts";
import { noticeUri, prefixesFor } from "../notices/representations/vocabulary.ts";
import { escapeXmlAttribute as attr, escapeXmlText as text } from "../notices/representations/xhtml-text.ts";
import type { CompanyStatus, CompanyTimeline } from "./company-types.ts";

const STATUS_LABELS: Readonly<Record<CompanyStatus, string>> = {
  active: "Active",
  "in-administration": "In administration",
  "in-receivership": "In receivership",
  liquidation: "Liquidation",
  dissolved: "Dissolved",
};

export function companyPageUrl(siteUrl: string, number: string): string {
  return `${siteUrl}/company/${encodeURIComponent(number)}`;
}

export function companyUri(siteUrl: string, number: string): string {
  return `${companyPageUrl(siteUrl, number)}#id`;
}

export function companyToXhtml({ company, events }: CompanyTimeline, siteUrl: string): string {
  const prefixes = prefixesFor(siteUrl);
  const page = companyPageUrl(siteUrl, company.number);
  const rows: string[] = [
    item("Company number", `<span property="organisation:companyNumber">${text(company.number)}</span>`),
    item(
      "Status",
      `<span property="organisation:hasCompanyStatus">${text(STATUS_LABELS[company.status])}</span>`,
    ),
  ];
  if (company.registeredOffice) {
    rows.push(
      item(
        "Registered office",
        `<span property="organisation:hasRegisteredOffice">${text(company.registeredOffice)}</span>`,
      ),
    );
  }
  if (company.natureOfBusiness) {
    rows.push(
      item(
        "Nature of business",
        `<span property="organisation:natureOfBusiness">${text(company.natureOfBusiness)}</span>`,
      ),
    );
  }
  if (company.incorporatedOn) {
    rows.push(
      item(
        "Incorporated on",
        `<time property="organisation:incorporatedOn" datatype="xsd:date" content="${attr(company.incorporatedOn)}" datetime="${attr(company.incorporatedOn)}">${text(formatLongDate(company.incorporatedOn))}</time>`,
      ),
    );
  }
  const timeline = events
    .map((e) => {
      const notice = `${siteUrl}/notice/${e.noticeId}`;
      // `rev` turns the link round: the notice is about the company, as the notice's own graph says.
      return (
        `<li rev="publication:isAbout" resource="${attr(noticeUri(siteUrl, e.noticeId))}" typeof="publication:Notice">` +
        `<time datetime="${attr(e.publishedOn)}">${text(formatLongDate(e.publishedOn))}</time>: ` +
        `<a href="${attr(notice)}">${text(e.noticeType)}</a> ` +
        `(notice code <span property="publication:hasNoticeCode">${text(e.noticeCode)}</span>, ` +
        `notice <span property="publication:hasNoticeID">${e.noticeId}</span>)</li>`
      );
    })
    .join("\n");

  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" prefix="${attr(
    Object.entries(prefixes)
      .map(([p, iri]) => `${p}: ${iri}`)
      .join(" "),
  )}">
<head>
<title>${text(company.name)} (${text(company.number)}) – The Gazette</title>
<link rel="canonical" href="${attr(page)}"/>
<link rel="alternate" type="application/json" href="${attr(`${page}/data.json`)}"/>
</head>
<body>
<article about="${attr(companyUri(siteUrl, company.number))}" typeof="organisation:Company foaf:Organization">
<h1 property="organisation:name">${text(company.name)}</h1>
<dl class="company-details">
${rows.join("\n")}
</dl>
<section class="company-timeline">
<h2>Insolvency event timeline</h2>
${events.length ? `<ol>\n${timeline}\n</ol>` : "<p>No notices have been published about this company.</p>"}
</section>
<footer>
<p><a property="foaf:page" href="${attr(page)}">${text(page)}</a></p>
</footer>
</article>
</body>
</html>
`;
}

function item(label: string, valueHtml: string): string {
  return `<dt>${text(label)}</dt><dd>${valueHtml}</dd>`;
}
