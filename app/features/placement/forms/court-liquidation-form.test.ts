import { describe, expect, it } from "vitest";
import { COURT_LIQUIDATION_MESSAGES, courtLiquidationForm } from "./court-liquidation-form.ts";
import { answer, readsBack, TEST_COMPANY, TEST_CONTEXT, TEST_PRACTITIONER } from "./web-form.test-helper.ts";
import type { DraftData } from "./web-form.ts";
import { webFormFor } from "./web-forms.ts";

const ctx = TEST_CONTEXT;

const COURT = { courtName: "High Court of Justice", caseNumber: "CR-2026-004711", caseYear: "2026" };
const COMPANY = TEST_COMPANY;
const ORDER = {
  orderDate: "16/11/2026",
  petitionPresentedOn: "02/09/2026",
  petitionerName: "The Commissioners for HM Revenue and Customs",
  petitionerLine1: "Ralli Quays",
  petitionerCity: "Salford",
  petitionerPostcode: "M60 9LA",
};
const RECEIVER = {
  name: "Hermione Thistlegate",
  office: "Official Receiver's Office, Birmingham",
  orLine1: "33 Nettledale Road",
  orCity: "Birmingham",
  orPostcode: "B4 6DS",
  telephone: "0118 496 0036",
  email: "or.birmingham@example.com",
};
const IP = TEST_PRACTITIONER;

function completed(code: "2452" | "2454", edition = "london"): DraftData {
  const f = courtLiquidationForm(code, edition);
  const steps: [string, Record<string, string>][] =
    code === "2452"
      ? [
          ["court", COURT],
          ["company", COMPANY],
          ["order", ORDER],
          edition === "edinburgh" ? ["interim-liquidator", IP] : ["official-receiver", RECEIVER],
        ]
      : [
          ["court", COURT],
          ["company", COMPANY],
          ["liquidator", { ...IP, appointedOn: "20/11/2026" }],
          ["appointment", { by: "secretary-of-state", appointedOn: "20/11/2026" }],
          [
            "proofs",
            {
              lastDate: "31/12/2026",
              proofsLine1: "1 Ledger Lane",
              proofsCity: "Leeds",
              proofsPostcode: "LS1 4AP",
            },
          ],
        ];
  let data: DraftData = {};
  for (const [slug, fields] of steps) {
    const r = answer(f, slug, fields, data);
    expect(r.errors, slug).toEqual([]);
    data = r.data;
  }
  return data;
}

describe("winding-up orders and court appointments of liquidators", () => {
  it.each([
    ["2452", "london"],
    ["2452", "edinburgh"],
    ["2454", "london"],
  ] as const)("%s (%s): the answers make data its schema accepts, and read back", (code, edition) => {
    const f = webFormFor(code, edition)!;
    const data = completed(code, edition);
    const checked = f.dataSchema({ ...ctx, editionId: edition }).safeParse(data);
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
    expect(checked.data).toEqual(data);
    expect(readsBack(f, data)).toEqual([]);
  });

  it("asks Scotland for the interim liquidator instead of the official receiver", () => {
    expect(courtLiquidationForm("2452", "london").pages.map((p) => p.slug)).toContain("official-receiver");
    const scottish = courtLiquidationForm("2452", "edinburgh").pages.map((p) => p.slug);
    expect(scottish).toContain("interim-liquidator");
    expect(scottish).not.toContain("official-receiver");
  });

  it("refuses an order before its petition, and a petitioner without an address", () => {
    const f = courtLiquidationForm("2452", "london");
    expect(answer(f, "order", { ...ORDER, orderDate: "01/09/2026" }, {}).errors).toEqual([
      COURT_LIQUIDATION_MESSAGES.orderAfterPetition,
    ]);
    expect(
      answer(
        f,
        "order",
        { orderDate: "16/11/2026", petitionPresentedOn: "02/09/2026", petitionerName: "HMRC" },
        {},
      ).errors,
    ).toEqual([COURT_LIQUIDATION_MESSAGES.petitionerAddress]);
    // Its dates say what is wrong in the form's own words.
    expect(answer(f, "order", { ...ORDER, orderDate: "" }, {}).errors).toEqual([
      COURT_LIQUIDATION_MESSAGES.orderDate,
    ]);
    expect(answer(f, "order", { ...ORDER, orderDate: "01/01/2099" }, {}).errors).toEqual([
      "The date of the winding-up order must be today or in the past",
    ]);
    // Without a petitioner the notice does not name one.
    const none = answer(
      f,
      "order",
      { orderDate: "16/11/2026", petitionPresentedOn: "02/09/2026" },
      { petitioner: {} },
    );
    expect(none.data).toEqual({ orderDate: "2026-11-16", petitionPresentedOn: "2026-09-02" });
  });

  it("prints the order with the official receiver, escaped", () => {
    const html = courtLiquidationForm("2452", "london").render(completed("2452"), "london").bodyHtml;
    expect(html).toContain("<p>In the High Court of Justice</p>\n<p>No CR-2026-004711</p>");
    expect(html).toContain(
      "<strong>BRASS &lt;KETTLE&gt; &amp; SONS LIMITED</strong> (Company Number 09876543)",
    );
    expect(html).toContain(
      "<p><strong>Date of Winding-up Order:</strong> 16 November 2026; <strong>Date of presentation of Petition:</strong> 2 September 2026</p>",
    );
    expect(html).toContain(
      "a Winding-up Order was made against the above-named Company by the High Court of Justice on 16 November 2026, on the Petition of The Commissioners for HM Revenue and Customs.",
    );
    expect(html).toContain(
      "The Official Receiver is the Liquidator: Hermione Thistlegate, Official Receiver, Official Receiver's Office, Birmingham, 33 Nettledale Road, Birmingham, B4 6DS, telephone 0118 496 0036, email or.birmingham@example.com. Capacity of office holder: Liquidator.",
    );
  });

  it("prints the Scottish interlocutor and the interim liquidator", () => {
    const html = courtLiquidationForm("2452", "edinburgh").render(
      completed("2452", "edinburgh"),
      "edinburgh",
    ).bodyHtml;
    expect(html).toContain(
      "by interlocutor of the High Court of Justice dated 16 November 2026, on a Petition presented on 2 September 2026, <strong>BRASS &lt;KETTLE&gt; &amp; SONS LIMITED</strong> was ordered to be wound up by the Court and Ambrose Quillfeather (IP No. 9512) of Quillfeather Recovery LLP, 1 Ledger Lane, Leeds, LS1 4AP was appointed Interim Liquidator.",
    );
    expect(html).toContain("<p>Case reference: CR-2026-004711</p>");
  });

  it("prints the appointment and the date for proofs", () => {
    const rendered = courtLiquidationForm("2454", "london").render(completed("2454"), "london");
    expect(rendered.bodyHtml).toContain(
      "was appointed Liquidator of the above-named Company by the Secretary of State on 20 November 2026.",
    );
    expect(rendered.bodyHtml).toContain(
      "required to prove their debts by 31 December 2026 by delivering their proofs to the Liquidator at 1 Ledger Lane, Leeds, LS1 4AP.",
    );
    expect(rendered.companyNumber).toBe("09876543");
    expect(rendered.people).toEqual([{ role: "office-holder", fullName: "Ambrose Quillfeather" }]);
  });
});
