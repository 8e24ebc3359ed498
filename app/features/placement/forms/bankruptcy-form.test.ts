import { describe, expect, it } from "vitest";
import { generateNotice } from "../../../demo-data/generators/notice-generators.ts";
import { TEST_POSTCODES } from "../../../demo-data/generators/test-fixtures.ts";
import { World } from "../../../demo-data/generators/world.ts";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { createRandom } from "../../../lib/seeded-random.ts";
import { BANKRUPTCY_MESSAGES, bankruptcyOrderForm, personalDividendForm } from "./bankruptcy-form.ts";
import { type DraftData, pageOf, type WebForm } from "./web-form.ts";
import { webFormFor } from "./web-forms.ts";

const ctx = { today: "2026-11-24", publicationDay: "2026-11-25", editionId: "london" };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

/** Each page's answers, checked and saved in turn, as the draft pages do. */
function answer(webForm: WebForm, pages: Record<string, Record<string, string>>): DraftData {
  let data: DraftData = {};
  for (const [slug, fields] of Object.entries(pages)) {
    const page = pageOf(webForm, slug)!;
    const parsed = parseForm(page.schema(ctx), form(fields));
    if (!parsed.ok) throw new Error(`${slug}: ${parsed.errors.map((e) => e.message).join("; ")}`);
    data = page.save(data, parsed.data as Record<string, unknown>, 0);
    expect(page.answered(data, 0), slug).toBe(true);
  }
  return data;
}

const errorsOf = (webForm: WebForm, slug: string, fields: Record<string, string>) => {
  const parsed = parseForm(pageOf(webForm, slug)!.schema(ctx), form(fields));
  return parsed.ok ? [] : parsed.errors.map((e) => e.message);
};

const COURT = { courtName: "County Court at Leeds", caseNumber: "BR-2026-000123", caseYear: "2026" };
const BANKRUPT = {
  title: "Mr",
  forenames: "Ambrose John",
  surname: "Quill & <Feather>",
  aliases: "trading as Quill Joinery\n\nalso known as Jack Quill",
  occupation: "Joiner",
  dateOfBirth: "02/03/1970",
};
const ADDRESS = {
  addressLine1: "12 Quillfield Road",
  addressCity: "Leeds",
  addressPostcode: "LS1 4AB",
  previousLine1: "3 Mill Lane",
  previousCity: "Otley",
};
const ORDER = {
  petitionType: "creditor",
  petitionFiledOn: "01/09/2026",
  orderDate: "10/11/2026",
  orderTime: "14:05",
  petitionerName: "HM Revenue and Customs",
  petitionerLine1: "Ralli Quays, 3 Stanley Street",
  petitionerCity: "Salford",
  petitionerPostcode: "M60 9LA",
};
const RECEIVER = {
  name: "Olive Receiver",
  office: "Public Interest Unit (Leeds)",
  telephone: "0113 200 6000",
  email: "leeds.or@insolvency.example",
  receiverLine1: "1 City Square",
  receiverCity: "Leeds",
  receiverPostcode: "LS1 2ES",
};

describe("2503 bankruptcy orders", () => {
  it("is the registered form of 2503 in London and Belfast", () => {
    expect(webFormFor("2503", "london")).toBe(bankruptcyOrderForm);
    expect(webFormFor("2503", "belfast")?.sections.map((s) => s.title)).toEqual([
      "The court and the case",
      "The bankrupt",
      "The petition and the order",
      "The official receiver",
    ]);
  });

  it("builds the published record's data from the pages, and reads it back into the fields", () => {
    const data = answer(bankruptcyOrderForm, {
      court: COURT,
      bankrupt: BANKRUPT,
      "bankrupt-address": ADDRESS,
      "bankruptcy-order": ORDER,
      "official-receiver": RECEIVER,
    });
    expect(data).toEqual({
      court: { name: "County Court at Leeds", caseNumber: "BR-2026-000123", caseYear: 2026 },
      person: {
        name: "Ambrose John Quill & <Feather>",
        title: "Mr",
        forenames: "Ambrose John",
        surname: "Quill & <Feather>",
        aliases: ["trading as Quill Joinery", "also known as Jack Quill"],
        addresses: [
          { lines: ["12 Quillfield Road", "Leeds"], postcode: "LS1 4AB" },
          { lines: ["3 Mill Lane", "Otley"] },
        ],
        dateOfBirth: "1970-03-02",
        occupation: "Joiner",
      },
      petitionType: "creditor",
      petitionFiledOn: "2026-09-01",
      orderDateTime: "2026-11-10T14:05",
      petitioner: {
        name: "HM Revenue and Customs",
        address: { lines: ["Ralli Quays, 3 Stanley Street", "Salford"], postcode: "M60 9LA" },
      },
      officialReceiver: {
        name: "Olive Receiver",
        office: "Public Interest Unit (Leeds)",
        address: { lines: ["1 City Square", "Leeds"], postcode: "LS1 2ES" },
        telephone: "0113 200 6000",
        email: "leeds.or@insolvency.example",
      },
    });
    expect(bankruptcyOrderForm.dataSchema(ctx).safeParse(data).success).toBe(true);
    const order = pageOf(bankruptcyOrderForm, "bankruptcy-order")!.values(data, ctx, 0);
    expect(order).toMatchObject({ ...ORDER, petitionerLine2: "", petitionerCountry: "" });
    expect(pageOf(bankruptcyOrderForm, "bankrupt")!.values(data, ctx, 0)).toEqual({
      ...BANKRUPT,
      aliases: "trading as Quill Joinery\nalso known as Jack Quill",
    });

    const notice = bankruptcyOrderForm.render(data, "london");
    expect(notice.title).toBe("Ambrose John QUILL & <FEATHER>");
    expect(notice.bodyHtml).toBe(
      [
        "<p>In the County Court at Leeds</p>",
        "<p>No BR-2026-000123</p>",
        "<p><strong>QUILL &amp; &lt;FEATHER&gt;, Ambrose John</strong> (Mr), Joiner, of 12 Quillfield Road, Leeds, LS1 4AB, lately residing at 3 Mill Lane, Otley</p>",
        "<p><strong>Date of birth:</strong> 2 March 1970</p>",
        "<p><strong>Other names:</strong> trading as Quill Joinery; also known as Jack Quill</p>",
        "<p><strong>Date of filing of petition:</strong> 1 September 2026</p>",
        "<p><strong>Bankruptcy order date:</strong> 10 November 2026; <strong>Time of bankruptcy order:</strong> 2.05 pm</p>",
        "<p><strong>Whether debtor's or creditor's petition:</strong> Creditor's</p>",
        "<p><strong>Name and address of petitioner:</strong> HM Revenue and Customs, Ralli Quays, 3 Stanley Street, Salford, M60 9LA</p>",
        "<p>Olive Receiver, Official Receiver, Public Interest Unit (Leeds), 1 City Square, Leeds, LS1 2ES, telephone 0113 200 6000, email leeds.or@insolvency.example. Capacity of office holder: Receiver and Manager.</p>",
      ].join("\n"),
    );
    expect(notice.locations.map((l) => l.role)).toEqual(["person-address", "previous-address"]);
    expect(notice.people).toEqual([
      { role: "bankrupt", fullName: "Ambrose John Quill & <Feather>" },
      { role: "official-receiver", fullName: "Olive Receiver" },
    ]);
  });

  it("refuses an order before its petition, and a creditor's petition without its petitioner", () => {
    expect(errorsOf(bankruptcyOrderForm, "bankruptcy-order", { ...ORDER, orderDate: "31/08/2026" })).toEqual([
      BANKRUPTCY_MESSAGES.orderBeforePetition,
    ]);
    expect(
      errorsOf(bankruptcyOrderForm, "bankruptcy-order", {
        ...ORDER,
        petitionerName: "",
        petitionerLine1: "",
        petitionerCity: "",
        petitionerPostcode: "",
      }),
    ).toEqual([BANKRUPTCY_MESSAGES.petitionerName, BANKRUPTCY_MESSAGES.petitionerAddress]);
    expect(errorsOf(bankruptcyOrderForm, "bankruptcy-order", { ...ORDER, petitionType: "debtor" })).toEqual([
      BANKRUPTCY_MESSAGES.debtorNoPetitioner,
    ]);
    expect(
      errorsOf(bankruptcyOrderForm, "bankruptcy-order", { orderTime: "2pm", orderDate: "01/01/2099" }),
    ).toEqual([
      BANKRUPTCY_MESSAGES.petitionType,
      "This field is required.",
      "Please enter a date which before the maximum date",
      "Wrong time format",
    ]);
  });

  it("prints a debtor's application to the Adjudicator with its reference and no petitioner", () => {
    const data = answer(bankruptcyOrderForm, {
      court: { courtName: "adjudicator", caseNumber: "ADJ004711", caseYear: "2026" },
      bankrupt: { forenames: "Maud", surname: "Ottersby" },
      "bankrupt-address": { addressLine1: "1 Quay", addressCity: "Hull" },
      "bankruptcy-order": {
        petitionType: "debtor",
        petitionFiledOn: "02/11/2026",
        orderDate: "05/11/2026",
        orderTime: "09:30",
      },
      "official-receiver": { name: "Olive Receiver", receiverLine1: "1 City Square", receiverCity: "Leeds" },
    });
    expect(bankruptcyOrderForm.dataSchema(ctx).safeParse(data).success).toBe(true);
    const html = bankruptcyOrderForm.render(data, "london").bodyHtml;
    expect(html.split("\n").slice(0, 3)).toEqual([
      "<p>Adjudicator reference: ADJ004711</p>",
      "<p><strong>OTTERSBY, Maud</strong>, of 1 Quay, Hull</p>",
      "<p><strong>Date of bankruptcy application:</strong> 2 November 2026</p>",
    ]);
    expect(html).toContain("Debtor's");
    expect(html).not.toContain("petitioner");
    // A creditor's petition is never the Adjudicator's.
    const wrong = {
      ...data,
      petitionType: "creditor",
      petitioner: { name: "X", address: { lines: ["1 Y"] } },
    };
    const checked = bankruptcyOrderForm.dataSchema(ctx).safeParse(wrong);
    expect(checked.success ? [] : checked.error.issues.map((i) => i.message)).toEqual([
      BANKRUPTCY_MESSAGES.adjudicatorCreditor,
    ]);
  });

  it("prints the demo data's bankruptcy orders exactly as their generator does", () => {
    const world = new World(3, TEST_POSTCODES);
    const rng = createRandom(3);
    const plain = (html: string) => html.replaceAll("&#39;", "'").replaceAll("&quot;", '"');
    for (const editionId of ["london", "belfast"] as const)
      for (let i = 0; i < 12; i++) {
        const n = generateNotice({ code: "2503", editionId, publishedOn: "2026-03-06", rng, world });
        expect(bankruptcyOrderForm.dataSchema(ctx).safeParse(n.data).success).toBe(true);
        const rendered = bankruptcyOrderForm.render(n.data as DraftData, editionId);
        expect(plain(rendered.bodyHtml)).toBe(plain(n.bodyHtml));
        expect(rendered.title).toBe(n.title);
      }
  });
});

const DIVIDEND = { type: "first-and-final", amount: "12.5", declaredOn: "02/11/2026", paidOn: "16/11/2026" };
const TRUSTEE = {
  name: "Maud Ottersby",
  ipNumber: "9876",
  firm: "Ottersby Recovery LLP",
  telephone: "0113 496 0000",
  email: "maud@ottersby.example",
  trusteeLine1: "5 Park Row",
  trusteeCity: "Leeds",
  trusteePostcode: "LS1 5HD",
};

describe("2510 notices of dividends", () => {
  it("builds the published record's data from the pages and prints the dividend", () => {
    expect(webFormFor("2510", "london")).toBe(personalDividendForm);
    const data = answer(personalDividendForm, {
      court: COURT,
      bankrupt: { forenames: "Ambrose", surname: "Quillfeather" },
      "bankrupt-address": { addressLine1: "12 Quillfield Road", addressCity: "Leeds" },
      dividend: DIVIDEND,
      trustee: TRUSTEE,
    });
    expect(data).toMatchObject({
      dividend: {
        type: "first-and-final",
        amountPencePerPound: 12.5,
        declaredOn: "2026-11-02",
        paidOn: "2026-11-16",
      },
      trustee: { name: "Maud Ottersby", ipNumber: "9876", firm: "Ottersby Recovery LLP" },
    });
    expect(personalDividendForm.dataSchema(ctx).safeParse(data).success).toBe(true);
    expect(pageOf(personalDividendForm, "dividend")!.values(data, ctx, 0)).toEqual(DIVIDEND);
    expect(pageOf(personalDividendForm, "trustee")!.values(data, ctx, 0)).toMatchObject(TRUSTEE);

    const html = personalDividendForm.render(data, "london").bodyHtml;
    expect(html).toContain(
      "<p>Notice is hereby given that a first and final dividend of 12.5p in the £ was declared on 2 November 2026 in respect of the unsecured debts proved in the bankruptcy of the above-named, and will be paid on 16 November 2026.</p>",
    );
    expect(html).toContain(
      "<p>No further dividend will be declared. Further details contact: Maud Ottersby, Email: maud@ottersby.example, Tel: 0113 496 0000.</p>",
    );
    expect(html.endsWith("<p>Maud Ottersby, Trustee</p>")).toBe(true);
    const interim = personalDividendForm.render(
      { ...data, dividend: { ...(data.dividend as object), type: "interim", paidOn: "2026-11-02" } },
      "london",
    ).bodyHtml;
    expect(interim).toContain("interim dividend of 12.5p in the £");
    expect(interim).toContain("and was paid on 2 November 2026.");
    expect(interim).toContain("A further dividend may be declared.");
  });

  it("refuses a dividend paid before it was declared, an amount not in pence, and no kind", () => {
    expect(errorsOf(personalDividendForm, "dividend", { ...DIVIDEND, paidOn: "01/11/2026" })).toEqual([
      BANKRUPTCY_MESSAGES.paidBeforeDeclared,
    ]);
    expect(errorsOf(personalDividendForm, "dividend", { ...DIVIDEND, amount: "£1.50", type: "" })).toEqual([
      BANKRUPTCY_MESSAGES.dividendType,
      BANKRUPTCY_MESSAGES.amount,
    ]);
    expect(errorsOf(personalDividendForm, "trustee", { ...TRUSTEE, ipNumber: "IP12" })).toEqual([
      BANKRUPTCY_MESSAGES.ipNumber,
    ]);
  });

  it("validates the demo data's dividends and prints their particulars and dividend as the generator does", () => {
    const world = new World(4, TEST_POSTCODES);
    const rng = createRandom(4);
    const plain = (html: string) => html.replaceAll("&#39;", "'").replaceAll("&quot;", '"');
    for (let i = 0; i < 12; i++) {
      const n = generateNotice({ code: "2510", editionId: "london", publishedOn: "2026-03-06", rng, world });
      expect(personalDividendForm.dataSchema(ctx).safeParse(n.data).success).toBe(true);
      const rendered = plain(personalDividendForm.render(n.data as DraftData, "london").bodyHtml).split("\n");
      const printed = plain(n.bodyHtml).split("\n");
      // The heading, the particulars and the dividend's sentence up to its payment are the generator's.
      const sentence = printed.findIndex((b) => b.startsWith("<p>Notice is hereby given"));
      expect(rendered.slice(0, sentence)).toEqual(printed.slice(0, sentence));
      expect(rendered[sentence]!.split(", and ")[0]).toBe(printed[sentence]!.split(", and ")[0]);
    }
  });
});
