import { test } from "./fixtures.ts";
import {
  aPlacerTagsAPlainTextNotice,
  aPlainTextNoticeIsPlacedFromStartToFinish,
  badPostsChangeNothing,
  tagsFollowTheirWords,
} from "./plain-text-notice-journeys.ts";

test("a placer types a notice, tags its parts by selecting them (the overlap message for a selection across a tag), removes one, saves, and removes a saved tag", async ({
  page,
}, testInfo) => {
  await aPlacerTagsAPlainTextNotice(page, testInfo);
});

test("blank text and stale tags are refused and nothing is saved; another's draft is not found, a submitted notice refused", async ({
  page,
}, testInfo) => {
  await badPostsChangeNothing(page, testInfo);
});

test("text typed before a tag moves the tag with its words", async ({ page }) => {
  await tagsFollowTheirWords(page);
});

test("a notice of a type without a web form goes from its start page through text and tags to check, preview and submit", async ({
  page,
}, testInfo) => {
  await aPlainTextNoticeIsPlacedFromStartToFinish(page, testInfo);
});
