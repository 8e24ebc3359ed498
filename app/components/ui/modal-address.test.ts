import { describe, expect, it } from "vitest";
import { addressWithModal, modalPath, requestedModalPath } from "./modal-address.ts";

const page = "https://gazette.test/dev/ui-kit/modal?x=1#top";

describe("the modal's history mode addresses", () => {
  it("names a link by its path and query on this site, and refuses other sites", () => {
    expect(modalPath("/sign-in", page)).toBe("/sign-in");
    expect(modalPath("fragments/claim-date?button=outside", page)).toBe(
      "/dev/ui-kit/fragments/claim-date?button=outside",
    );
    expect(modalPath("https://gazette.test/a#b", page)).toBe("/a");
    expect(modalPath("https://elsewhere.test/sign-in", page)).toBeNull();
    expect(modalPath("//elsewhere.test/sign-in", page)).toBeNull();
  });

  it("adds modal=<path> to the page's address, keeping its query and fragment, and takes it away", () => {
    const open = addressWithModal(page, "/dev/ui-kit/fragments/claim-date");
    expect(open).toBe("/dev/ui-kit/modal?x=1&modal=%2Fdev%2Fui-kit%2Ffragments%2Fclaim-date#top");
    expect(addressWithModal(`https://gazette.test${open}`, null)).toBe("/dev/ui-kit/modal?x=1#top");
  });

  it("reads back the path it wrote, queries included", () => {
    const path = "/dev/ui-kit/fragments/claim-date?button=outside";
    expect(requestedModalPath(`https://gazette.test${addressWithModal(page, path)}`)).toBe(path);
  });

  it("asks for no modal unless the parameter is a path on this site", () => {
    expect(requestedModalPath("https://gazette.test/")).toBeNull();
    expect(requestedModalPath("https://gazette.test/?modal=")).toBeNull();
    expect(requestedModalPath("https://gazette.test/?modal=https%3A%2F%2Fevil.test%2F")).toBeNull();
    expect(requestedModalPath("https://gazette.test/?modal=%2F%2Fevil.test%2F")).toBeNull();
    expect(requestedModalPath("https://gazette.test/?modal=%2F%5Cevil.test")).toBeNull();
    expect(requestedModalPath("https://gazette.test/?modal=sign-in")).toBeNull();
  });
});
