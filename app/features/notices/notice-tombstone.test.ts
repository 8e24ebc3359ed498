import { describe, expect, it } from "vitest";
import { asTombstone, tombstoneSentence } from "./notice-tombstone.ts";
import { sampleNotice } from "./representations/notice-fixture.ts";

describe("a permanently withdrawn notice's tombstone", () => {
  it("leaves a published notice as it is", () => {
    const notice = sampleNotice();
    expect(asTombstone(notice)).toBe(notice);
  });

  it("keeps the record but not the text, people, places or data, and says when and why", () => {
    const notice = {
      ...sampleNotice(),
      status: "permanently-withdrawn" as const,
      withdrawal: { reason: "Placed in error <by the court>", at: "2026-11-20T10:00:00.000Z" },
    };
    const tombstone = asTombstone(notice);
    expect(tombstone.title).toBe(notice.title);
    expect(tombstone.id).toBe(notice.id);
    expect(tombstone.people).toEqual([]);
    expect(tombstone.locations).toEqual([]);
    expect(tombstone.data).toEqual({});
    expect(tombstone.bodyText).toBe(
      "This notice was permanently withdrawn by the Gazette on 20 November 2026. Reason: Placed in error <by the court>",
    );
    expect(tombstone.bodyHtml).toContain("Reason: Placed in error &lt;by the court&gt;");
    expect(tombstone.bodyHtml).not.toContain(notice.bodyHtml);
  });

  it("does without the date when the trail has none", () => {
    expect(tombstoneSentence({ reason: "Duplicate", at: null })).toBe(
      "This notice was permanently withdrawn by the Gazette. Reason: Duplicate",
    );
  });
});
