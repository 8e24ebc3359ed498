import { describe, expect, it } from "vitest";
import { noticeHtmlToText, sanitizeNoticeHtml, summarise } from "./notice-html.server.ts";

describe("notice HTML", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a><img src=x onerror=y></p>';
    const clean = sanitizeNoticeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(clean).toContain("<p>Hi");
  });
  it("keeps structure and self-closes br for XHTML", () => {
    expect(sanitizeNoticeHtml("<p>a<br>b</p><ul><li>c</li></ul>")).toBe("<p>a<br />b</p><ul><li>c</li></ul>");
  });
  it("keeps the tag classes of plain-text notices on spans, and no other class or attribute", () => {
    expect(
      sanitizeNoticeHtml(
        '<p><span class="notice-tag notice-tag-postcode evil" style="x" id="y">LS1 4AP</span><span class="big">z</span></p>',
      ),
    ).toBe('<p><span class="notice-tag notice-tag-postcode">LS1 4AP</span><span>z</span></p>');
  });
  it("turns HTML into text with decoded entities", () => {
    expect(noticeHtmlToText("<p>Smith &amp; Co</p><p>2&#8211;3</p>")).toBe("Smith & Co\n2–3");
  });
  it("summarises at a word boundary", () => {
    expect(summarise("one two three four", 9)).toBe("one two…");
  });
});
