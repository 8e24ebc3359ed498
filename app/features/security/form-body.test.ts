import { describe, expect, it } from "vitest";
import type { DomainErrorCode } from "../../lib/domain-errors.ts";
import {
  checkFormBody,
  NOT_A_FORM_MESSAGE,
  NUL_IN_FORM_MESSAGE,
  UNREADABLE_FORM_MESSAGE,
} from "./form-body.server.ts";

const post = (body: BodyInit, type: string | null) =>
  new Request("http://localhost/sign-in", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  });

/** What a refusal says: its code (hence its status) and its message. */
async function refusal(
  request: Request,
): Promise<{ code: DomainErrorCode; status: number; message: string } | null> {
  const check = await checkFormBody(request);
  return check.ok
    ? null
    : { code: check.error.code, status: check.error.status, message: check.error.message };
}

describe("checkFormBody", () => {
  it("reads a urlencoded or multipart form and leaves the body for the action", async () => {
    const request = post("_csrf=abc&name=Ann", "application/x-www-form-urlencoded;charset=UTF-8");
    const check = await checkFormBody(request);
    expect(check.ok && check.form.get("name")).toBe("Ann");
    expect((await request.formData()).get("_csrf")).toBe("abc");
    const multipart = new FormData();
    multipart.set("statement", "Hello");
    const second = await checkFormBody(
      new Request("http://localhost/x", { method: "POST", body: multipart }),
    );
    expect(second.ok && second.form.get("statement")).toBe("Hello");
  });

  it("refuses a body that is not a form (415)", async () => {
    for (const type of ["text/plain", "application/json", null])
      expect(await refusal(post('{"a":1}', type))).toEqual({
        code: "unsupported-media-type",
        status: 415,
        message: NOT_A_FORM_MESSAGE,
      });
  });

  it("refuses a malformed multipart body (400)", async () => {
    expect(await refusal(post("--x\r\nnonsense", "multipart/form-data; boundary=y"))).toEqual({
      code: "invalid-input",
      status: 400,
      message: UNREADABLE_FORM_MESSAGE,
    });
  });

  it("refuses a NUL character in any field, its name or a file name (400)", async () => {
    const refused = { code: "invalid-input", status: 400, message: NUL_IN_FORM_MESSAGE };
    expect(await refusal(post("name=a%00b", "application/x-www-form-urlencoded"))).toEqual(refused);
    expect(await refusal(post("na%00me=ab", "application/x-www-form-urlencoded"))).toEqual(refused);
    const form = new FormData();
    form.set("image", new File(["x"], "a\0.png"));
    expect(await refusal(new Request("http://localhost/x", { method: "POST", body: form }))).toEqual(refused);
  });
});
