import { test } from "./fixtures.ts";
import { staffCompileTheNextIssueNow } from "./issue-compilation-journeys.ts";

test("staff see Belfast's next issue with a scheduled notice, compile it now on the confirmation page, and the notice is searchable and in the issue's PDF (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await staffCompileTheNextIssueNow(page, testInfo, "belfast");
});
