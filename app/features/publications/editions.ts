/** The three editions of the Gazette and when each publishes (domain.md). */
import type { Jurisdiction } from "../../db/schema/publications-values.ts";

export type EditionId = "london" | "edinburgh" | "belfast";
// Stored words: the list lives with the editions table, whose CHECK is built from it.
export type { Jurisdiction };

export interface Edition {
  id: EditionId;
  name: string;
  jurisdiction: Jurisdiction;
  /** ISO weekdays (1 = Monday) on which an issue appears, bank holidays excepted. */
  publicationDays: readonly number[];
  /** ISBN prefix used for this edition's issues (the registrant element is ours, the format is ISBN-13). */
  isbnPrefix: string;
}

export const EDITIONS: readonly Edition[] = [
  {
    id: "london",
    name: "The London Gazette",
    jurisdiction: "england-and-wales",
    publicationDays: [1, 2, 3, 4, 5],
    isbnPrefix: "978-0-11-",
  },
  {
    id: "edinburgh",
    name: "The Edinburgh Gazette",
    jurisdiction: "scotland",
    publicationDays: [2, 5],
    isbnPrefix: "978-0-11-",
  },
  {
    id: "belfast",
    name: "The Belfast Gazette",
    jurisdiction: "northern-ireland",
    publicationDays: [5],
    isbnPrefix: "978-0-11-",
  },
];

export function getEdition(id: string): Edition | undefined {
  return EDITIONS.find((e) => e.id === id);
}

export function isEditionId(id: string): id is EditionId {
  return EDITIONS.some((e) => e.id === id);
}

/**
 * An edition named in a URL or a query, in any case: the real service writes `London` where our
 * addresses say `london`, and consumers copy either. The one place an edition name is read.
 */
export function parseEditionId(value: string | null | undefined): EditionId | null {
  if (!value || value.length > 20) return null;
  const id = value.toLowerCase();
  return isEditionId(id) ? id : null;
}
