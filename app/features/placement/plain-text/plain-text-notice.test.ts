import { describe, expect, it } from "vitest";
import {
  originalFields,
  plainTextNoticeData,
  plainTextTaskStatus,
  plainTextTitle,
  readNoticeText,
  readPlainTextData,
  renderPlainTextNotice,
} from "./plain-text-notice.ts";
import type { SavedTag } from "./tag-fields.ts";
import type { TagKind } from "./tags.ts";

const TEXT = [
  "ACME WIDGETS LIMITED",
  "Company Number: 01234567",
  "",
  "Registered office: 1 High Street, Leeds LS1 4AP",
  "",
  "In the High Court of Justice, case number CR-2026-000123. Liquidator: Jane Doe, appointed 3 March 2026.",
].join("\n");

function tag(id: number, kind: TagKind, value: string, from = 0): SavedTag {
  const start = TEXT.indexOf(value, from);
  if (start < 0) throw new Error(value);
  return { id, kind, start, end: start + value.length, value };
}

const TAGS = [
  tag(1, "company-name", "ACME WIDGETS LIMITED"),
  tag(2, "company-number", "01234567"),
  tag(3, "address", "1 High Street, Leeds LS1 4AP"),
  tag(4, "postcode", "LS1 4AP"),
  tag(5, "court", "High Court of Justice"),
  tag(6, "case-number", "CR-2026-000123"),
  tag(7, "person-name", "Jane Doe"),
  tag(8, "date", "3 March 2026"),
];

describe("the notice text", () => {
  it("is required ('Required.') and at most 20,000 characters", () => {
    expect(readNoticeText(" \r\n ")).toEqual({
      text: " \n ",
      errors: [{ field: "text", message: "Required." }],
    });
    expect(readNoticeText(null).errors).toEqual([{ field: "text", message: "Required." }]);
    expect(readNoticeText("x".repeat(20_001)).errors[0]?.message).toBe(
      "The notice text must be 20,000 characters or fewer.",
    );
    expect(readNoticeText("a\r\nb")).toEqual({ text: "a\nb", errors: [] });
  });
});

describe("the structured data", () => {
  it("keeps the text and tags, and names the company, people, addresses, dates, court and case", () => {
    expect(plainTextNoticeData(TEXT, [...TAGS].reverse())).toEqual({
      text: TEXT,
      tags: TAGS,
      company: { name: "ACME WIDGETS LIMITED", number: "01234567" },
      people: [{ name: "Jane Doe" }],
      addresses: [{ text: "1 High Street, Leeds LS1 4AP", postcode: "LS1 4AP" }],
      postcodes: ["LS1 4AP"],
      dates: ["3 March 2026"],
      court: { name: "High Court of Justice", caseNumber: "CR-2026-000123" },
      caseNumber: "CR-2026-000123",
    });
  });

  it("is only the text when nothing is tagged", () => {
    expect(plainTextNoticeData("Hello", [])).toEqual({ text: "Hello", tags: [] });
  });

  it("reads back from a draft, leaving out what no longer holds", () => {
    const data = plainTextNoticeData(TEXT, TAGS);
    expect(readPlainTextData(data)).toEqual({ text: TEXT, tags: TAGS });
    expect(readPlainTextData({ text: "Other", tags: TAGS })).toEqual({ text: "Other", tags: [] });
    expect(readPlainTextData({ text: 3, tags: "x" })).toEqual({ text: "", tags: [] });
    expect(readPlainTextData(null)).toEqual({ text: "", tags: [] });
    expect(readPlainTextData({ text: TEXT, tags: [{ ...TAGS[0], id: 10_000_000 }] }).tags).toEqual([]);
  });

  it("gives the saved tags back as original fields", () => {
    expect(originalFields([TAGS[0]!])).toEqual([
      { id: 1, kind: "company-name", status: "original", start: 0, end: 20, text: "ACME WIDGETS LIMITED" },
    ]);
  });
});

describe("the draft's task and title", () => {
  it("is not started without text, in progress untagged, completed tagged", () => {
    expect(plainTextTaskStatus({ data: {} })).toBe("not-started");
    expect(plainTextTaskStatus({ data: { text: "Hello", tags: [] } })).toBe("in-progress");
    expect(plainTextTaskStatus({ data: plainTextNoticeData(TEXT, TAGS) })).toBe("completed");
  });

  it("is titled by the first company or person tagged, else the notice type", () => {
    expect(plainTextTitle({ tags: TAGS.slice(2) }, "Resolutions for Winding-up")).toBe("Jane Doe");
    expect(plainTextTitle({ tags: TAGS }, "Resolutions for Winding-up")).toBe("ACME WIDGETS LIMITED");
    expect(plainTextTitle({ tags: [] }, "Resolutions for Winding-up")).toBe("Resolutions for Winding-up");
  });
});

describe("the XHTML body", () => {
  it("makes paragraphs of blank-line-separated text, line breaks within, tags as nested spans", () => {
    expect(renderPlainTextNotice({ text: TEXT, tags: TAGS })).toBe(
      [
        '<p><span class="notice-tag notice-tag-company-name">ACME WIDGETS LIMITED</span><br />Company Number: <span class="notice-tag notice-tag-company-number">01234567</span></p>',
        '<p>Registered office: <span class="notice-tag notice-tag-address">1 High Street, Leeds <span class="notice-tag notice-tag-postcode">LS1 4AP</span></span></p>',
        '<p>In the <span class="notice-tag notice-tag-court">High Court of Justice</span>, case number <span class="notice-tag notice-tag-case-number">CR-2026-000123</span>. Liquidator: <span class="notice-tag notice-tag-person-name">Jane Doe</span>, appointed <span class="notice-tag notice-tag-date">3 March 2026</span>.</p>',
      ].join("\n"),
    );
  });

  it("escapes everything the placer wrote", () => {
    const text = `<script>alert("x")</script> & 'Co'`;
    const html = renderPlainTextNotice({
      text,
      tags: [{ id: 1, kind: "company-name", start: 30, end: 34, value: "'Co'" }],
    });
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <span class="notice-tag notice-tag-company-name">&#39;Co&#39;</span></p>',
    );
  });

  it("splits a tag that runs over a paragraph break, and drops empty paragraphs", () => {
    const text = "\n\nOne two\n \nthree four\n\n\n";
    const html = renderPlainTextNotice({
      text,
      tags: [{ id: 1, kind: "address", start: 6, end: 17, value: text.slice(6, 17) }],
    });
    expect(html).toBe(
      '<p>One <span class="notice-tag notice-tag-address">two</span></p>\n<p><span class="notice-tag notice-tag-address">three</span> four</p>',
    );
  });

  it("closes nested spans that end together", () => {
    const text = "At 1 Lane, York YO1 7HH";
    const tags: SavedTag[] = [
      { id: 1, kind: "address", start: 3, end: 23, value: text.slice(3) },
      { id: 2, kind: "postcode", start: 16, end: 23, value: "YO1 7HH" },
    ];
    expect(renderPlainTextNotice({ text, tags })).toBe(
      '<p>At <span class="notice-tag notice-tag-address">1 Lane, York <span class="notice-tag notice-tag-postcode">YO1 7HH</span></span></p>',
    );
  });
});
