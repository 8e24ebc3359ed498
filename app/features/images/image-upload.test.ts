import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { tooBigMessage } from "../../lib/forms/messages.ts";
import { IMAGE_REQUIRED_MESSAGE, IMAGE_TYPE_MESSAGE } from "./image-file.ts";
import { checkImageUpload } from "./image-upload.server.ts";

describe("checkImageUpload", () => {
  it("accepts a real PNG and reads its size from its bytes", async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#1d70b8" } })
      .png()
      .toBuffer();
    const result = await checkImageUpload(new File([png], "logo.png", { type: "image/png" }));
    expect(result).toMatchObject({ ok: true, image: { contentType: "image/png", width: 3, height: 2 } });
  });

  it("refuses text dressed up as an image, and an empty field", async () => {
    const fake = new File(["<script>alert(1)</script>"], "logo.png", { type: "image/png" });
    expect(await checkImageUpload(fake)).toEqual({ ok: false, message: IMAGE_TYPE_MESSAGE });
    expect(await checkImageUpload(null)).toEqual({ ok: false, message: IMAGE_REQUIRED_MESSAGE });
  });

  it("words the size message as the spec does", () => {
    expect(tooBigMessage("scan.png", 26 * 1024 * 1024)).toBe(
      "scan.png is too big (26.0MB)! Please upload it as a ZIP archive.",
    );
  });
});
