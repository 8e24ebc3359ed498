import { describe, expect, it } from "vitest";
import {
  checkStatement,
  countStatementCharacters,
  isAddressLikeLinkText,
  STATEMENT_MESSAGES,
  sanitiseStatement,
} from "./statement-rules.ts";

describe("company statement rules", () => {
  it("counts text only: spaces, line breaks and HTML are not counted", () => {
    expect(countStatementCharacters("<p>ab c</p>")).toBe(3);
    expect(countStatementCharacters("<p><strong>a</strong> <em>b</em><br>c\n d</p>")).toBe(4);
    expect(countStatementCharacters('<a href="https://example.test/">Our page</a>')).toBe(7);
    // An escaped character is one character, not five.
    expect(countStatementCharacters("<p>A &amp; B</p>")).toBe(3);
  });

  it("accepts 600 counted characters and refuses 601", () => {
    const words = (n: number) => `<p>${"abcde ".repeat(n / 5).trim()}</p>`;
    expect(countStatementCharacters(words(600))).toBe(600);
    expect(checkStatement(words(600)).ok).toBe(true);
    const tooLong = checkStatement(`${words(600)}<p>x</p>`);
    expect(tooLong).toMatchObject({ ok: false, errors: [STATEMENT_MESSAGES.tooLong] });
  });

  it.each(["http", "www.", ".com", ".net", ".co.uk", ".org"])("refuses link text containing %s", (part) => {
    const result = checkStatement(`<p><a href="https://example.test/">see ${part} here</a></p>`);
    expect(result).toMatchObject({ ok: false, errors: [STATEMENT_MESSAGES.urlLinkText] });
  });

  it("refuses address-like link text in any case and inside formatting", () => {
    expect(isAddressLikeLinkText("Visit WWW.Example")).toBe(true);
    const result = checkStatement('<a href="https://x.test/">our <strong>site.COM</strong></a>');
    expect(result.ok).toBe(false);
  });

  it("accepts plain English link text and the same words outside links", () => {
    const result = checkStatement(
      '<p>See www.example.com or <a href="https://example.test/">our website</a></p>',
    );
    expect(result).toEqual({
      ok: true,
      html: '<p>See www.example.com or <a href="https://example.test/" rel="nofollow noopener">our website</a></p>',
    });
  });

  it("keeps only paragraphs, line breaks, bold, italic and http(s) links", () => {
    expect(
      sanitiseStatement(
        '<h1 class="x">Big</h1><p style="color:red" onclick="x()">A<br><b>B</b><i>C</i><script>alert(1)</script><img src=x onerror=y></p>',
      ),
    ).toBe("Big<p>A<br /><strong>B</strong><em>C</em></p>");
    expect(sanitiseStatement('<a href="javascript:alert(1)">click</a>')).toBe("click");
    expect(sanitiseStatement('<a href="mailto:a@b.test">mail</a>')).toBe("mail");
    expect(sanitiseStatement('<a href="//evil.test/">x</a>')).toBe("x");
    expect(sanitiseStatement('<a href="http://ok.test/" target="_blank">ok</a>')).toBe(
      '<a href="http://ok.test/" rel="nofollow noopener">ok</a>',
    );
  });

  it("treats a statement of only spaces and formatting as no statement", () => {
    expect(checkStatement("<p> <br> </p>")).toEqual({ ok: true, html: "" });
  });
});
