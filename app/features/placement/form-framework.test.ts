import { describe, expect, it } from "vitest";
import { DOUBLE_SEND_MS, formFrameworkScript } from "./form-framework.ts";

describe("/assets/formFramework.js", () => {
  it("is one self-contained script that runs on the page's document", () => {
    const source = formFrameworkScript();
    // It compiles as a script of its own (nothing of the module it came from is needed).
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain(`(document, ${DOUBLE_SEND_MS})`);
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
