import { describe, expect, it } from "vitest";
import { paymentIdempotencyKey } from "./checkout-service.server.ts";

describe("paymentIdempotencyKey", () => {
  it("is always one Pay accepts (letters, digits and dashes), and new each time", () => {
    const keys = Array.from({ length: 2000 }, () => paymentIdempotencyKey("GZ-100001"));
    // Pay refuses anything else with 422 P0102; a base64url "_" once made card payments fail at random.
    for (const key of keys) expect(key).toMatch(/^GZ-100001-[0-9a-f]{16}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
