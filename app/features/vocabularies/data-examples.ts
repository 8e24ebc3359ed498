/**
 * Example structured data of every notice type, for the vocabulary documents: a filled-in example of the
 * type's web-form schema where it has one, otherwise a few notices from the demo-data generators, which
 * write the fields real notices of that type carry (older notices and types placed without a form). Run
 * once per process: the vocabularies are static for a build.
 */

// The one import of app/demo-data from a feature, allowed by name in app/architecture/import-rules.ts.
import { generateNotice } from "../../demo-data/generators/notice-generators.ts";
import { World } from "../../demo-data/generators/world.ts";
import { createRandom } from "../../lib/seeded-random.ts";
import type { SamplePostcode } from "../geo/sample-postcode.ts";
import { noticeDataSchemas } from "../notices/notice-data-schemas.ts";
import type { NoticeType } from "../taxonomy/taxonomy-types.ts";
import { exampleOf } from "./schema-example.ts";

/** Optional fields come and go between generated notices: a few of each type cover them. */
const GENERATED_EXAMPLES = 12;

// Any place will do: only the field names of the data matter here.
const PLACES: SamplePostcode[] = [
  { postcode: "SW1A 1AA", latitude: 51.50101, longitude: -0.14159, town: "London" },
  { postcode: "EH1 1YZ", latitude: 55.9533, longitude: -3.1883, town: "Edinburgh" },
  { postcode: "BT1 5GS", latitude: 54.5973, longitude: -5.9301, town: "Belfast" },
];

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function exampleDataOf(type: NoticeType): Record<string, unknown>[] {
  const schema = noticeDataSchemas[type.code];
  if (schema) return [asRecord(exampleOf(schema))];
  const examples: Record<string, unknown>[] = [];
  for (let seed = 1; seed <= GENERATED_EXAMPLES; seed++) {
    try {
      const notice = generateNotice({
        code: type.code,
        editionId: "london",
        publishedOn: "2026-03-06",
        rng: createRandom(`vocabulary/${type.code}/${seed}`),
        world: new World(seed, PLACES),
      });
      examples.push(notice.data);
    } catch {
      // A type without a generator has no examples: its data fields are not listed.
    }
  }
  return examples;
}
