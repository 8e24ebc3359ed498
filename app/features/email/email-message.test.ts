import { describe, expect, it } from "vitest";
import { renderEmail } from "./email-message.ts";

describe("renderEmail", () => {
  it("says the same in text and HTML, escaping every value in the HTML", () => {
    const message = renderEmail({
      to: "a@example.test",
      subject: "Confirm",
      greeting: "Dear <Jo>,",
      blocks: [
        { kind: "paragraph", text: "Use the link & confirm." },
        { kind: "button", label: "Confirm your email address", url: "http://localhost/x?token=a&b=1" },
        { kind: "list", items: [{ text: "Notice <1>", url: "http://localhost/notice/1" }] },
      ],
    });
    expect(message.text).toContain("Dear <Jo>,");
    expect(message.text).toContain("Confirm your email address: http://localhost/x?token=a&b=1");
    expect(message.text).toContain("- Notice <1>: http://localhost/notice/1");
    expect(message.html).toContain("Dear &lt;Jo&gt;,");
    expect(message.html).toContain('href="http://localhost/x?token=a&amp;b=1"');
    expect(message.html).not.toContain("<Jo>");
  });
});
