import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Env } from "../app/config/env.server.ts";
import { EMAIL_QUEUE } from "../app/features/email/send-email.server.ts";
import { GEO_IMPORT_QUEUE } from "../app/features/geo/geo-import.server.ts";
import { handlersOf, lanesOf } from "../app/features/jobs/job-definition.ts";
import { projectPath } from "../app/lib/project-path.server.ts";
import { applicationJobs, JOB_LANE_CONCURRENCY } from "./jobs.ts";

describe("the application's job lanes", () => {
  const jobs = applicationJobs({
    MAIL_FROM: "gazette@example.test",
    dataDir: "/nonexistent",
    siteUrl: "http://localhost:3000",
    NODE_ENV: "test",
    SELLER_NAME: "The Gazette",
    SELLER_ADDRESS: "Norwich",
    SELLER_VAT_NUMBER: "GB 000 0000 00",
  } as unknown as Env);
  const queues = Object.keys(handlersOf(jobs));
  const JOB_LANES = lanesOf(jobs, JOB_LANE_CONCURRENCY);
  const laneOf = (queue: string) => JOB_LANES.filter((lane) => lane.queues.includes(queue));

  it("put every queue with a handler in exactly one lane", () => {
    expect(queues.sort()).toEqual([
      "compile-issue",
      "geo-import",
      "housekeeping",
      "order-confirmation",
      "process-bundle",
      "reconcile-payment",
      "refund-catch-up",
      "search-alerts",
      "send-email",
    ]);
    for (const queue of queues) expect(laneOf(queue), queue).toHaveLength(1);
  });

  it("keep e-mail in a lane of its own, apart from the bulk jobs", () => {
    const [mailLane] = laneOf(EMAIL_QUEUE);
    // The order confirmation is waited for too: it shares the interactive lane, never the bulk one.
    expect(mailLane?.queues).toEqual([EMAIL_QUEUE, "order-confirmation"]);
    expect(laneOf(GEO_IMPORT_QUEUE)[0]).not.toBe(mailLane);
    expect(mailLane!.concurrency).toBeGreaterThanOrEqual(1);
  });
});

describe("the jobs module", () => {
  it("is the generic queue only: it imports no feature (features import it)", () => {
    const dir = projectPath("app/features/jobs");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      const source = readFileSync(join(dir, file), "utf8");
      const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
      for (const path of imports) expect(path, `${file} imports ${path}`).not.toMatch(/^\.\.\/(?!\.\.\/)/);
    }
  });
});
