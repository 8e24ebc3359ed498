import { describe, expect, it } from "vitest";
import { retryAfterFrom } from "./retry-after.ts";

describe("retryAfterFrom", () => {
  it("passes on the first Retry-After it finds and nothing else", () => {
    const limited = new Headers({ "Retry-After": "840", "X-Other": "no" });
    expect(retryAfterFrom(undefined, new Headers(), limited)).toEqual({ "Retry-After": "840" });
    expect(retryAfterFrom(new Headers({ "Set-Cookie": "a=b" }), undefined)).toEqual({});
  });
});
