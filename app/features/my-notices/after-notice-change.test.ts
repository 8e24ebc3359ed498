import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNoticeChange, toastNoticeChange } from "./after-notice-change.ts";

describe("after a notice is withdrawn or deleted", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the toast for 4000 ms and reloads the page 2000 ms after", () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    afterNoticeChange("The notice has been withdrawn.", {
      showToast: (message) => seen.push(`show ${message}`),
      hideToast: () => seen.push("hide"),
      reload: () => seen.push("reload"),
    });
    expect(seen).toEqual(["show The notice has been withdrawn."]);
    vi.advanceTimersByTime(1999);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe("reload");
    vi.advanceTimersByTime(1999);
    expect(seen).not.toContain("hide");
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe("hide");
  });

  it("after a date change: the toast for 4000 ms, no reload", () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    toastNoticeChange("The claims deadline is now 3 February 2027.", {
      showToast: (message) => seen.push(`show ${message}`),
      hideToast: () => seen.push("hide"),
    });
    vi.advanceTimersByTime(3999);
    expect(seen).toEqual(["show The claims deadline is now 3 February 2027."]);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe("hide");
  });
});
