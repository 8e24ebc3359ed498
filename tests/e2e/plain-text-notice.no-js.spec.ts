import { test } from "./fixtures.ts";
import {
  aPlacerTagsAPlainTextNotice,
  aPlainTextNoticeIsPlacedFromStartToFinish,
  badPostsChangeNothing,
} from "./plain-text-notice-journeys.ts";

test("a placer types a notice and tags its parts by quoting them or by their first and last characters (bad positions, absent or ambiguous quotes and overlaps refused), removes one, saves, and removes a saved tag (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aPlacerTagsAPlainTextNotice(page, testInfo);
});

test("blank text and stale tags are refused and nothing is saved; another's draft is not found, a submitted notice refused (without JavaScript)", async ({
  page,
}, testInfo) => {
  await badPostsChangeNothing(page, testInfo);
});

test("a notice of a type without a web form goes from its start page through text and tags to check, preview and submit (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aPlainTextNoticeIsPlacedFromStartToFinish(page, testInfo);
});
