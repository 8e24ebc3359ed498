/**
 * Invented street names ("Quillfield Road"): no open UK address list exists, so the address finder and
 * the demo data both make streets up around a real postcode, from these word lists, and they look it.
 */
import type { Random } from "../../lib/seeded-random.ts";

const STEM_A = [
  "Quill",
  "Otter",
  "Bramble",
  "Thistle",
  "Nettle",
  "Sorrel",
  "Tansy",
  "Hollin",
  "Wren",
  "Lark",
  "Marrow",
  "Cobble",
  "Flax",
  "Sedge",
  "Teasel",
  "Rook",
  "Quern",
  "Yarrow",
  "Kettle",
  "Bracken",
  "Dapple",
  "Sallow",
  "Vetch",
  "Whin",
  "Plover",
  "Pebble",
  "Mallow",
  "Spindle",
  "Quince",
  "Damson",
  "Linnet",
  "Pipit",
  "Saffron",
  "Clover",
  "Tipple",
];
const STEM_B = [
  "field",
  "well",
  "wick",
  "combe",
  "more",
  "ley",
  "dale",
  "brook",
  "ridge",
  "gate",
  "croft",
  "holme",
  "hurst",
  "mead",
  "bury",
  "ton",
  "worth",
];
const STREET_TYPES = [
  ["Road", 10],
  ["Street", 8],
  ["Lane", 6],
  ["Avenue", 4],
  ["Close", 4],
  ["Drive", 3],
  ["Gardens", 2],
  ["Crescent", 2],
  ["Way", 2],
  ["Terrace", 2],
  ["Grove", 2],
  ["Place", 1],
  ["Row", 1],
  ["Mews", 1],
  ["Walk", 1],
] as const;

/** An invented place-like word: "Quillfield", "Ottermead". */
export function streetStem(rng: Random): string {
  const a = rng.pick(STEM_A);
  const b = rng.pick(STEM_B);
  return a[a.length - 1] === b[0] ? a + b.slice(1) : a + b;
}

export function streetName(rng: Random): string {
  return `${streetStem(rng)} ${rng.weighted(STREET_TYPES)}`;
}
