/**
 * The process-status call's shapes (spec §3, placement-api.md step 3), the status page's words (spec §4
 * "Notice status") and the toggle's labels and addresses (spec §4 "Bundle toggle", §7).
 */
import { describe, expect, it } from "vitest";
import { bundleStatusToJson, bundleStatusToXml, progressText } from "./bundle-representations.ts";
import { toggleAction, toggleDataAddress, toggleLabel } from "./bundle-view.ts";

const SITE = "https://gazette.example";
const progress = (status: "submitted" | "processing" | "processed", processedCount: number) => ({
  id: 7,
  status,
  totalCount: 50,
  processedCount,
  errorCount: 2,
});

describe("a bundle's processing status", () => {
  it("says 'submitted', then 'processed n/m notices', then the server's text", () => {
    expect(progressText(progress("submitted", 0))).toBe("submitted");
    expect(progressText(progress("processing", 12))).toBe("processed 12/50 notices");
    expect(progressText(progress("processed", 50))).toBe("completed");
  });

  it("is a word while in progress and an object with @text and @redirect-location when done, counts as strings", () => {
    expect(bundleStatusToJson(progress("processing", 12), SITE)).toMatchObject({
      "process-status": "in-progress",
      "total-notice-count": "50",
      "processed-notice-count": "12",
      "error-count": "2",
      links: { prev: `${SITE}/my-gazette/bundle`, next: `${SITE}/my-gazette/bundle/7` },
    });
    expect(bundleStatusToJson(progress("processed", 50), SITE)["process-status"]).toEqual({
      "@text": "completed",
      "@redirect-location": "/my-gazette/bundle/7",
    });
  });

  it("is the same in XML", () => {
    const xml = bundleStatusToXml(progress("processed", 50), SITE);
    expect(xml).toContain(
      '<process-status text="completed" redirect-location="/my-gazette/bundle/7">completed</process-status>',
    );
    expect(xml).toContain("<total-notice-count>50</total-notice-count>");
    expect(xml).toContain("<processed-notice-count>50</processed-notice-count>");
    expect(bundleStatusToXml(progress("processing", 3), SITE)).toContain(
      "<process-status>in-progress</process-status>",
    );
  });
});

describe("the bundle toggle", () => {
  it("labels an included notice 'Remove notice {id}' and an excluded one 'Add notice {id}'", () => {
    expect(toggleLabel(true, 4000123)).toBe("Remove notice 4000123");
    expect(toggleLabel(false, 4000123)).toBe("Add notice 4000123");
  });

  it("flips its address between exclude=true and false, and posts with JavaScript to '/data.json?'", () => {
    expect(toggleAction(true, 5)).toBe("/notice/5/status?exclude=true");
    expect(toggleAction(false, 5)).toBe("/notice/5/status?exclude=false");
    expect(toggleDataAddress("/notice/5/status?exclude=true")).toBe(
      "/notice/5/status/data.json?exclude=true",
    );
  });
});
