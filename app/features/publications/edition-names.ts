import { getEdition } from "./editions.ts";

/** "London", "Edinburgh", "Belfast": the edition as a short label. */
export function editionName(id: string): string {
  const edition = getEdition(id);
  return edition ? edition.name.replace(/^The /, "").replace(/ Gazette$/, "") : id;
}
