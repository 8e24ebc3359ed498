import {
  clientNavigationsMeetTheGuards,
  openAddressesStayOpen,
  refusedPeopleKeepTheirFrame,
  signedOutVisitorsAreSentToSignIn,
} from "./area-guards-journeys.ts";
import { test } from "./fixtures.ts";

test("signed out, every area's pages and forms lead to sign-in and back; scripts get 401", async ({
  request,
  baseURL,
}) => {
  await signedOutVisitorsAreSentToSignIn(request, baseURL!);
});

test("the addresses under my-gazette/ that must work signed out still do", async ({ request }) => {
  await openAddressesStayOpen(request);
});

test("a person refused an area sees the refusal in their own frame", async ({ page }, testInfo) => {
  await refusedPeopleKeepTheirFrame(page, testInfo);
});

test("client-side navigations meet the same guards: refused in one's frame, or sent to sign in", async ({
  page,
}) => {
  await clientNavigationsMeetTheGuards(page);
});
