import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { parseCompanyNumber } from "../../lib/ids.ts";
import { findCompanies, getCompanyTimeline } from "./company-service.server.ts";

/** A database whose every query fails, as when the connection is lost. */
const brokenDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error("connection terminated unexpectedly");
    },
  },
) as Database;

/** A database that must not be asked anything. */
const untouchedDatabase = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`unexpected database use: ${String(property)}`);
    },
  },
) as Database;

describe("company numbers", () => {
  it("accepts Companies House numbers, forgiving case and spaces", () => {
    expect(parseCompanyNumber("99123456")).toBe("99123456");
    expect(parseCompanyNumber("sc991234")).toBe("SC991234");
    expect(parseCompanyNumber("NI 99 1234")).toBe("NI991234");
    expect(parseCompanyNumber("R0000001")).toBe("R0000001");
  });

  it("refuses anything else", () => {
    for (const bad of [
      undefined,
      "",
      "1234567",
      "123456789",
      "SC99123X",
      "SCX12345",
      "99-12345",
      "9".repeat(30),
    ]) {
      expect(parseCompanyNumber(bad), String(bad)).toBeNull();
    }
  });
});

describe("company finder outcome", () => {
  afterEach(() => vi.restoreAllMocks());

  it("turns a failing search into the error outcome, logged but not shown", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const outcome = await findCompanies(brokenDatabase, { companyname: "quill", companynumber: "" });
    expect(outcome).toEqual({ status: "error", results: [] });
    expect(log).toHaveBeenCalledOnce();
  });

  it("finds nothing, without asking the database, for a name with no words", async () => {
    expect(await findCompanies(untouchedDatabase, { companyname: "&& --", companynumber: "" })).toEqual({
      status: "none",
      results: [],
    });
  });

  it("does not look up malformed company numbers", async () => {
    expect(await getCompanyTimeline(untouchedDatabase, "not-a-number")).toBeNull();
  });
});
