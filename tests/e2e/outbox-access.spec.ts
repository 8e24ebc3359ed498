import { createUser, linkIn, outboxRequest, type TestUserOptions, waitForEmail } from "./accounts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, request as requests, test } from "./fixtures.ts";

/**
 * The development outbox holds everyone's reset links, so reading it would be taking over any account
 * (issue 8): only signed-in staff may, and everyone else gets the 404 of a site without an outbox.
 */
test("only signed-in staff read the outbox; visitors and other roles get 404 on the list, the JSON and a message", async ({
  page,
  baseURL,
}) => {
  const victim = await createUser(page.request, { name: "Vic Tim" });
  // Anyone may ask for a reset link for anyone's address…
  await page.goto("/forgotten-password");
  await page.getByLabel("Email address").fill(victim.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const message = await waitForEmail(victim.email, "Reset your Gazette password");
  const resetPath = linkIn(message, "/new-password");
  const token = new URL(resetPath, baseURL).searchParams.get("token") ?? resetPath;

  const paths = [
    "/dev/outbox",
    `/dev/outbox?to=${encodeURIComponent(victim.email)}`,
    `/dev/outbox/data.json?to=${encodeURIComponent(victim.email)}`,
    "/dev/outbox/data.json",
    `/dev/outbox/${message.id}`,
  ];

  // …but the link never reaches them: not anonymously, nor signed in with any role but staff.
  const anonymous = await requests.newContext({ baseURL });
  const roles: TestUserOptions["role"][] = [
    "user",
    "account-owner",
    "super-user",
    "company-admin",
    "account-admin",
  ];
  const signedIn = await Promise.all(
    roles.map(async (role) => {
      const context = await requests.newContext({ baseURL });
      const user = await createUser(context, {
        role,
        organisation: { name: `Outbox ${role}`, status: "approved" },
      });
      expect((await context.post("/__test/sign-in", { data: { email: user.email } })).status()).toBe(200);
      return { who: role ?? "user", context };
    }),
  );
  for (const { who, context } of [{ who: "anonymous", context: anonymous }, ...signedIn]) {
    for (const path of paths) {
      const response = await context.get(path);
      expect(response.status(), `${who}: ${path}`).toBe(404);
      expect(await response.text(), `${who}: ${path}`).not.toContain(token);
    }
    await context.dispose();
  }

  // Staff read all three.
  const staff = await outboxRequest();
  for (const path of paths) expect((await staff.get(path)).status(), `staff: ${path}`).toBe(200);
  expect(await (await staff.get(`/dev/outbox/${message.id}`)).text()).toContain(token);
});

test("a member of staff reads the outbox pages in the browser", async ({ page, request }) => {
  const staff = await createUser(request, { role: "staff", name: "Stella Staff" });
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Outbox");
  await page.request.post("/__test/sign-in", { data: { email: staff.email } });
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expectNoAxeViolations(page);
});
