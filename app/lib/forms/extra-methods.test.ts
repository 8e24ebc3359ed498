import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cardTypeOf,
  check,
  countWords,
  creditCardTypes,
  extension,
  ipv4,
  ipv6,
  maxWords,
  minWords,
  passesLuhn,
  pattern,
  phoneUK,
  postcodeUK,
  rangeWords,
  time12,
  time24,
  vin,
  zipUS,
} from "./extra-methods.ts";
import { MESSAGES } from "./messages.ts";

describe("word counts", () => {
  it("count words, not markup, punctuation or spacing", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one   two\nthree ")).toBe(3);
    expect(countWords("<p>Don't <strong>stop</strong> well-known &amp; loved</p>")).toBe(4);
    expect(countWords("Café 2026, naïve!")).toBe(3);
  });

  it("check a minimum, a maximum and a range", () => {
    expect(maxWords(2).test("one two")).toBe(true);
    expect(maxWords(2).test("one two three")).toBe(false);
    expect(minWords(2).test("one")).toBe(false);
    expect(rangeWords(1, 2).test("one two")).toBe(true);
    expect(rangeWords(1, 2).message).toBe("Please enter between 1 and 2 words.");
  });
});

describe("UK postcodes and telephone numbers", () => {
  it("accept real shapes of postcode, in any case and spacing, with the catalogue's words", () => {
    for (const ok of ["SW1A 1AA", "sw1a1aa", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", " ls1 4ap "])
      expect(postcodeUK.test(ok), ok).toBe(true);
    for (const bad of ["SW1A", "1AA SW1", "ABCDEFG", "SW1A-1AA"])
      expect(postcodeUK.test(bad), bad).toBe(false);
    expect(postcodeUK.message).toBe(MESSAGES.postcode);
  });

  it("accept UK telephone numbers as people write them", () => {
    for (const ok of [
      "020 7946 0000",
      "+44 20 7946 0000",
      "(0113) 496-0123",
      "07700 900123",
      "0044 1632 960123",
    ])
      expect(phoneUK.test(ok), ok).toBe(true);
    for (const bad of ["7946 0000", "+1 202 555 0100", "020 7946 00", "0020 7946 0000"])
      expect(phoneUK.test(bad), bad).toBe(false);
    expect(phoneUK.message).toBe(MESSAGES.telephone);
  });
});

describe("US ZIP codes and vehicle identification numbers", () => {
  it("check ZIP and ZIP+4", () => {
    expect(zipUS.test("90210")).toBe(true);
    expect(zipUS.test("90210-1234")).toBe(true);
    expect(zipUS.test("9021")).toBe(false);
  });

  it("check a VIN's check digit", () => {
    expect(vin.test("1M8GDM9AXKP042788")).toBe(true);
    expect(vin.test("11111111111111111")).toBe(true);
    expect(vin.test("1M8GDM9A1KP042788")).toBe(false); // wrong check digit
    expect(vin.test("1M8GDM9AXKP04278I")).toBe(false); // I is never used
  });
});

describe("credit cards", () => {
  it("check the Luhn digit", () => {
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
    // Any one digit changed breaks it.
    const good = "4111111111111111";
    for (let i = 0; i < good.length; i++) {
      const changed = `${good.slice(0, i)}${(Number(good[i]) + 5) % 10}${good.slice(i + 1)}`;
      expect(passesLuhn(changed), changed).toBe(false);
    }
  });

  it("tell the schemes apart and accept only the ones asked for", () => {
    expect(cardTypeOf("4111 1111 1111 1111")).toBe("visa");
    expect(cardTypeOf("5555-5555-5555-4444")).toBe("mastercard");
    expect(cardTypeOf("2223003122003222")).toBe("mastercard");
    expect(cardTypeOf("378282246310005")).toBe("amex");
    expect(cardTypeOf("6011111111111117")).toBe("discover");
    expect(cardTypeOf("30569309025904")).toBe("diners");
    expect(cardTypeOf("3530111333300000")).toBe("jcb");
    expect(cardTypeOf("1234567812345670")).toBeNull();
    expect(creditCardTypes(["visa"]).test("4111111111111111")).toBe(true);
    expect(creditCardTypes(["visa"]).test("378282246310005")).toBe(false);
  });
});

describe("IP addresses", () => {
  it("check IPv4", () => {
    for (const ok of ["0.0.0.0", "192.168.1.1", "255.255.255.255"]) expect(ipv4.test(ok), ok).toBe(true);
    for (const bad of ["256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4.5", "a.b.c.d"])
      expect(ipv4.test(bad), bad).toBe(false);
  });

  it("check IPv6, with :: and an IPv4 tail", () => {
    for (const ok of [
      "::",
      "::1",
      "2001:db8::1",
      "fe80::1:2:3:4",
      "2001:0db8:0000:0000:0000:ff00:0042:8329",
      "::ffff:192.0.2.1",
    ])
      expect(ipv6.test(ok), ok).toBe(true);
    for (const bad of [
      "2001:db8::1::2",
      "12345::",
      "1:2:3:4:5:6:7",
      "1:2:3:4:5:6:7:8:9",
      "::ffff:300.0.2.1",
      "g::1",
    ])
      expect(ipv6.test(bad), bad).toBe(false);
  });
});

describe("times, extensions and patterns", () => {
  it("check times with the catalogue's words", () => {
    expect(time24.test("23:59")).toBe(true);
    expect(time24.test("24:00")).toBe(false);
    expect(time12.test("11:59 pm")).toBe(true);
    expect(time12.test("11:59 p.m.")).toBe(true);
    expect(time12.test("13:00 pm")).toBe(false);
    expect(time24.message).toBe("Wrong time format");
  });

  it("check file name endings", () => {
    expect(extension().test("logo.PNG")).toBe(true);
    expect(extension().test("logo.png.exe")).toBe(false);
    expect(extension(["pdf"]).test(".pdf")).toBe(false);
  });

  it("match a pattern as a whole", () => {
    expect(pattern(/\d{3}/).test("123")).toBe(true);
    expect(pattern(/\d{3}/).test("1234")).toBe(false);
    expect(pattern(/\d{3}/).message).toBe(MESSAGES.format);
  });
});

describe("as zod refinements", () => {
  it("leave an empty answer to the field's own required rule", () => {
    const field = z.string().refine(...check(postcodeUK));
    expect(field.safeParse("").success).toBe(true);
    expect(field.safeParse("nonsense").error?.issues[0]?.message).toBe(MESSAGES.postcode);
  });
});
