/** E-mail is a typed job: a message that does not fit its schema is refused before it is queued. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { InvalidJobPayload } from "../jobs/job-errors.ts";
import { countJobs } from "../jobs/job-repository.server.ts";
import { queueEmail, sendEmailJob } from "./send-email.server.ts";

describe("queueing e-mail", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("an e-mail whose subject would carry another header is refused before it is queued", async () => {
    const message = { to: "someone@example.test", subject: "Hello", text: "Hi", html: "<p>Hi</p>" };
    await expect(
      queueEmail(handle.db, { ...message, subject: "Hello\r\nBcc: everyone@example.test" }),
    ).rejects.toThrow("The send-email job's payload is not valid: subject: must be one line");
    await expect(queueEmail(handle.db, { ...message, to: "" })).rejects.toBeInstanceOf(InvalidJobPayload);
    expect(await countJobs(handle.db, sendEmailJob.kind, "queued")).toBe(0);
    await queueEmail(handle.db, { ...message, headers: { "List-Unsubscribe": "<https://gazette.test/u>" } });
    expect(await countJobs(handle.db, sendEmailJob.kind, "queued")).toBe(1);
  });
});
