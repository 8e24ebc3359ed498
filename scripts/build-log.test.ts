import { describe, expect, it } from "vitest";
import { isKnownWarning, withoutAssetLines } from "./build-log.ts";

describe("what the build prints", () => {
  it("leaves out the list of files written, coloured or not, and keeps every other line", () => {
    expect(
      withoutAssetLines("build/client/assets/app-B7rozgsT.css   148.67 kB │ gzip:  18.40 kB"),
    ).toBeNull();
    expect(
      withoutAssetLines("\u001b[2mbuild/server/\u001b[22m\u001b[36mindex.js\u001b[39m  1,052.10 kB"),
    ).toBeNull();
    expect(
      withoutAssetLines("build/client/.vite/manifest.json  94.17 kB │ gzip: 9.28 kB\n✓ built in 4.09s"),
    ).toBe("✓ built in 4.09s");
    expect(withoutAssetLines("✓ 893 modules transformed.")).toBe("✓ 893 modules transformed.");
    expect(withoutAssetLines("Gazette listening on http://localhost:3000")).toBe(
      "Gazette listening on http://localhost:3000",
    );
  });

  it("leaves out only the two GOV.UK Frontend warnings it names", () => {
    expect(
      isKnownWarning(
        "\u001b[33m[lightningcss minify] Invalid media query\n5159 |  @media screen and (min-width: 40.0625em) and (min-width: 0\ufffd) {\u001b[39m",
      ),
    ).toBe(true);
    expect(
      isKnownWarning(
        "\n/govuk/assets/images/govuk-crest.svg referenced in /govuk/assets/images/govuk-crest.svg didn't resolve at build time, it will remain unchanged to be resolved at runtime",
      ),
    ).toBe(true);
    expect(isKnownWarning("[lightningcss minify] Invalid media query\n  @media (width >= foo) {")).toBe(
      false,
    );
    expect(
      isKnownWarning("/images/logo.svg referenced in /app/styles/app.scss didn't resolve at build time"),
    ).toBe(false);
    expect(isKnownWarning("(!) Some chunks are larger than 500 kB after minification.")).toBe(false);
  });
});
