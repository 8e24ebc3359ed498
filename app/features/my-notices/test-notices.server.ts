/**
 * Test-only (reached through /__test/notices with TEST_HOOKS=on): a notice placed by a person and brought
 * to a given status through the workflow's own steps (applyNoticeStep, so each step writes its provenance
 * as it would for real), for the lists of My Gazette to show. Only the draft itself is written directly:
 * the web forms that make drafts are a later part of issue 12. Staff's steps (approve, reject) are taken by
 * a test member of staff made on first use.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { NOTICE_STATUSES, type NoticeStatus } from "../../db/schema/notices-values.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { addNoticeToBasket } from "../baskets/notice-basket.server.ts";
import { noticeFeeInForce } from "../placement/notice-fee-service.server.ts";
import type { NoticeEvent } from "../placement/notice-machine.ts";
import { applyNoticeStep, type NoticeActor } from "../placement/notice-workflow-service.server.ts";
import { insertTestDraft, selectTestPlacer, type TestPlacer } from "./test-notices-repository.server.ts";

export const testNoticeSchema = z.object({
  email: z.email(),
  status: z.enum(NOTICE_STATUSES).default("draft"),
  noticeCode: z
    .string()
    .regex(/^\d{4}$/)
    .default("2903"),
  edition: z.enum(["london", "edinburgh", "belfast"]).default("london"),
  title: z.string().min(1).max(200).default("Deceased Estates: Test"),
  /** When the draft was begun (ISO); lists sort by it, newest first. */
  createdAt: z.iso.datetime().optional(),
  /** When a notice brought to published (or beyond) was published (ISO); see PUBLISHED_LONG_AGO. */
  publishedAt: z.iso.datetime().optional(),
  /** The notice's structured data (a 2903's claimDeadline, say); none unless given. */
  data: z.record(z.string(), z.unknown()).optional(),
  /** The earliest publication moment the placer asked for (ISO); none unless given. */
  earliestPublicationAt: z.iso.datetime().optional(),
  /** A submitted notice also goes into its placer's basket (addNoticeToBasket), as "Add to basket" does. */
  basket: z.boolean().default(false),
});

/**
 * A notice made here has no issue, no page and a one-line body. Published "now", it would be the newest
 * notice on the home page, where other journeys take the latest notices to check whole notice pages and
 * graphs: so unless asked otherwise it was published long before the demo corpus's recent notices.
 */
const PUBLISHED_LONG_AGO = "2001-01-05T09:30:00.000Z";

/** The events that bring a draft to each status, in order. */
const PATHS: Readonly<Record<NoticeStatus, readonly NoticeEvent[]>> = {
  draft: [],
  submitted: ["submit"],
  "awaiting-payment": ["submit", "start-payment"],
  paid: ["submit", "pay-on-account"],
  "awaiting-approval": ["submit", "pay-on-account", "validate"],
  approved: ["submit", "pay-on-account", "validate", "approve"],
  scheduled: ["submit", "pay-on-account", "validate", "approve", "schedule"],
  published: ["submit", "pay-on-account", "validate", "approve", "schedule", "publish"],
  rejected: ["submit", "pay-on-account", "validate", "reject"],
  withdrawn: ["submit", "withdraw"],
  "permanently-withdrawn": [
    "submit",
    "pay-on-account",
    "validate",
    "approve",
    "schedule",
    "publish",
    "permanently-withdraw",
  ],
};

const TEST_STAFF_EMAIL = "notice-desk@staff.gazette.test";

async function testStaff(db: Database): Promise<TestPlacer> {
  const found = await selectTestPlacer(db, TEST_STAFF_EMAIL);
  if (found) return found;
  await createTestUser(db, { email: TEST_STAFF_EMAIL, name: "Notice desk", role: "staff" });
  return (await selectTestPlacer(db, TEST_STAFF_EMAIL))!;
}

export async function createTestNotice(
  db: Database,
  input: z.input<typeof testNoticeSchema>,
): Promise<{ id: number; status: NoticeStatus } | null> {
  const parsed = testNoticeSchema.parse(input);
  const placer = await selectTestPlacer(db, parsed.email);
  if (!placer) return null;
  const id = await insertTestDraft(db, {
    noticeCode: parsed.noticeCode,
    editionId: parsed.edition,
    title: parsed.title,
    placer,
    createdAt: parsed.createdAt ? new Date(parsed.createdAt) : new Date(),
    data: parsed.data ?? {},
    earliestPublicationAt: parsed.earliestPublicationAt ? new Date(parsed.earliestPublicationAt) : null,
    publishedAt: PATHS[parsed.status].includes("publish")
      ? new Date(parsed.publishedAt ?? PUBLISHED_LONG_AGO)
      : null,
    // As the submit step will: the fee's price in force, copied into the notice.
    pricePence: (await noticeFeeInForce(db, parsed.noticeCode, parsed.edition))?.pricePence ?? null,
  });
  for (const event of PATHS[parsed.status]) {
    const actor: NoticeActor =
      event === "submit" || event === "withdraw"
        ? { kind: "placer", user: placer }
        : event === "approve" || event === "reject" || event === "permanently-withdraw"
          ? { kind: "staff", user: await testStaff(db) }
          : { kind: "system" };
    const reason = event === "reject" || event === "permanently-withdraw" ? "Test reason" : undefined;
    await applyNoticeStep(db, { noticeId: id, event, actor, reason });
  }
  if (parsed.basket && parsed.status === "submitted")
    await db.transaction((tx) => addNoticeToBasket(tx, { userId: placer.id }, id));
  return { id, status: parsed.status };
}
