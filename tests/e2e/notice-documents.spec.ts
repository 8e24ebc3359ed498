import { test } from "./fixtures.ts";
import { aPlacerPostsDocuments, strangersFindNothing } from "./notice-documents-journeys.ts";

test("a placer uploads a draft's documents, is refused the wrong kind and 25 MB, confirms them, changes them back in the modal and deletes one in the modal", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await aPlacerPostsDocuments(page, testInfo);
});

test("another account's person finds no documents page, question or file; staff may download", async ({
  page,
}) => {
  await strangersFindNothing(page);
});
