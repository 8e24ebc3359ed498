import { accountAdminDecidesCompanyAccounts, statementNeedsApproval } from "./approvals-journeys.ts";
import { test } from "./fixtures.ts";

test("a company statement is checked, sent for approval and shown once approved", async ({
  page,
}, testInfo) => {
  await statementNeedsApproval(page, testInfo);
});

test("the account admin approves one company account and declines another", async ({ page }, testInfo) => {
  await accountAdminDecidesCompanyAccounts(page, testInfo);
});
