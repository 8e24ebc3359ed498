import { describe, expect, it } from "vitest";
import { CVL_CODES, CVL_MESSAGES, type CvlCode, cvlForm } from "./cvl-form.ts";
import { answer, readsBack, TEST_COMPANY, TEST_CONTEXT, TEST_PRACTITIONER } from "./web-form.test-helper.ts";
import { type DraftData, pageOf } from "./web-form.ts";
import { webFormFor } from "./web-forms.ts";

const ctx = TEST_CONTEXT;

const COMPANY = TEST_COMPANY;
const IP = TEST_PRACTITIONER;

const SUBJECT: Record<CvlCode, [string, Record<string, string>][]> = {
  "2441": [
    ["resolution", { method: "general-meeting", passedOn: "20/11/2026", venue: "1 Ledger Lane, Leeds" }],
  ],
  "2442": [["meeting", { procedure: "virtual-meeting", meetingDate: "03/12/2026", meetingTime: "10:30" }]],
  "2443": [["appointment", { appointedBy: "creditors" }]],
  "2444": [["meeting", { procedure: "virtual-meeting", meetingDate: "10/12/2026", meetingTime: "14:00" }]],
  "2445": [["final-account", { finalAccountDeliveredOn: "20/11/2026" }]],
  "2446": [
    [
      "proofs",
      {
        lastDate: "31/12/2026",
        proofsLine1: "1 Ledger Lane",
        proofsCity: "Leeds",
        proofsPostcode: "LS1 4AP",
      },
    ],
  ],
  "2447": [
    ["territory", { territory: "Jersey" }],
    ["meeting", { meetingDate: "10/12/2026", meetingTime: "11:00" }],
  ],
};

/** Every page of the form answered, as a person at the form would. */
function completed(code: CvlCode): DraftData {
  const f = cvlForm(code);
  let data: DraftData = answer(f, "company", COMPANY, {}).data;
  data =
    code === "2442"
      ? answer(f, "convener", IP, data).data
      : answer(f, "liquidator", { ...IP, appointedOn: "20/11/2026" }, data).data;
  for (const [slug, fields] of SUBJECT[code]) {
    const r = answer(f, slug, fields, data);
    expect(r.errors).toEqual([]);
    data = r.data;
  }
  return data;
}

describe("the creditors' voluntary liquidation forms", () => {
  it.each(CVL_CODES)("%s: the answers make data its published record's schema accepts", (code) => {
    const f = webFormFor(code, "london")!;
    expect(f.code).toBe(code);
    const data = completed(code);
    const checked = f.dataSchema(ctx).safeParse(data);
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
    // Exactly the schema's shape: nothing the schema would drop.
    expect(checked.data).toEqual(data);
    // Every page is answered and reads its answers back.
    expect(readsBack(f, data)).toEqual([]);
  });

  it("refuses a practitioner number that is not 4 to 6 digits, an empty firm and no date of appointment", () => {
    const r = answer(cvlForm("2443"), "liquidator", { ...IP, ipNumber: "IP12", firm: "" }, {});
    // The missing date of appointment in the form's own words.
    expect(r.errors).toEqual([CVL_MESSAGES.ipNumber, CVL_MESSAGES.firm, CVL_MESSAGES.appointedOn]);
  });

  it("keeps joint liquidators one per item, and removes one", () => {
    const f = cvlForm("2446");
    let data = answer(f, "liquidator", { ...IP, appointedOn: "20/11/2026" }, {}, 1).data;
    data = answer(
      f,
      "liquidator",
      { ...IP, name: "Maud Ottersby", ipNumber: "9513", appointedOn: "20/11/2026" },
      data,
      2,
    ).data;
    const page = pageOf(f, "liquidator")!;
    expect(page.collection!.count(data)).toBe(2);
    expect(f.render({ ...completed("2446"), liquidators: data.liquidators }, "london").bodyHtml).toContain(
      "Ambrose Quillfeather (IP No. 9512) and Maud Ottersby (IP No. 9513), both of Quillfeather Recovery LLP",
    );
    expect(page.collection!.remove(data, 1).liquidators).toEqual([(data.liquidators as unknown[])[1]]);
  });

  it("refuses a meeting on or before the publication day, and a virtual meeting without its time", () => {
    const f = cvlForm("2444");
    expect(
      answer(
        f,
        "meeting",
        { procedure: "virtual-meeting", meetingDate: "25/11/2026", meetingTime: "10:00" },
        {},
      ).errors,
    ).toEqual([CVL_MESSAGES.meetingAfterPublication("2026-11-25")]);
    expect(
      answer(
        f,
        "meeting",
        { procedure: "physical-meeting", meetingDate: "10/12/2026", meetingTime: "10:00" },
        {},
      ).errors,
    ).toEqual([CVL_MESSAGES.meetingVenue]);
    expect(
      answer(cvlForm("2442"), "meeting", { procedure: "virtual-meeting", meetingDate: "10/12/2026" }, {})
        .errors,
    ).toEqual([CVL_MESSAGES.meetingTime]);
    // Deemed consent has a decision date and no time, and keeps none.
    const deemed = answer(
      cvlForm("2442"),
      "meeting",
      { procedure: "deemed-consent", meetingDate: "10/12/2026", meetingTime: "10:00" },
      {},
    );
    expect(deemed.data.meeting).toEqual({
      procedure: "deemed-consent",
      date: "2026-12-10",
      purpose: "Nomination of a liquidator",
    });
  });

  it("gives creditors at least 21 days to prove, offering the earliest and the liquidator's address", () => {
    const f = cvlForm("2446");
    const proofs = pageOf(f, "proofs")!;
    const data = { liquidators: [{ address: { lines: ["1 Ledger Lane", "Leeds"], postcode: "LS1 4AP" } }] };
    expect(proofs.values(data, ctx, 1)).toMatchObject({
      lastDate: "16/12/2026",
      proofsLine1: "1 Ledger Lane",
      proofsCity: "Leeds",
    });
    expect(answer(f, "proofs", { ...SUBJECT["2446"][0]![1], lastDate: "15/12/2026" }, {}).errors).toEqual([
      CVL_MESSAGES.proofsTooSoon("2026-12-16"),
    ]);
    const late = { ...completed("2446"), proofs: { address: { lines: ["x"] }, lastDate: "2026-12-01" } };
    expect(f.dataSchema(ctx).safeParse(late).success).toBe(false);
  });

  it("offers only the listed territories", () => {
    expect(answer(cvlForm("2447"), "territory", { territory: "Atlantis" }, {}).errors).toEqual([
      CVL_MESSAGES.territory,
    ]);
  });
});

describe("the creditors' voluntary liquidation notices as printed", () => {
  it("escapes every value and prints the company's heading and particulars", () => {
    const html = cvlForm("2443").render(completed("2443"), "london").bodyHtml;
    expect(html).toContain(
      "<p>In the Matter of <strong>BRASS &lt;KETTLE&gt; &amp; SONS LIMITED</strong> (Company Number 09876543)</p>",
    );
    expect(html).toContain("<p><strong>Registered office:</strong> 4 Copper Yard, Sheffield, S1 2GU</p>");
    expect(html).toContain("<p><strong>Type of liquidation:</strong> Creditors' voluntary liquidation</p>");
    expect(html).toContain(
      "Notice is hereby given that Ambrose Quillfeather (IP No. 9512) of Quillfeather Recovery LLP, 1 Ledger Lane, Leeds, LS1 4AP was appointed Liquidator of the above-named Company on 20 November 2026 by the members and confirmed by a decision of the creditors.",
    );
    expect(html).toContain(
      "Further details contact: Ambrose Quillfeather, Email: aq@quillfeather.example, Tel: 0113 496 0000.",
    );
    expect(html).not.toMatch(/<Kettle>/);
  });

  it("prints each type's statutory paragraph", () => {
    const body = (code: CvlCode, edition = "london") =>
      cvlForm(code).render(completed(code), edition).bodyHtml;
    expect(body("2441")).toContain(
      "At a General Meeting of the members of the above-named Company, duly convened and held at 1 Ledger Lane, Leeds on 20 November 2026, the following resolutions were passed",
    );
    expect(body("2441")).toContain("<ol><li>That the Company be wound up voluntarily.</li>");
    expect(body("2442")).toContain(
      "pursuant to section 100 of the Insolvency Act 1986, that the creditors of the above-named Company are invited to decide on the nomination of a liquidator by a virtual meeting of creditors to be held on 3 December 2026 at 10.30 am.",
    );
    // The proofs are due the business day before the decision.
    expect(body("2442")).toContain(
      "deliver a proof of debt by 4.00 pm on 2 December 2026 to Quillfeather Recovery LLP",
    );
    expect(body("2444")).toContain("will be held by video conference on 10 December 2026 at 2.00 pm");
    expect(body("2445")).toContain(
      "final account was delivered to the members and creditors on 20 November 2026",
    );
    expect(body("2446")).toContain("on or before 31 December 2026, to prove their debts");
    expect(body("2447")).toContain("and in the Matter of the Companies (Jersey) Law 1991");
    expect(cvlForm("2447").render(completed("2447"), "london").companyNumber).toBeNull();
  });

  it("appoints joint liquidators together, either acting alone", () => {
    const f = cvlForm("2441");
    const second = answer(
      f,
      "liquidator",
      { ...IP, name: "Maud Ottersby", ipNumber: "9513", appointedOn: "20/11/2026" },
      completed("2441"),
      2,
    ).data;
    const html = f.render(second, "london").bodyHtml;
    expect(html).toContain(
      "<li>That Ambrose Quillfeather (IP No. 9512) and Maud Ottersby (IP No. 9513), both of Quillfeather Recovery LLP, 1 Ledger Lane, Leeds, LS1 4AP be and are hereby appointed Joint Liquidators for the purposes of such winding up, and that any act required or authorised to be done by the Joint Liquidators may be done by either of them acting alone.</li></ol>",
    );
    // The contact is the last of them.
    expect(html).toContain("Further details contact: Maud Ottersby");
    // One liquidator: no joint wording.
    expect(f.render(completed("2441"), "london").bodyHtml).toContain(
      "be and is hereby appointed Liquidator for the purposes of such winding up.</li>",
    );
  });

  it("names the law of the edition's jurisdiction", () => {
    const body = (code: CvlCode, edition: string) => cvlForm(code).render(completed(code), edition).bodyHtml;
    expect(body("2445", "belfast")).toContain(
      "Notice is hereby given, pursuant to the Insolvency (Northern Ireland) Order 1989,",
    );
    expect(body("2446", "edinburgh")).toContain(
      "the Insolvency (Scotland) (Receivership and Winding up) Rules 2018",
    );
    expect(body("2446", "london")).toContain("the Insolvency (England and Wales) Rules 2016");
  });
});
