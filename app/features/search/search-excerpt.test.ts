import { describe, expect, it } from "vitest";
import { excerptEndingOnWord } from "./search-excerpt.ts";

describe("excerptEndingOnWord", () => {
  it("keeps a notice that fits whole, without an ellipsis", () => {
    expect(excerptEndingOnWord("Notice is hereby given", 22)).toBe("Notice is hereby given");
    expect(excerptEndingOnWord("Short", 320)).toBe("Short");
  });

  it("drops a word the cut fell inside and says the text goes on", () => {
    // Read one character beyond 20: the cut falls inside "that".
    expect(excerptEndingOnWord("Notice is hereby given that the", 20)).toBe("Notice is hereby…");
  });

  it("keeps the last word when the cut falls just after it", () => {
    expect(excerptEndingOnWord("Notice is hereby given that", 22)).toBe("Notice is hereby given…");
  });

  it("does not end on a comma or a dash before the ellipsis", () => {
    expect(excerptEndingOnWord("Widgets Limited, of Exampletown", 18)).toBe("Widgets Limited…");
    expect(excerptEndingOnWord("Widgets Limited – of Exampletown", 19)).toBe("Widgets Limited…");
  });

  it("counts characters, not UTF-16 units, so a cut never splits one", () => {
    expect(excerptEndingOnWord("😀😀 😀😀", 5)).toBe("😀😀 😀😀");
    expect(excerptEndingOnWord("😀😀 😀😀😀", 5)).toBe("😀😀…");
  });

  it("cuts a single overlong word where it stands", () => {
    expect(excerptEndingOnWord("abcdefghij", 5)).toBe("abcde…");
  });
});
