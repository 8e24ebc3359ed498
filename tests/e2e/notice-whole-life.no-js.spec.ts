import { test } from "./fixtures.ts";
import { theWholeLifeOfA2903 } from "./notice-whole-life-journeys.ts";

test("the whole life of a 2903 without JavaScript: placed, paid, approved, compiled, found by search and in its PDF", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await theWholeLifeOfA2903(page, testInfo);
});
