import { refusedPeopleKeepTheirFrame } from "./area-guards-journeys.ts";
import { test } from "./fixtures.ts";

test("without JavaScript: a person refused an area sees the refusal in their own frame", async ({
  page,
}, testInfo) => {
  await refusedPeopleKeepTheirFrame(page, testInfo);
});
