import { createUser } from "./accounts.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";

/**
 * Request body limits as a person meets them (the server's refusal itself, and that it reads no further,
 * is tested in server/request-body-limit.test.ts): a file a little over 25 MB gets the spec's message on
 * the form, an ordinary form far over its size is refused with 413, and what fits still works.
 */

async function signedInToken(request: APIRequestContext): Promise<string> {
  const user = await createUser(request, { permissions: ["manage-images"] });
  expect((await request.post("/__test/sign-in", { data: { email: user.email } })).status()).toBe(200);
  const html = await (await request.get("/my-gazette/images")).text();
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? "";
}

test("a file over 25 MB that the upload route still reads gets the spec's message", async ({ request }) => {
  const csrf = await signedInToken(request);
  const response = await request.post("/my-gazette/images", {
    multipart: {
      _csrf: csrf,
      image: { name: "scan.png", mimeType: "image/png", buffer: Buffer.alloc(25.5 * 1024 * 1024, 1) },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("scan.png is too big (25.5MB)! Please upload it as a ZIP archive.");
});

test("an ordinary form far over its size is refused with 413, and one that fits works", async ({
  request,
}) => {
  const csrf = await signedInToken(request);
  const tooBig = await request.post("/my-gazette/saved-searches", {
    form: { _csrf: csrf, name: "x".repeat(100 * 1024), query: "text=bankruptcy" },
    headers: { "X-Requested-With": "XMLHttpRequest" },
    maxRedirects: 0,
  });
  expect(tooBig.status()).toBe(413);
  expect(tooBig.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await tooBig.text()).toMatch(/^The information you sent is too large/);
  const page = await request.post("/my-gazette/saved-searches", {
    form: { _csrf: csrf, name: "x".repeat(100 * 1024) },
    maxRedirects: 0,
  });
  expect(page.status()).toBe(413);
  expect(await page.text()).toContain("<h1>What you sent is too large</h1>");

  const small = await request.post("/my-gazette/images", {
    multipart: {
      _csrf: csrf,
      image: { name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("hi") },
    },
    maxRedirects: 0,
  });
  // Read and checked by the route: not an image.
  expect(small.status()).toBe(400);
  expect(await small.text()).toContain("The selected file must be a PNG, JPG or GIF image.");
});
