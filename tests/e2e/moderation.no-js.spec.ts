import { test } from "./fixtures.ts";
import {
  aProofIsCommentedAndAccepted,
  aPublishedNoticeIsWithdrawnPermanently,
  staffApproveAndReject,
} from "./moderation-journeys.ts";

test("a proof commented and accepted, and staff reading both (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await aProofIsCommentedAndAccepted(page, testInfo);
});

test("staff approve one notice from the queue and reject another with a reason that is e-mailed (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await staffApproveAndReject(page, testInfo);
});

test("a published notice permanently withdrawn, its page and data twins saying so (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await aPublishedNoticeIsWithdrawnPermanently(page, testInfo);
});
