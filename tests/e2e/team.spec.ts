import { test } from "./fixtures.ts";
import { inviteChoosePasswordAndRemove, plainUserIsRefused, superUserEditsDetails } from "./team-journeys.ts";

test("an owner invites a user, who chooses a password; the owner sets permissions and removes a person", async ({
  page,
}, testInfo) => {
  await inviteChoosePasswordAndRemove(page, testInfo);
});

test("a super user edits another user's details and password", async ({ page }, testInfo) => {
  await superUserEditsDetails(page, testInfo);
});

test("a plain user may not see the team, company or approvals pages", async ({ page }) => {
  await plainUserIsRefused(page);
});
