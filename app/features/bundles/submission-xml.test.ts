import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deceasedEstateSchema } from "../notices/notice-data-schemas.ts";
import { findDuplicates } from "./bundle-duplicates.ts";
import { BUNDLE_MESSAGES, MAX_BUNDLE_NOTICES } from "./bundle-entry.ts";
import { readSubmissionXml } from "./submission-xml.ts";
import { XML_2903_MESSAGES } from "./submission-xml-2903.ts";

const SAMPLE = readFileSync(
  new URL("../../../../shared/data/submissions/example-bundle-2903.xml", import.meta.url),
  "utf8",
);

const gazette = (notices: string, title = "London") =>
  `<Gazette Title="${title}" xmlns="http://www.tso.co.uk/assets/namespace/gazette" xmlns:ukm="http://www.tso.co.uk/assets/namespace/metadata"><Body><Category Type="29">${notices}</Category></Body></Gazette>`;

const notice2903 = (person: string, death: string) => `<Notice Reference="R1" Type="2903">
<ukm:Metadata><ukm:PublishDate>2027-01-05</ukm:PublishDate></ukm:Metadata>
<Person>
${person}
<DeathDetails>
${death}
</DeathDetails>
</Person>
</Notice>`;

function read(xml: string) {
  const reading = readSubmissionXml(xml);
  if (!reading.ok) throw new Error(reading.message);
  return reading.entries;
}

describe("the real sample bundle", () => {
  const entries = read(SAMPLE);

  it("loads all fifty notices, London, 2903, with the placer's reference and date", () => {
    expect(entries).toHaveLength(50);
    expect(entries.map((e) => e.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const entry of entries) {
      expect(entry).toMatchObject({
        noticeCode: "2903",
        editionId: "london",
        reference: "2512614",
        publishDate: "2017-08-23",
        rendering: "plain-text",
        problems: [],
      });
    }
  });

  it("keeps the notice's text as it prints, metadata left out", () => {
    expect(entries[0]!.text).toBe(
      [
        "Oldman, Margaret Duthie Buchan Maiden name Stephen",
        "44 Cupar Crescent, Corby Northamptonshire NN17 1RF. Factory Cook (Retired)",
        "4 December 2015",
        "Susan Oldman, 24 Union Street, Kettering NN16 8JR. (Susan Margaret Oldman and Evelyn Joyce Howitt.)",
        "27 December 2017",
      ].join("\n"),
    );
    expect(entries[0]!.text).not.toContain("OThomas");
  });

  it("tags the elements where their text is: name, addresses through the postcode, dates", () => {
    const { text, tags } = entries[0]!;
    for (const tag of tags) expect(text.slice(tag.start, tag.end)).toBe(tag.value);
    expect(tags.map((t) => [t.kind, t.value])).toEqual([
      ["person-name", "Oldman, Margaret Duthie Buchan Maiden name Stephen"],
      ["address", "44 Cupar Crescent, Corby Northamptonshire NN17 1RF"],
      ["postcode", "NN17 1RF"],
      ["date", "4 December 2015"],
      ["address", "Susan Oldman, 24 Union Street, Kettering NN16 8JR"],
      ["postcode", "NN16 8JR"],
      ["date", "27 December 2017"],
    ]);
    expect(entries[0]!.data).toMatchObject({ text, postcodes: ["NN17 1RF", "NN16 8JR"] });
  });

  it("gives the 2903 fields the web form would have saved, which the 2903 schema accepts", () => {
    const { data } = entries[0]!;
    expect(data.deceased).toEqual({
      forenames: "Margaret Duthie Buchan",
      surname: "Oldman",
      maidenName: "Stephen",
      dateOfDeath: "2015-12-04",
      addresses: [{ lines: ["44 Cupar Crescent", "Corby Northamptonshire"], postcode: "NN17 1RF" }],
      occupation: "Factory Cook (Retired)",
    });
    expect(data.personalRepresentatives).toEqual([
      {
        name: "Susan Margaret Oldman and Evelyn Joyce Howitt",
        firm: "Susan Oldman",
        address: { lines: ["24 Union Street", "Kettering"], postcode: "NN16 8JR" },
      },
    ]);
    expect(data.claimDeadline).toBe("2017-12-27");
    expect(deceasedEstateSchema.safeParse(data).success).toBe(true);
  });

  it("flags the forty-nine repeats of the first notice", () => {
    const duplicates = findDuplicates(entries);
    expect(duplicates.size).toBe(49);
    expect(new Set(duplicates.values())).toEqual(new Set([1]));
    expect(duplicates.has(1)).toBe(false);
  });
});

describe("2903 notices in XML", () => {
  it("says which parts are missing instead of guessing", () => {
    const [entry] = read(gazette(notice2903("<PersonName>Someone</PersonName>", "<Date>sometime</Date>")));
    expect(entry!.problems).toEqual([
      XML_2903_MESSAGES.names,
      XML_2903_MESSAGES.address,
      XML_2903_MESSAGES.dateOfDeath,
      XML_2903_MESSAGES.claims,
      XML_2903_MESSAGES.claimDeadline,
    ]);
  });

  it("reads a range of dates, other names, an address abroad and a representative without brackets", () => {
    const [entry] = read(
      gazette(
        notice2903(
          `<PersonName><Surname>Doe</Surname>, <Forename>Jan</Forename> also known as Johnny Doe</PersonName>
<PersonDetails>Rue de la Paix 4, 75002 Paris, France</PersonDetails>`,
          `<Date Class="From" Date="2026-10-01">1 October 2026</Date> and <Date Class="To" Date="2026-10-03">3 October 2026</Date>
<NoticeOfClaims>Able &amp; Co, 5 Court Lane, Leeds LS1 4AB.</NoticeOfClaims>
<NoticeOfClaimsDate Date="2027-03-10">10 March 2027</NoticeOfClaimsDate>`,
        ),
      ),
    );
    expect(entry!.problems).toEqual([]);
    expect(entry!.data.deceased).toEqual({
      forenames: "Jan",
      surname: "Doe",
      alsoKnownAs: ["Johnny Doe"],
      dateOfDeathFrom: "2026-10-01",
      dateOfDeathTo: "2026-10-03",
      addresses: [{ lines: ["Rue de la Paix 4", "75002 Paris", "France"] }],
    });
    expect(entry!.data.personalRepresentatives).toEqual([
      { name: "Able & Co", address: { lines: ["5 Court Lane", "Leeds"], postcode: "LS1 4AB" } },
    ]);
    expect(entry!.publishDate).toBe("2027-01-05");
  });
});

describe("other notice types in XML", () => {
  it("are tagged text: company, number, court and case", () => {
    const [entry] = read(
      gazette(
        `<Notice Reference="P9" Type="2450"><P>In the <Court>High Court of Justice</Court> No <CaseNumber>123 of 2026</CaseNumber>
In the matter of <CompanyName>ACME WIDGETS LIMITED</CompanyName> (Company Number <CompanyNumber>01234567</CompanyNumber>)</P></Notice>`,
        "Edinburgh",
      ),
    );
    expect(entry).toMatchObject({
      noticeCode: "2450",
      editionId: "edinburgh",
      reference: "P9",
      problems: [],
    });
    expect(entry!.data).toMatchObject({
      company: { name: "ACME WIDGETS LIMITED", number: "01234567" },
      court: { name: "High Court of Justice", caseNumber: "123 of 2026" },
    });
    expect(entry!.data).not.toHaveProperty("deceased");
  });

  it("say when the notice code or the edition is not right", () => {
    const [entry] = read(gazette(`<Notice><P>Text</P></Notice>`, "Cardiff"));
    expect(entry!.problems).toEqual([BUNDLE_MESSAGES.missingCode, BUNDLE_MESSAGES.edition("Cardiff")]);
  });
});

describe("files that are not a bundle", () => {
  it.each([
    ["not XML", "<Gazette><Body>", /^The file is not well-formed XML: /],
    ["another document", "<html><body></body></html>", BUNDLE_MESSAGES.notGazetteXml],
    ["no notices", gazette(""), BUNDLE_MESSAGES.noNotices],
    [
      "entity declarations (never expanded)",
      `<!DOCTYPE x [<!ENTITY a "aaaa">]>${gazette('<Notice Type="2903">&a;</Notice>')}`,
      BUNDLE_MESSAGES.doctype,
    ],
  ])("%s is refused whole", (_, xml, message) => {
    const reading = readSubmissionXml(xml);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toMatch(message);
  });

  it("refuses more notices than a bundle may hold", () => {
    const many = `<Notice Type="2903"><P>x</P></Notice>`.repeat(MAX_BUNDLE_NOTICES + 1);
    expect(readSubmissionXml(gazette(many))).toEqual({
      ok: false,
      message: BUNDLE_MESSAGES.tooMany(MAX_BUNDLE_NOTICES + 1),
    });
  });
});
