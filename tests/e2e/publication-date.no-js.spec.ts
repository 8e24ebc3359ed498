import { test } from "./fixtures.ts";
import {
  aPlacerChangesAPendingNoticesDates,
  aPlacerSetsADraftsPublicationDate,
  publishedAndOthersNoticesDoNotChange,
} from "./publication-date-journeys.ts";

test("a placer sets a draft's earliest publication date and time; the server answers a wrong time, too early and too far ahead; a Saturday moves to the next issue (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aPlacerSetsADraftsPublicationDate(page, testInfo);
});

test("a placer changes a pending notice's publication date and claim date on their pages, with 'Required.' (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aPlacerChangesAPendingNoticesDates(page, testInfo);
});

test("a published notice's dates cannot change; another account's notice is not found (without JavaScript)", async ({
  page,
}, testInfo) => {
  await publishedAndOthersNoticesDoNotChange(page, testInfo);
});
