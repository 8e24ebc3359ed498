/** Editorial pages for the content routes: a section's index (titles and summaries) and one page. */
import { type ContentPage, type ContentSection, listContent } from "./content-repository.server.ts";

export {
  CONTENT_SECTIONS,
  type ContentPage,
  type ContentSection,
  findContent,
  isContentSection,
} from "./content-repository.server.ts";

/** A section's pages, newest first, without their bodies (an index page needs none). */
export function contentIndex(section: ContentSection): Omit<ContentPage, "html">[] {
  return listContent(section).map(({ html: _html, ...rest }) => rest);
}
