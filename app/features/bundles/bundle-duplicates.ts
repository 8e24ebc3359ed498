/**
 * Duplicates within a bundle (placement-api.md: the sample repeats one notice fifty times with the same
 * Reference; "a placer should be told about rather than silently charged for twice"). A notice is a
 * duplicate of the first one before it with the same reference, or with the same notice type, edition and
 * content. Duplicates are flagged, never dropped: the placer decides, with the include/exclude toggle. Pure.
 */
import type { BundleEntry } from "./bundle-entry.ts";

/** Object keys sorted at every depth, so that the same data written in another order compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** For each duplicate, the position of the notice it repeats (position → first position). */
export function findDuplicates(entries: readonly BundleEntry[]): Map<number, number> {
  const byReference = new Map<string, number>();
  const byContent = new Map<string, number>();
  const duplicates = new Map<number, number>();
  for (const entry of entries) {
    const referenceKey = entry.reference ? `${entry.noticeCode}\u0000${entry.reference}` : null;
    const contentKey = `${entry.noticeCode}\u0000${entry.editionId}\u0000${canonical(entry.data)}`;
    const first =
      (referenceKey === null ? undefined : byReference.get(referenceKey)) ?? byContent.get(contentKey);
    if (first !== undefined) duplicates.set(entry.position, first);
    if (referenceKey && !byReference.has(referenceKey)) byReference.set(referenceKey, entry.position);
    if (!byContent.has(contentKey)) byContent.set(contentKey, entry.position);
  }
  return duplicates;
}

export const duplicateMessage = (first: number) =>
  `This notice repeats notice ${first} of the bundle: it would be published, and charged, twice`;
