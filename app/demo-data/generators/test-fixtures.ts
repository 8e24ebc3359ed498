/**
 * Fixtures for the generator tests: a few real postcodes of the three nations with approximate
 * coordinates (the real sample comes from the ONS files at seeding time), and a publication calendar
 * by weekday with a handful of bank holidays.
 */
import type { EditionId } from "../../features/publications/editions.ts";
import type { SamplePostcode } from "../seed-types.ts";
import { isoWeekday } from "./format.ts";

export const TEST_POSTCODES: SamplePostcode[] = [
  { postcode: "SW1A 1AA", latitude: 51.50101, longitude: -0.14159, town: "London" },
  { postcode: "EC4A 1NL", latitude: 51.5155, longitude: -0.1106, town: "London" },
  { postcode: "LS1 3BG", latitude: 53.8008, longitude: -1.5491, town: "Leeds" },
  { postcode: "M2 5DB", latitude: 53.4794, longitude: -2.2453, town: "Manchester" },
  { postcode: "B4 6DS", latitude: 52.4828, longitude: -1.8936, town: "Birmingham" },
  { postcode: "BS1 6GR", latitude: 51.4497, longitude: -2.5897, town: "Bristol" },
  { postcode: "CF10 1ET", latitude: 51.4782, longitude: -3.177, town: "Cardiff" },
  { postcode: "NE1 3LA", latitude: 54.968, longitude: -1.6068, town: "Newcastle upon Tyne" },
  { postcode: "L2 2BX", latitude: 53.4106, longitude: -2.9866, town: "Liverpool" },
  { postcode: "S1 2HH", latitude: 53.3811, longitude: -1.4701, town: "SHEFFIELD" },
  { postcode: "NR2 1TF", latitude: 52.6293, longitude: 1.2921, town: "Norwich" },
  { postcode: "EX1 1HS", latitude: 50.7236, longitude: -3.5275, town: "Exeter" },
  { postcode: "OX1 1DP", latitude: 51.752, longitude: -1.2577, town: "Oxford" },
  { postcode: "YO1 7HH", latitude: 53.96, longitude: -1.081, town: "York" },
  { postcode: "LE1 5YA", latitude: 52.6369, longitude: -1.1398, town: "Leicester" },
  { postcode: "TR1 2SJ", latitude: 50.2632, longitude: -5.051, town: null },
  { postcode: "EH1 1RQ", latitude: 55.9496, longitude: -3.1906, town: "Edinburgh" },
  { postcode: "G5 9DA", latitude: 55.853, longitude: -4.256, town: "Glasgow" },
  { postcode: "AB10 1WP", latitude: 57.1476, longitude: -2.0946, town: "Aberdeen" },
  { postcode: "DD1 9AD", latitude: 56.462, longitude: -2.9707, town: "Dundee" },
  { postcode: "PH2 8NL", latitude: 56.395, longitude: -3.4308, town: "Perth" },
  { postcode: "IV2 3EG", latitude: 57.4778, longitude: -4.2247, town: null },
  { postcode: "BT1 3JF", latitude: 54.5968, longitude: -5.9254, town: "Belfast" },
  { postcode: "BT48 6DQ", latitude: 54.9966, longitude: -7.3086, town: "Londonderry" },
  { postcode: "BT60 4DF", latitude: 54.3503, longitude: -6.6528, town: "Armagh" },
  { postcode: "BT74 7BA", latitude: 54.3438, longitude: -7.6315, town: "Enniskillen" },
];

const TEST_HOLIDAYS = new Set([
  "2025-05-05",
  "2025-05-26",
  "2025-08-25",
  "2025-12-25",
  "2025-12-26",
  "2026-01-01",
  "2026-04-03",
]);

/** London every weekday, Edinburgh on Tuesdays and Fridays, Belfast on Fridays; no issue on the test holidays. */
export function testIsPublicationDay(editionId: EditionId, isoDate: string): boolean {
  if (TEST_HOLIDAYS.has(isoDate)) return false;
  const wd = isoWeekday(isoDate);
  if (editionId === "london") return wd <= 5;
  if (editionId === "edinburgh") return wd === 2 || wd === 5;
  return wd === 5;
}
