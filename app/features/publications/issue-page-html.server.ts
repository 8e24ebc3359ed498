/** The standalone HTML document of one issue page (`data.htm`): the notices as printed on that page. */
import { href } from "react-router";
import type { Notice } from "../notices/notice-types.ts";
import type { Issue } from "./issue-repository.server.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderIssuePageHtml({
  editionName,
  issue,
  page,
  notices,
}: {
  editionName: string;
  issue: Issue;
  page: number;
  notices: Notice[];
}): string {
  const title = `${editionName}, issue ${issue.number}, page ${page}`;
  const articles = notices
    .map(
      (n) => `<article id="notice-${n.id}">
<p class="notice-type">${escapeHtml(n.noticeTypeName)} (${escapeHtml(n.noticeCode)}) · Notice ${n.id}</p>
<h2><a href="${href("/notice/:id", { id: String(n.id) })}">${escapeHtml(n.title)}</a></h2>
${n.bodyHtml}
</article>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,sans-serif;max-width:48em;margin:1em auto;padding:0 1em;line-height:1.4}h1{font-size:1.4em}article{border-top:1px solid #b1b4b6;padding-top:.5em}.notice-type{color:#505a5f;font-size:.9em}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Published ${escapeHtml(issue.publishedOn)}${issue.isbn ? `, ISBN ${escapeHtml(issue.isbn)}` : ""}</p>
${articles}
</main>
</body>
</html>`;
}
