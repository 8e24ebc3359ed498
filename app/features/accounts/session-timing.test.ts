import { describe, expect, it } from "vitest";
import * as server from "./session.server.ts";
import { SESSION_LOGOUT_AFTER_WARNING_MS, SESSION_WARNING_MS, signOutUrl } from "./session-timing.ts";

describe("session timings for the page scripts", () => {
  it("match the server's", () => {
    expect(SESSION_WARNING_MS).toBe(server.SESSION_WARNING_MS);
    expect(SESSION_LOGOUT_AFTER_WARNING_MS).toBe(server.SESSION_LOGOUT_AFTER_WARNING_MS);
  });

  it("build the sign-out address with the current path and the automatic flag", () => {
    expect(signOutUrl("/notice/1?x=1", false)).toBe("/sign-out?redirectUrl=%2Fnotice%2F1%3Fx%3D1");
    expect(signOutUrl("/", true)).toBe("/sign-out?redirectUrl=%2F&auto=true");
  });
});
