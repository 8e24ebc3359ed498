import { test } from "./fixtures.ts";
import {
  aFirmChoosesANoticeType,
  aMemberWithoutPermissionIsRefused,
  anIndividualPlacesAsPersonalRepresentative,
  staffScheduleANoticeFee,
} from "./place-notice-journeys.ts";

test("a solicitors' firm chooses edition, category and notice type, and sees the type's fee and form", async ({
  page,
}, testInfo) => {
  await aFirmChoosesANoticeType(page, testInfo);
});

test("an individual chooses to place as a personal representative, is told of the documents, and is refused a petition", async ({
  page,
}, testInfo) => {
  await anIndividualPlacesAsPersonalRepresentative(page, testInfo);
});

test("a member without the 'place notices' permission is refused", async ({ page }, testInfo) => {
  await aMemberWithoutPermissionIsRefused(page, testInfo);
});

test("staff schedule a notice fee for later, which stays scheduled", async ({ page }, testInfo) => {
  // Several pages of the fees table, each checked by axe: slow on a busy machine.
  test.slow();
  await staffScheduleANoticeFee(page, testInfo);
});
