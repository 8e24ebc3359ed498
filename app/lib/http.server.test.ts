import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { DOMAIN_ERROR_CODES, DOMAIN_ERROR_STATUS, DomainError } from "./domain-errors.ts";
import { answeringDomainErrors, domainErrorResponse, formRefusal } from "./http.server.ts";

const page = new Request("https://gazette.example/register", { method: "POST" });
const ajax = new Request("https://gazette.example/my-gazette/notice", {
  method: "POST",
  headers: { "X-Requested-With": "XMLHttpRequest" },
});

type Thrown = {
  data: unknown;
  init: { status: number; statusText: string; headers: Record<string, string> };
};

describe("DomainErrors as HTTP", () => {
  it("answer a page with the error page: the table's status and the message as its explanation", () => {
    for (const code of DOMAIN_ERROR_CODES) {
      const answer = domainErrorResponse(
        new DomainError(code, `Refused: ${code}`),
        page,
      ) as unknown as Thrown;
      expect(answer.init.status, code).toBe(DOMAIN_ERROR_STATUS[code]);
      expect(answer.data, code).toBe(`Refused: ${code}`);
      expect(answer.init.headers, code).toEqual({});
    }
    const limited = domainErrorResponse(
      new DomainError("rate-limited", "Wait.", { retryAfterSeconds: 12.2 }),
      page,
    ) as unknown as Thrown;
    expect(limited.init).toMatchObject({
      status: 429,
      statusText: "Too Many Requests",
      headers: { "Retry-After": "13" },
    });
  });

  it("answer an ajax call with the message as plain text", async () => {
    const answer = domainErrorResponse(new DomainError("unauthenticated", "Unauthorized"), ajax);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(401);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Unauthorized");
  });

  it("are answered for a whole loader or action; anything else passes through untouched", async () => {
    const refusing = answeringDomainErrors(async (_args: { request: Request }) => {
      throw new DomainError("forbidden", "You do not have permission to see this page.");
    });
    await expect(refusing({ request: page })).rejects.toMatchObject({
      data: "You do not have permission to see this page.",
      init: { status: 403, statusText: "Forbidden" },
    });
    const moved = redirect("/sign-in");
    await expect(
      answeringDomainErrors(() => {
        throw moved;
      })({ request: page }),
    ).rejects.toBe(moved);
    const failure = new Error("connection lost");
    await expect(
      answeringDomainErrors(async () => {
        throw failure;
      })({ request: page }),
    ).rejects.toBe(failure);
    await expect(answeringDomainErrors(async () => ({ ok: 1 }))({ request: page })).resolves.toEqual({
      ok: 1,
    });
  });

  it("refuse a form against one field, with the same table's status", () => {
    const answer = formRefusal(
      new DomainError("already-decided", "This request has already been decided."),
      "decision",
      {
        decision: "approve",
      },
    ) as unknown as Thrown;
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({
      errors: [{ field: "decision", message: "This request has already been decided." }],
      values: { decision: "approve" },
    });
  });
});
