import { describe, expect, it } from "vitest";
import { isSimilarToUsername, newPasswordErrors, PASSWORD_MESSAGES, ratePassword } from "./password-rules.ts";

describe("ratePassword (spec §5)", () => {
  it("rates 0 when too short, too long or similar to the username", () => {
    expect(ratePassword("Ab1!xy")).toBe(0); // 6 characters
    expect(ratePassword("Ab1!xyz")).toBe(4); // 7: the minimum
    expect(ratePassword("Ab1!abcdefghijklmnop")).toBe(4); // 20: the maximum
    expect(ratePassword("Ab1!abcdefghijklmnopq")).toBe(0); // 21
    expect(ratePassword("Jsmith!1", "jsmith@example.com")).toBe(0);
    expect(ratePassword("J.Smith-2026", "jsmith@example.com")).toBe(0);
  });
  it("rates 1 when every character is the same", () => {
    expect(ratePassword("aaaaaaaa")).toBe(1);
    expect(ratePassword("!!!!!!!!")).toBe(1);
  });
  it("rates 2 for one or two kinds of character, 3 for three, 4 for all four", () => {
    expect(ratePassword("abcdefgh")).toBe(2);
    expect(ratePassword("abcd1234")).toBe(2);
    expect(ratePassword("Abcd1234")).toBe(3);
    expect(ratePassword("abcd!234")).toBe(3);
    expect(ratePassword("Abcd!234")).toBe(4);
  });
});

describe("isSimilarToUsername", () => {
  it("compares with the whole address and its local part, ignoring case and punctuation", () => {
    expect(isSimilarToUsername("JaneDoe", "jane.doe@example.com")).toBe(true);
    expect(isSimilarToUsername("Zq9!long-pass", "jane.doe@example.com")).toBe(false);
    expect(isSimilarToUsername("anything", "")).toBe(false);
  });
});

describe("newPasswordErrors", () => {
  it("gives the spec's messages", () => {
    expect(newPasswordErrors({ password: "", confirm: "", username: "" })).toEqual([
      { field: "password", message: PASSWORD_MESSAGES.required },
      { field: "confirmPassword", message: PASSWORD_MESSAGES.confirmRequired },
    ]);
    expect(newPasswordErrors({ password: "abcdefgh", confirm: "abcdefgh", username: "" })).toEqual([
      { field: "password", message: PASSWORD_MESSAGES.notStrong },
    ]);
    expect(
      newPasswordErrors(
        { password: "Abcd!234", confirm: "Abcd!235", username: "" },
        { password: "password", confirm: "password-confirm" },
      ),
    ).toEqual([{ field: "password-confirm", message: PASSWORD_MESSAGES.confirmMismatch }]);
    expect(
      newPasswordErrors({ password: "Abcd!234", confirm: "Abcd!234", username: "x@example.com" }),
    ).toEqual([]);
  });
});
