import { test } from "./fixtures.ts";
import { staffCompileTheNextIssueNow } from "./issue-compilation-journeys.ts";

test("staff see Edinburgh's next issue with a scheduled notice, compile it now, and the notice is searchable and in the issue's PDF", async ({
  page,
}, testInfo) => {
  test.slow();
  await staffCompileTheNextIssueNow(page, testInfo, "edinburgh");
});
