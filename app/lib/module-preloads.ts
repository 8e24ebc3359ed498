/**
 * React Router's `<Scripts>` preloads every module of the page at the browser's default (high) priority,
 * ahead of nothing and beside the stylesheet: on a slow connection the scripts took the bandwidth the
 * stylesheet and the text needed, and the first paint waited for them (Lighthouse's simulated first paint
 * 2.2–2.7 s on the notice page). The pages work without scripts, so they can come after what is shown:
 * their preloads are marked `fetchpriority="low"` — what React itself does for the modules it boots —
 * and the browser still fetches them at once, only behind the stylesheet and the page. `<Scripts>` has no
 * way to say so, hence this rewrite of the rendered document (ADR 027).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

export function preloadModulesAtLowPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

const HEAD_END = Buffer.from("</head>");

/**
 * The same for a rendered document as bytes, reading only its head: React hoists every module preload
 * into the head, and a results page is ~130 kB, whose decoding to a string, rewriting and encoding back
 * cost 0.9 ms a page (0.15 ms this way) for a rewrite of its first 2 kB. A document without a head is rewritten whole.
 */
export function preloadModulesAtLowPriorityInHead(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = document.indexOf(HEAD_END);
  if (end < 0) return Buffer.from(preloadModulesAtLowPriority(document.toString("utf8")));
  const head = document.subarray(0, end).toString("utf8");
  const rewritten = preloadModulesAtLowPriority(head);
  return rewritten === head ? document : Buffer.concat([Buffer.from(rewritten), document.subarray(end)]);
}
