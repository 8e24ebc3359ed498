import { describe, expect, it } from "vitest";
import { formatLongDate, ukDate } from "../../../lib/dates.ts";
import { humaniseKey } from "./format.ts";
import {
  decodeEntities,
  escapeXmlAttribute,
  escapeXmlText,
  selfCloseVoidElements,
  toXhtmlFragment,
  xhtmlToBlocks,
  xmlSafeEntities,
} from "./xhtml-text.ts";

describe("selfCloseVoidElements", () => {
  it("closes void elements, whatever their attributes", () => {
    expect(selfCloseVoidElements("a<br>b<BR >c<br/>d<br />")).toBe("a<br/>b<BR/>c<br/>d<br/>");
    expect(selfCloseVoidElements('<hr class="rule"><img src="x.png" alt="a > b" data-x=\'1\'>')).toBe(
      '<hr class="rule"/><img src="x.png" alt="a > b" data-x=\'1\'/>',
    );
    expect(selfCloseVoidElements("<p>text</p><brief>not a br</brief>")).toBe(
      "<p>text</p><brief>not a br</brief>",
    );
    expect(selfCloseVoidElements("line<br></br>next")).toBe("line<br/>next");
  });
});

describe("xmlSafeEntities", () => {
  it("keeps XML's entities, numbers HTML's, escapes the rest", () => {
    expect(xmlSafeEntities("&amp; &lt; &gt; &quot; &apos;")).toBe("&amp; &lt; &gt; &quot; &apos;");
    expect(xmlSafeEntities("&nbsp;&pound;&eacute;&rsquo;&euro;")).toBe("&#160;&#163;&#233;&#8217;&#8364;");
    expect(xmlSafeEntities("AT&T, R & D, &bogus; &#169; &#xA9; &#12")).toBe(
      "AT&amp;T, R &amp; D, &amp;bogus; &#169; &#xA9; &amp;#12",
    );
    expect(xmlSafeEntities("&#0; &#x1F;")).toBe(" ");
  });
});

describe("toXhtmlFragment", () => {
  it("combines the repairs and drops characters XML forbids", () => {
    expect(toXhtmlFragment("<p>a&nbsp;b<br>c\u0001</p>")).toBe("<p>a&#160;b<br/>c</p>");
  });
});

describe("escaping", () => {
  it("escapes text and attributes", () => {
    expect(escapeXmlText('<a> & "b"')).toBe('&lt;a&gt; &amp; "b"');
    expect(escapeXmlAttribute('<a> & "b"\n')).toBe("&lt;a&gt; &amp; &quot;b&quot;&#10;");
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric references and leaves unknown ones", () => {
    expect(decodeEntities("&amp;&lt;&gt;&quot;&#39;&#x2014;&hellip;&Eacute;&unknown;&#xD800;")).toBe(
      "&<>\"'—…É&unknown;&#xD800;",
    );
  });
});

describe("xhtmlToBlocks", () => {
  it("turns block elements into paragraphs and <br> into line breaks", () => {
    const html =
      "<h2>Heading</h2>\n<p>First   paragraph\n spans lines, with <strong>bold</strong> &amp; <em>italic</em>.</p>" +
      "<p>Line one<br/>Line two<br>Line three</p><ul><li>One</li><li>Two</li></ul>" +
      "<table><tr><td>a</td><td>b</td></tr></table><div>Tail&nbsp;text</div><script>alert(1)</script>";
    expect(xhtmlToBlocks(html)).toEqual([
      { kind: "heading", text: "Heading" },
      { kind: "paragraph", text: "First paragraph spans lines, with bold & italic." },
      { kind: "paragraph", text: "Line one\nLine two\nLine three" },
      { kind: "list-item", text: "One" },
      { kind: "list-item", text: "Two" },
      { kind: "paragraph", text: "a b" },
      { kind: "paragraph", text: "Tail text" },
    ]);
  });

  it("treats bare text as a paragraph and ignores empty blocks", () => {
    expect(xhtmlToBlocks("Just text")).toEqual([{ kind: "paragraph", text: "Just text" }]);
    expect(xhtmlToBlocks("<p> </p><p></p>")).toEqual([]);
  });
});

describe("format", () => {
  it("writes dates as the Gazette does, in UK time", () => {
    expect(formatLongDate("2026-11-20")).toBe("20 November 2026");
    expect(formatLongDate("2026-05-31T23:30:00Z")).toBe("1 June 2026"); // BST
    expect(formatLongDate("2026-12-31T23:30:00Z")).toBe("31 December 2026"); // GMT
    expect(formatLongDate("not a date")).toBe("not a date");
    expect(ukDate("garbage")).toBeNull();
  });

  it("labels generic fields", () => {
    expect(humaniseKey("dateOfDeath")).toBe("Date of death");
    expect(humaniseKey("claim_deadline")).toBe("Claim deadline");
    expect(humaniseKey("ipNumber")).toBe("Ip number");
    expect(humaniseKey("URLPath")).toBe("Url path");
  });
});
