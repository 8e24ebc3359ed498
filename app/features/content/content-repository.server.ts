/**
 * Editorial pages (news articles, case studies, help) are Markdown files under content/{section}/, with a
 * small front matter block (`title:`, `date:`, `summary:`). Read once and kept in memory.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { projectPath } from "../../lib/project-path.server.ts";

export const CONTENT_SECTIONS = {
  news: { title: "News", itemLabel: "News article" },
  "case-studies": { title: "Case studies", itemLabel: "Case study" },
  help: { title: "Help", itemLabel: "Help" },
} as const;

export type ContentSection = keyof typeof CONTENT_SECTIONS;

export interface ContentPage {
  section: ContentSection;
  slug: string;
  title: string;
  date: string | null;
  summary: string;
  html: string;
}

export function isContentSection(value: string | undefined): value is ContentSection {
  return !!value && Object.hasOwn(CONTENT_SECTIONS, value);
}

export function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (kv) meta[kv[1]!] = kv[2]!.replace(/^["']|["']$/g, "");
  }
  return { meta, body: source.slice(m[0].length) };
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "h1", "h2", "h3", "h4"],
  allowedAttributes: { a: ["href", "title"], th: ["scope"], td: ["colspan"] },
};

/** GOV.UK classes on the rendered elements, so Markdown pages look like the rest of the service. */
function styleHtml(html: string): string {
  return (
    html
      .replace(/<h2>/g, '<h2 class="govuk-heading-m">')
      .replace(/<h3>/g, '<h3 class="govuk-heading-s">')
      .replace(/<p>/g, '<p class="govuk-body">')
      .replace(/<ul>/g, '<ul class="govuk-list govuk-list--bullet">')
      .replace(/<ol>/g, '<ol class="govuk-list govuk-list--number">')
      .replace(/<a href/g, '<a class="govuk-link" href')
      .replace(/<table>/g, '<table class="govuk-table">')
      .replace(/<thead>/g, '<thead class="govuk-table__head">')
      .replace(/<tbody>/g, '<tbody class="govuk-table__body">')
      .replace(/<tr>/g, '<tr class="govuk-table__row">')
      // Markdown tables have their headings in the first row only: column headings.
      .replace(/<th>/g, '<th scope="col" class="govuk-table__header">')
      .replace(/<td>/g, '<td class="govuk-table__cell">')
      .replace(/<code>/g, '<code class="app-code">')
  );
}

let cache: Map<ContentSection, ContentPage[]> | null = null;

function load(): Map<ContentSection, ContentPage[]> {
  if (cache) return cache;
  const all = new Map<ContentSection, ContentPage[]>();
  for (const section of Object.keys(CONTENT_SECTIONS) as ContentSection[]) {
    const dir = projectPath("content", section);
    const pages = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".md"))
          .map((f) => {
            const { meta, body } = parseFrontMatter(readFileSync(join(dir, f), "utf8"));
            const html = styleHtml(sanitizeHtml(marked.parse(body, { async: false }), SANITIZE));
            return {
              section,
              slug: f.replace(/\.md$/, ""),
              title: meta.title ?? f,
              date: meta.date ?? null,
              summary: meta.summary ?? "",
              html,
            };
          })
      : [];
    pages.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || a.title.localeCompare(b.title));
    all.set(section, pages);
  }
  cache = all;
  return all;
}

export function listContent(section: ContentSection): ContentPage[] {
  return load().get(section) ?? [];
}

export function findContent(section: ContentSection, slug: string): ContentPage | null {
  return listContent(section).find((p) => p.slug === slug) ?? null;
}
