import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthState } from "./auth-state.client.ts";

function fakeFetch(...answers: (Response | Error)[]) {
  return vi.fn(async (_url: string, _init: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error("unexpected call");
    if (next instanceof Error) throw next;
    return next;
  });
}

const signedIn = () => Response.json({ user: { id: 1, name: "Ann" } });
const unauthorised = () => new Response("Unauthorized", { status: 401 });

describe("auth state", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const state = (fetch: ReturnType<typeof fakeFetch>, hasUserElement = true) =>
    createAuthState({ fetch, now: () => Date.now(), hasUserElement: () => hasUserElement });

  it("is signed out without a call on pages without the name element", async () => {
    const fetch = fakeFetch();
    expect(await state(fetch, false).isAuthenticated()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the account data call with the ajax header and keeps the answer for 5000 ms", async () => {
    const fetch = fakeFetch(signedIn(), unauthorised());
    const auth = state(fetch);
    expect(await auth.isAuthenticated()).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      "/my-gazette/account/data.json",
      expect.objectContaining({ headers: expect.objectContaining({ "X-Requested-With": "XMLHttpRequest" }) }),
    );
    vi.advanceTimersByTime(4999);
    expect(await auth.isAuthenticated()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await auth.isAuthenticated()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("treats a failed or refused call as signed out", async () => {
    const fetch = fakeFetch(new Error("offline"), unauthorised(), new Response("null", { status: 200 }));
    const auth = state(fetch);
    expect(await auth.isAuthenticated()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(await auth.isAuthenticated()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(await auth.isAuthenticated()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("shares one call between callers at the same moment, and reset forgets the answer", async () => {
    const fetch = fakeFetch(signedIn(), signedIn());
    const auth = state(fetch);
    expect(await Promise.all([auth.isAuthenticated(), auth.isAuthenticated()])).toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
    auth.reset();
    expect(await auth.isAuthenticated()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
