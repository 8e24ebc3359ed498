import { randomUUID } from "node:crypto";
import { createUser } from "./accounts.ts";
import { expect, request as requests, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";

/** Shared pages (ADR 026) without JavaScript: the reused page's plain form carries this visitor's token. */
test("a notice page filled from a shared one takes a plain form post: save, sign in, saved", async ({
  page,
  request,
}) => {
  const id = await latestNoticeId(request);
  const address = `/notice/${id}?back=${encodeURIComponent(`/all-notices/notice?text=${randomUUID().slice(0, 8)}`)}`;
  const warm = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await warm.get(address)).headers()["x-cache"]).toBe("miss");
  await warm.dispose();

  const answer = await page.goto(address);
  expect(answer?.headers()["x-cache"]).toBe("hit");
  await page.getByRole("button", { name: "Save notice to My Gazette" }).first().click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=/);
  await expect(page.getByText(/This form has expired/)).toHaveCount(0);

  const user = await createUser(request, { name: "Shared Page Poster" });
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/notice/${id}`));
  await expect(page.locator("#user-full-name")).toHaveText("Shared Page Poster");
  await page.getByRole("button", { name: "Save notice to My Gazette" }).first().click();
  await expect(page.getByRole("button", { name: "Remove from My Gazette" }).first()).toBeVisible();
});
