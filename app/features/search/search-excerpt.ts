/**
 * The excerpt shown for a search without words: the start of the notice. It is cut at a length, so it
 * must end on a whole word and say that it goes on (an ellipsis); a notice short enough is shown whole.
 */

/** Characters of the notice's text an excerpt keeps. */
export const EXCERPT_CHARS = 320;

const ELLIPSIS = "…";

/**
 * `text` is the start of the notice, read one character beyond `max` so that a cut can be told from a
 * notice that ends there, and a cut that falls between two words from one inside a word.
 */
export function excerptEndingOnWord(text: string, max: number = EXCERPT_CHARS): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  let head = chars.slice(0, max).join("");
  if (!/\s/.test(chars[max] ?? "")) {
    const lastSpace = head.search(/\s\S*$/);
    // One word longer than the excerpt has no word end to cut at: it is cut where it stands.
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  return `${head.trimEnd().replace(/[\s,;:(–—-]+$/u, "")}${ELLIPSIS}`;
}
