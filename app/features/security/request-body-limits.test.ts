import { describe, expect, it } from "vitest";
import { UPLOAD_LIMIT_BYTES } from "../../lib/forms/messages.ts";
import {
  bodyLimitFor,
  bodyTooLargeMessage,
  FORM_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
} from "./request-body-limits.ts";

describe("bodyLimitFor", () => {
  it("gives the upload routes room for a 25 MB file, and every other route a form's worth", () => {
    for (const path of [
      "/my-gazette/images",
      "/my-gazette/images.data",
      "/my-gazette/company/logo",
      "/my-gazette/draft/4000001/documents",
      "/my-gazette/draft/4000001/documents.data",
    ])
      expect(bodyLimitFor(path)).toBe(UPLOAD_BODY_LIMIT_BYTES);
    for (const path of [
      "/sign-in",
      "/my-gazette/images/3/delete",
      "/my-gazette/images-x",
      "/my-gazette/draft/4000001/documents/7/delete",
      "/my-gazette/draft/4000001/documents/change",
      "/",
    ])
      expect(bodyLimitFor(path)).toBe(FORM_BODY_LIMIT_BYTES);
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(UPLOAD_LIMIT_BYTES);
    expect(FORM_BODY_LIMIT_BYTES).toBeLessThan(UPLOAD_LIMIT_BYTES / 100);
  });

  it("says why, in the spec's words on an upload route", () => {
    expect(bodyTooLargeMessage("/my-gazette/images", 30 * 1024 * 1024)).toBe(
      "The selected file is too big (30.0MB)! Please upload it as a ZIP archive.",
    );
    expect(bodyTooLargeMessage("/sign-in", 10 ** 9)).toMatch(/^The information you sent is too large/);
  });
});
