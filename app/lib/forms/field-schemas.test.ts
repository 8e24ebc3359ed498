import { describe, expect, it } from "vitest";
import { z } from "zod";
import { penceToDecimal } from "../money.ts";
import {
  companyNumber,
  date,
  dateRange,
  email,
  file,
  isTelephoneNumber,
  money,
  mustTick,
  optionalTitle,
  postcode,
  quantity,
  readLinkToken,
  requiredText,
  TITLES,
  telephone,
  ticked,
  time12,
  time24,
  title,
  webAddress,
} from "./field-schemas.ts";
import { MESSAGES, tooBigMessage, UPLOAD_LIMIT_BYTES } from "./messages.ts";

/** The first message a schema gives for a value, or null when it accepts it. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "");
}

/** A small deterministic generator, so the properties are checked on the same values every run. */
function* strings(count: number, alphabet: string, maxLength: number, seed = 1665): Generator<string> {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state;
  };
  for (let i = 0; i < count; i++) {
    const length = next() % (maxLength + 1);
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join("");
  }
}

describe("text", () => {
  it("requires an answer, trims it and limits its length with the catalogue's words", () => {
    const name = requiredText(5);
    expect(messageOf(name, "")).toBe(MESSAGES.required);
    expect(messageOf(name, "   ")).toBe(MESSAGES.required);
    expect(name.parse(" Ann ")).toBe("Ann");
    expect(messageOf(name, "Annabel")).toBe("Enter 5 characters or fewer.");
  });
});

describe("titles", () => {
  it("are one list, holding every title any form has offered", () => {
    for (const t of ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr", "Prof", "Rev", "Other"])
      expect(TITLES).toContain(t);
    for (const t of TITLES) expect(title().parse(t)).toBe(t);
  });

  it("refuse the default option and anything not offered; the optional one allows none", () => {
    expect(messageOf(title(), "")).toBe(MESSAGES.required);
    expect(messageOf(title(), "King")).toBe(MESSAGES.required);
    expect(optionalTitle().parse("")).toBe("");
    expect(optionalTitle().parse("Prof")).toBe("Prof");
    expect(messageOf(optionalTitle("Choose a title from the list."), "King")).toBe(
      "Choose a title from the list.",
    );
  });
});

describe("e-mail addresses", () => {
  it("are required, real-looking and lower-cased unless the form keeps the case", () => {
    expect(messageOf(email(), "")).toBe(MESSAGES.required);
    expect(messageOf(email({ required: "Give it." }), " ")).toBe("Give it.");
    expect(messageOf(email(), "jo@localhost")).toBe(MESSAGES.email);
    expect(messageOf(email(), "jo@")).toBe(MESSAGES.email);
    expect(email().parse(" Jo@Example.TEST ")).toBe("jo@example.test");
    expect(email({ keepCase: true }).parse(" Jo@Example.TEST ")).toBe("Jo@Example.TEST");
    expect(messageOf(email(), `${"a".repeat(250)}@b.test`)).toBe(MESSAGES.email);
  });
});

describe("telephone numbers (spec §5: optional, digits and spaces, optional leading plus)", () => {
  it("accept exactly what the rule says", () => {
    for (const value of strings(3000, "0123456789 +-()a", 16)) {
      const expected = /^\+?[0-9 ]*[0-9][0-9 ]*$/.test(value) && value.length <= 30;
      expect(isTelephoneNumber(value), JSON.stringify(value)).toBe(expected);
    }
  });

  it("are optional unless required, and trimmed", () => {
    expect(telephone().parse("")).toBe("");
    expect(telephone().parse(" +44 20 7946 0000 ")).toBe("+44 20 7946 0000");
    expect(messageOf(telephone(), "020-7946")).toBe(MESSAGES.telephone);
    expect(messageOf(telephone({ required: true }), "")).toBe(MESSAGES.required);
  });
});

describe("postcodes (spec §5: optional, 5 to 12 letters, digits or spaces)", () => {
  it("accept exactly what the rule says, tidied to upper case with single spaces", () => {
    for (const value of strings(3000, "aZ09 -", 14)) {
      const trimmed = value.trim();
      const valid = trimmed === "" || /^[A-Za-z0-9 ]{5,12}$/.test(trimmed);
      const result = postcode().safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(valid);
      if (result.success) expect(result.data).toBe(trimmed.toUpperCase().replace(/\s+/g, " "));
    }
  });

  it("are required when the form says so", () => {
    expect(messageOf(postcode({ required: true }), " ")).toBe(MESSAGES.required);
    expect(messageOf(postcode({ required: true }), "N1")).toBe(MESSAGES.postcode);
  });
});

describe("company numbers", () => {
  it("drop spaces, go upper case, and need 6 to 10 letters and digits", () => {
    expect(companyNumber().parse("sc 123 456")).toBe("SC123456");
    expect(messageOf(companyNumber(), "")).toBe(MESSAGES.required);
    expect(messageOf(companyNumber(), "12-34")).toBe(MESSAGES.format);
    expect(messageOf(companyNumber(), "12345678901")).toBe(MESSAGES.format);
  });
});

describe("dates (spec §5)", () => {
  const rules = { today: "2026-11-21" };

  it("read dd/mm/yyyy and the other accepted forms into ISO dates", () => {
    expect(date(rules).parse("20/11/2026")).toBe("2026-11-20");
    expect(date(rules).parse("2026/11/20")).toBe("2026-11-20");
    expect(date(rules).parse("")).toBe("");
  });

  it("refuse unreal dates, dates before 1665 and dates after today, with the catalogue's words", () => {
    expect(messageOf(date(rules), "30/02/2026")).toBe("Please enter a valid date");
    expect(messageOf(date(rules), "31/12/1664")).toBe("Please enter a date which after the minimum date");
    expect(messageOf(date(rules), "22/11/2026")).toBe("Please enter a date which before the maximum date");
    expect(messageOf(date({ ...rules, required: true }), "")).toBe(MESSAGES.required);
  });

  it("let a free date go up to 730 days ahead", () => {
    // 730 days after 21 November 2026, across 29 February 2028.
    expect(date({ ...rules, free: true }).parse("20/11/2028")).toBe("2028-11-20");
    expect(messageOf(date({ ...rules, free: true }), "21/11/2028")).toBe(
      "Please enter a date which before the maximum date",
    );
  });

  it("check a from–to pair: from not after to, each message on its field", () => {
    const pair = z.object({ from: z.string(), to: z.string() }).superRefine(dateRange("from", "to", rules));
    expect(pair.safeParse({ from: "01/01/2026", to: "02/01/2026" }).success).toBe(true);
    const reversed = pair.safeParse({ from: "02/01/2026", to: "01/01/2026" });
    expect(reversed.success ? [] : reversed.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["from", "Please enter a from date which is before the to date"],
    ]);
    const early = pair.safeParse({ from: "01/01/1600", to: "" });
    expect(early.success ? [] : early.error.issues.map((i) => i.message)).toEqual([
      "Please enter a from date which is after 01/01/1665",
    ]);
  });
});

describe("times", () => {
  it("take hh:mm on the 24-hour clock (spec: 'Wrong time format' otherwise)", () => {
    expect(time24().parse("09:30")).toBe("09:30");
    expect(time24().parse("")).toBe("");
    for (const bad of ["24:00", "9:3", "12:60", "noon"]) expect(messageOf(time24(), bad)).toBe(MESSAGES.time);
    expect(messageOf(time24({ required: true }), "")).toBe(MESSAGES.time);
  });

  it("take a 12-hour time and keep it as 24-hour hh:mm", () => {
    expect(time12().parse("2:30 pm")).toBe("14:30");
    expect(time12().parse("12:05am")).toBe("00:05");
    expect(time12().parse("12:00 PM")).toBe("12:00");
    expect(messageOf(time12(), "13:00 pm")).toBe(MESSAGES.time);
  });

  it("every minute of the day reads back as itself", () => {
    for (let m = 0; m < 24 * 60; m++) {
      const hh = String(Math.floor(m / 60)).padStart(2, "0");
      const mm = String(m % 60).padStart(2, "0");
      expect(time24().parse(`${hh}:${mm}`)).toBe(`${hh}:${mm}`);
      const hour12 = Math.floor(m / 60) % 12 || 12;
      expect(time12().parse(`${hour12}:${mm} ${m < 720 ? "am" : "pm"}`)).toBe(`${hh}:${mm}`);
    }
  });
});

describe("money", () => {
  it("reads pounds into integer pence, never negative", () => {
    expect(money().parse("250.50")).toBe(25_050);
    expect(money().parse("£1,250")).toBe(125_000);
    expect(messageOf(money(), "")).toBe(MESSAGES.required);
    expect(messageOf(money(), "lots")).toBe(MESSAGES.number);
    expect(messageOf(money(), "-5")).toBe(MESSAGES.number);
  });

  it("gives back every amount it is shown as", () => {
    for (let pence = 0; pence < 100_000; pence += 37)
      expect(money().parse(penceToDecimal(pence))).toBe(pence);
  });
});

describe("quantities (spec §9: 1 to 200)", () => {
  it("accept exactly the whole numbers 1 to 200", () => {
    for (let n = -5; n <= 205; n++) {
      const result = quantity().safeParse(String(n));
      expect(result.success, String(n)).toBe(n >= 1 && n <= 200);
    }
    for (const bad of ["", "1.5", "abc", "0200", "2e2"])
      expect(quantity().safeParse(bad).success).toBe(false);
  });
});

describe("boxes", () => {
  it("read a tick as true, and a required tick says so", () => {
    expect(ticked().parse("yes")).toBe(true);
    expect(ticked().parse("")).toBe(false);
    expect(messageOf(mustTick(), "")).toBe(MESSAGES.terms);
  });
});

describe("web addresses", () => {
  it("are kept with their scheme, and refused when not an address", () => {
    expect(webAddress().parse("www.example.com")).toBe("https://www.example.com/");
    expect(webAddress().parse("")).toBe("");
    expect(messageOf(webAddress(), "not a url")).toBe(MESSAGES.url);
  });
});

describe("files", () => {
  const pdf = file({ types: ["application/pdf"], required: "Choose a file.", wrongType: "A PDF, please." });

  it("need one chosen when required, of an accepted type", () => {
    expect(messageOf(pdf, null)).toBe("Choose a file.");
    expect(messageOf(pdf, new File([], "empty.pdf", { type: "application/pdf" }))).toBe("Choose a file.");
    expect(messageOf(pdf, new File(["x"], "a.txt", { type: "text/plain" }))).toBe("A PDF, please.");
    const ok = new File(["%PDF"], "a.pdf", { type: "application/pdf" });
    expect(pdf.parse(ok)).toBe(ok);
  });

  it("refuse 25 MB or more with the spec's message", () => {
    const big = new File([new Uint8Array(UPLOAD_LIMIT_BYTES)], "scan.pdf", { type: "application/pdf" });
    expect(messageOf(pdf, big)).toBe(tooBigMessage("scan.pdf", UPLOAD_LIMIT_BYTES));
    expect(tooBigMessage("scan.pdf", UPLOAD_LIMIT_BYTES)).toBe(
      "scan.pdf is too big (25.0MB)! Please upload it as a ZIP archive.",
    );
  });
});

describe("link tokens", () => {
  it("are read as sent from a form or an address, and none when they cannot be one", () => {
    const token = "aB3-_".repeat(8);
    expect(readLinkToken(new URLSearchParams({ token }))).toBe(token);
    const form = new FormData();
    form.set("token", token);
    expect(readLinkToken(form)).toBe(token);
    expect(readLinkToken(new URLSearchParams())).toBe("");
    expect(readLinkToken(new URLSearchParams({ token: "x".repeat(201) }))).toBe("");
    const file = new FormData();
    file.set("token", new File([token], "token.txt"));
    expect(readLinkToken(file)).toBe("");
  });
});
