import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.server.ts";
import { buildMigratedDatabase, createTestDatabase } from "../../db/test-database.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { onPublicAnswersPurged } from "../../lib/http-cache.server.ts";
import { projectPath } from "../../lib/project-path.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { EMAIL_QUEUE } from "../email/send-email.server.ts";
import { createTestNotice } from "../my-notices/test-notices.server.ts";
import { pagesText } from "../notices/representations/pdf-inspection.ts";
import { issuePdf, lookupIssue } from "../publications/issue-service.server.ts";
import { saveSearch, setAlertFrequency } from "../saved-searches/saved-searches-service.server.ts";
import { runSearchAlerts } from "../saved-searches/search-alerts.server.ts";
import { parseSearchParams } from "../search/search-query.ts";
import { runSearch } from "../search/search-service.server.ts";
import { runIssueCompilation } from "./compilation-job.server.ts";
import { compileNextIssue, compileNowMessage } from "./compilation-service.server.ts";
import { nextIssueOf } from "./next-issues-service.server.ts";

const SITE = "https://gazette.example";
const PLACER = "placer@compile.test";
// Monday 23 November 2026, 07:00 London: the day after the anchor (Friday 20th, London issue 64940).
const MONDAY = new Date("2026-11-23T07:00:00Z");

async function scheduled(
  db: Database,
  notice: { title: string; noticeCode?: string; edition?: "london" | "edinburgh"; earliest?: string },
): Promise<number> {
  const made = await createTestNotice(db, {
    email: PLACER,
    status: "scheduled",
    noticeCode: notice.noticeCode ?? "2903",
    edition: notice.edition ?? "london",
    title: notice.title,
    ...(notice.earliest ? { earliestPublicationAt: notice.earliest } : {}),
  });
  return made!.id;
}

type Row = {
  id: number;
  status: string;
  issue: number | null;
  page: string | null;
  page_number: number | null;
  supplement: string | null;
  published_at: Date | string | null;
  published_steps: number;
};

async function rows(db: Database, ids: readonly number[]): Promise<Map<number, Row>> {
  const result = await db.execute<Row>(sql`
    select n.id, n.status, i.number as issue, n.page, n.page_number, s.title as supplement, n.published_at,
      (select count(*)::int from notice_provenance p where p.notice_id = n.id and p.activity = 'published')
        as published_steps
    from notices n left join issues i on i.id = n.issue_id left join supplements s on s.id = n.supplement_id
    where n.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    result.rows.map((r) => [Number(r.id), { ...r, issue: r.issue === null ? null : Number(r.issue) }]),
  );
}

async function issueCount(db: Database, edition = "london"): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from issues where edition_id = ${edition}`,
  );
  return Number(r.rows[0]!.n);
}

describe("compiling issues on the calendar", () => {
  let handle: DatabaseHandle;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    handle = await createTestDatabase();
    await createTestUser(handle.db, { email: PLACER, name: "Compile Placer" });
    ids.asked = await scheduled(handle.db, {
      title: "Estate of Quillon Ashbury",
      earliest: "2026-11-20T09:00:00Z",
    });
    ids.petition = await scheduled(handle.db, { title: "Petition Brackenfold Limited", noticeCode: "2450" });
    ids.state = await scheduled(handle.db, { title: "Order in Council Marrowgate", noticeCode: "1101" });
    ids.later = await scheduled(handle.db, {
      title: "Estate of Tobias Wrenfield",
      earliest: "2026-11-25T00:00:00Z",
    });
    ids.edinburgh = await scheduled(handle.db, { title: "Estate of Ailsa Corrie", edition: "edinburgh" });
    const approved = await createTestNotice(handle.db, {
      email: PLACER,
      status: "approved",
      title: "Not yet",
    });
    ids.approved = approved!.id;
  });
  afterAll(() => handle?.close());

  it("shows staff the next issue and what it will hold, by category and type in print order", async () => {
    const next = await nextIssueOf(handle.db, "london", MONDAY);
    expect(next).toMatchObject({
      editionName: "The London Gazette",
      number: 64941,
      publishedOn: "2026-11-23",
      when: "today",
      compilesAt: "2026-11-23T06:00:00.000Z",
      compileTimePassed: true,
      noticeCount: 3,
      laterCount: 1,
    });
    expect(
      next.categories.map((c) => [c.name, c.types.map((t) => [t.code, t.notices.map((n) => n.id)])]),
    ).toEqual([
      ["State", [["1101", [ids.state]]]],
      ["Corporate Insolvency", [["2450", [ids.petition]]]],
      ["Personal Legal", [["2903", [ids.asked]]]],
    ]);
    // Seen on Saturday with no issue since: Friday's, late.
    expect(await nextIssueOf(handle.db, "london", new Date("2026-11-21T12:00:00Z"))).toMatchObject({
      publishedOn: "2026-11-20",
      when: "late",
    });
  });

  it("numbers the issue, lays out its ready notices in print order and publishes each through the workflow", async () => {
    const outcome = await compileNextIssue(handle.db, "london", { now: MONDAY });
    expect(outcome).toEqual({
      kind: "compiled",
      issue: {
        editionId: "london",
        number: 64941,
        publishedOn: "2026-11-23",
        notices: 3,
        pageCount: 1,
        supplementPageCount: 1,
      },
    });
    if (outcome.kind === "compiled")
      expect(compileNowMessage(outcome.issue)).toBe(
        "Issue 64941 of The London Gazette has been compiled and published: 3 notices on 1 page and 1 supplement page.",
      );
    const found = await rows(handle.db, Object.values(ids));
    // Corporate insolvency (24) before personal legal (29), State notices in the State Supplement.
    expect(found.get(ids.petition!)).toMatchObject({
      status: "published",
      issue: 64941,
      page: "1",
      page_number: 1,
    });
    expect(found.get(ids.asked!)).toMatchObject({
      status: "published",
      issue: 64941,
      page: "1",
      page_number: 1,
    });
    expect(found.get(ids.state!)).toMatchObject({
      status: "published",
      issue: 64941,
      page: "B1",
      page_number: null,
      supplement: "State Supplement",
    });
    for (const id of [ids.petition!, ids.asked!, ids.state!]) {
      expect(found.get(id)!.published_steps).toBe(1);
      expect(new Date(found.get(id)!.published_at!).toISOString()).toBe(MONDAY.toISOString());
    }
    // Not ready (asked for Wednesday), another edition's, not yet scheduled: untouched.
    expect(found.get(ids.later!)).toMatchObject({ status: "scheduled", issue: null, published_steps: 0 });
    expect(found.get(ids.edinburgh!)).toMatchObject({ status: "scheduled", issue: null });
    expect(found.get(ids.approved!)).toMatchObject({ status: "approved", issue: null });
    const trail = await handle.db.execute<{ agent: string; detail: string }>(
      sql`select agent, detail from notice_provenance where notice_id = ${ids.asked!} and activity = 'published'`,
    );
    expect(trail.rows).toEqual([
      { agent: "Gazette publishing system", detail: "The London Gazette, issue 64941, page 1" },
    ]);
  });

  it("makes the published notices searchable and prints them in the issue's PDF", async () => {
    const result = await runSearch(
      handle.db,
      parseSearchParams(new URLSearchParams("text=Quillon Ashbury"), { service: "all-notices" }, "2026-11-23")
        .query,
    );
    expect(result.hits.map((h) => h.id)).toEqual([ids.asked]);
    const counted = await handle.db.execute<{ n: number }>(
      sql`select coalesce(sum(notices), 0)::int as n from notice_day_counts where day = '2026-11-23' and edition_id = 'london'`,
    );
    expect(Number(counted.rows[0]!.n)).toBe(3);
    const found = await lookupIssue(handle.db, "london", "64941");
    if (found.kind !== "found") throw new Error("issue 64941 not stored");
    const text = pagesText(await issuePdf(handle.db, found.issue, SITE)).join("\n");
    expect(text).toContain(`Notice ID ${ids.asked} |`);
    expect(text).toContain(`Notice ID ${ids.petition} |`);
  });

  it("never makes a second issue when run twice at once, nor when run again", async () => {
    const tuesday = new Date("2026-11-24T06:00:00Z");
    ids.tuesday = await scheduled(handle.db, { title: "Estate of Mabli Thornhollow" });
    let purges = 0;
    const stopListening = onPublicAnswersPurged(() => purges++);
    // As two servers' jobs for Tuesday would.
    const both = await Promise.all([
      compileNextIssue(handle.db, "london", { now: tuesday, upTo: "2026-11-24" }),
      compileNextIssue(handle.db, "london", { now: tuesday, upTo: "2026-11-24" }),
    ]);
    expect(both.map((o) => o.kind).sort()).toEqual(["compiled", "not-due"]);
    expect(both.find((o) => o.kind === "compiled")).toMatchObject({ issue: { number: 64942, notices: 1 } });
    // Again later that day: Wednesday's issue is next, not Tuesday's again.
    expect(await compileNextIssue(handle.db, "london", { now: tuesday, upTo: "2026-11-24" })).toEqual({
      kind: "not-due",
      date: "2026-11-25",
    });
    // Public answers are purged once: for the issue published, not for the runs that found nothing due.
    stopListening();
    expect(purges).toBe(1);
    expect(await issueCount(handle.db)).toBe(2);
    expect((await rows(handle.db, [ids.asked!])).get(ids.asked!)).toMatchObject({
      issue: 64941,
      published_steps: 1,
    });
  });

  it("refuses a member of staff's request for an issue that is no longer next", async () => {
    const refused = await compileNextIssue(handle.db, "london", { now: MONDAY, date: "2026-11-23" }).catch(
      (error: unknown) => error,
    );
    expect(isDomainError(refused) && refused.code).toBe("already-decided");
  });

  it("leaves a day after the job's own for its own run", async () => {
    const notYet = await compileNextIssue(handle.db, "london", {
      now: new Date("2026-11-25T07:00:00Z"),
      upTo: "2026-11-24",
    });
    expect(notYet).toEqual({ kind: "not-due", date: "2026-11-25" });
  });

  it("the job brings out a day missed while the service was down, with the next number, then queues the next day", async () => {
    // Down all Wednesday: Thursday's run compiles Thursday's issue, with the notice that asked for Wednesday.
    const outcome = await runIssueCompilation(handle.db, {
      editionId: "london",
      date: "2026-11-26",
      siteUrl: SITE,
      now: new Date("2026-11-26T06:00:00Z"),
    });
    expect(outcome).toMatchObject({ kind: "compiled", issue: { number: 64943, publishedOn: "2026-11-26" } });
    expect((await rows(handle.db, [ids.later!])).get(ids.later!)).toMatchObject({
      status: "published",
      issue: 64943,
    });
    const queued = await handle.db.execute<{ unique_key: string; run_at: Date | string }>(
      sql`select unique_key, run_at from jobs where queue = 'compile-issue' and state = 'queued'`,
    );
    expect(queued.rows.map((r) => [r.unique_key, new Date(r.run_at).toISOString()])).toEqual([
      ["compile-issue:london:2026-11-27", "2026-11-27T06:00:00.000Z"],
    ]);
    const printed = await handle.db.execute<{ key: string }>(
      sql`select key from document_cache where key like '%:london:64943%' order by key`,
    );
    expect(printed.rows.map((r) => r.key)).toEqual([
      "issue-page-pdf:v2:london:64943:1",
      "issue-pdf:v2:london:64943",
    ]);
  });

  it("reaches saved-search alerts: the morning's run e-mails the notice the 06:00 issue published", async () => {
    const reader = await createTestUser(handle.db, { email: "reader@compile.test", name: "Alert Reader" });
    const saved = await saveSearch(handle.db, reader.id, {
      path: "/all-notices/notice",
      query: "text=Wrenfield",
    });
    if (!saved.ok) throw new Error("not saved");
    // Subscribed on Wednesday, before Thursday's issue (compiled at 06:00 in the test above).
    await setAlertFrequency(handle.db, reader.id, saved.id, "daily", new Date("2026-11-25T12:00:00Z"));
    const sent = await runSearchAlerts(handle.db, { siteUrl: SITE, now: new Date("2026-11-26T07:00:10Z") });
    expect(sent).toBe(1);
    const mail = await handle.db.execute<{ payload: { to: string; text: string } }>(
      sql`select payload from jobs where queue = ${EMAIL_QUEUE} order by id desc limit 1`,
    );
    expect(mail.rows[0]!.payload.to).toBe("reader@compile.test");
    expect(mail.rows[0]!.payload.text).toContain(`${SITE}/notice/${ids.later}`);
  });

  it("an empty day makes no issue, and its job queues the following day's", async () => {
    const outcome = await runIssueCompilation(handle.db, {
      editionId: "belfast",
      date: "2026-11-27",
      siteUrl: SITE,
      now: new Date("2026-11-27T06:00:00Z"),
    });
    expect(outcome).toEqual({ kind: "empty", date: "2026-11-27" });
    expect(await issueCount(handle.db, "belfast")).toBe(0);
    const queued = await handle.db.execute<{ unique_key: string }>(
      sql`select unique_key from jobs where queue = 'compile-issue' and unique_key like '%belfast%'`,
    );
    expect(queued.rows.map((r) => r.unique_key)).toEqual(["compile-issue:belfast:2026-12-04"]);
  });
});

/** The database the crash test shares with its child: a PGlite directory, or a PostgreSQL database. */
async function sharedDatabase(): Promise<{
  target: string;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB_DRIVER === "postgres" && process.env.TEST_DATABASE_URL) {
    const keep = await createTestDatabase();
    const r = await keep.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${r.rows[0]!.name}`;
    // Closing this handle drops the database.
    return { target: url.toString(), open: async () => keep, drop: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), "compile-crash-"));
  await (await buildMigratedDatabase({ kind: "pglite", dataDir: dir })).close();
  const { openDatabase } = await import("../../db/client.server.ts");
  return {
    target: dir,
    open: () => openDatabase({ kind: "pglite", dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs the child compiler until it says it is halfway, then kills it with SIGKILL. */
async function compileAndKill(target: string, now: Date): Promise<string> {
  const child = spawn(
    process.execPath,
    [projectPath("app/features/issue-compilation/compile-in-child.script.ts"), target, now.toISOString()],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const said = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`the child ended (${code}) before halfway: ${errors}`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  return said;
}

describe("compiling an issue killed halfway (kill -9)", () => {
  it("loses nothing and doubles nothing: compiled again, every notice is published once, in one issue", async () => {
    const shared = await sharedDatabase();
    let handle = await shared.open();
    try {
      await createTestUser(handle.db, { email: PLACER, name: "Compile Placer" });
      const ids: number[] = [];
      for (let i = 0; i < 12; i++)
        ids.push(await scheduled(handle.db, { title: `Estate of Crash Test ${i}` }));
      if (handle.driver === "pglite") await handle.close();

      expect(await compileAndKill(shared.target, MONDAY)).toBe("halfway 6 of 12");

      if (handle.driver === "pglite") handle = await shared.open();
      const afterKill = await rows(handle.db, ids);
      expect([...afterKill.values()].every((r) => r.status === "scheduled" && r.issue === null)).toBe(true);
      expect([...afterKill.values()].every((r) => r.published_steps === 0)).toBe(true);
      expect(await issueCount(handle.db)).toBe(0);

      const outcome = await compileNextIssue(handle.db, "london", { now: MONDAY });
      expect(outcome).toMatchObject({
        kind: "compiled",
        issue: { number: 64941, notices: 12, pageCount: 3 },
      });
      const afterRetry = await rows(handle.db, ids);
      expect([...afterRetry.values()].every((r) => r.status === "published" && r.issue === 64941)).toBe(true);
      expect([...afterRetry.values()].every((r) => r.published_steps === 1)).toBe(true);
      expect(await issueCount(handle.db)).toBe(1);
    } finally {
      await handle.close();
      await shared.drop();
    }
    // A second process starting Node and its database takes most of this on a busy machine.
  }, 180_000);
});
