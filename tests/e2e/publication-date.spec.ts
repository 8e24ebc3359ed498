import { test } from "./fixtures.ts";
import {
  aPlacerChangesAPendingNoticesDates,
  aPlacerSetsADraftsPublicationDate,
  publishedAndOthersNoticesDoNotChange,
} from "./publication-date-journeys.ts";

test("a placer sets a draft's earliest publication date and time; a wrong time reverts at once; too early and too far ahead are refused; a Saturday moves to the next issue", async ({
  page,
}, testInfo) => {
  await aPlacerSetsADraftsPublicationDate(page, testInfo);
});

test("a placer changes a pending notice's publication date and claim date in modals, with 'Required.', and the toast", async ({
  page,
}, testInfo) => {
  await aPlacerChangesAPendingNoticesDates(page, testInfo);
});

test("a published notice's dates cannot change; another account's notice is not found", async ({
  page,
}, testInfo) => {
  await publishedAndOthersNoticesDoNotChange(page, testInfo);
});
