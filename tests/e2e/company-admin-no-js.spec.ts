/**
 * Company administration without JavaScript: the company logo, adjusting payment after a credit application, and a
 * director claim, each through the account admin's decision (journeys in company-admin-journeys.ts).
 */

import {
  accountPaymentNeedsCredit,
  directorClaimIsDecided,
  logoNeedsApproval,
} from "./company-admin-journeys.ts";
import { test } from "./fixtures.ts";

// Each journey has three people, a decision and about ten axe runs: give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("without JavaScript: a company logo is refused unless it is an image, and shown once an account admin approves it", async ({
  page,
}, testInfo) => {
  await logoNeedsApproval(page, testInfo);
});

test("without JavaScript: paying by account needs an approved credit application", async ({
  page,
}, testInfo) => {
  await accountPaymentNeedsCredit(page, testInfo);
});

test("without JavaScript: a director claim needs a known company, and a decline needs a reason that is e-mailed", async ({
  page,
}, testInfo) => {
  await directorClaimIsDecided(page, testInfo);
});
