import { describe, expect, it } from "vitest";
import type { Env } from "../../config/env.server.ts";
import { EMAIL_QUEUE } from "../email/send-email.server.ts";
import { GEO_IMPORT_QUEUE } from "../geo/geo-import.server.ts";
import { JOB_LANES, jobHandlers } from "./job-handlers.server.ts";

describe("the application's job lanes", () => {
  const queues = Object.keys(
    jobHandlers({ MAIL_FROM: "gazette@example.test", dataDir: "/nonexistent" } as unknown as Env),
  );
  const laneOf = (queue: string) => JOB_LANES.filter((lane) => lane.queues.includes(queue));

  it("put every queue with a handler in exactly one lane", () => {
    for (const queue of queues) expect(laneOf(queue), queue).toHaveLength(1);
  });

  it("keep e-mail in a lane of its own, apart from the bulk jobs", () => {
    const [mailLane] = laneOf(EMAIL_QUEUE);
    expect(mailLane?.queues).toEqual([EMAIL_QUEUE]);
    expect(laneOf(GEO_IMPORT_QUEUE)[0]).not.toBe(mailLane);
    expect(mailLane!.concurrency).toBeGreaterThanOrEqual(1);
  });
});
