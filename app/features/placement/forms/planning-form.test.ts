import { describe, expect, it } from "vitest";
import { generateNotice } from "../../../demo-data/generators/notice-generators.ts";
import { TEST_POSTCODES } from "../../../demo-data/generators/test-fixtures.ts";
import { World } from "../../../demo-data/generators/world.ts";
import { createRandom } from "../../../lib/seeded-random.ts";
import { townAndCountryPlanningSchema } from "../../notices/notice-data-schemas.ts";
import { PLANNING_MESSAGES, planningForm } from "./planning-form.ts";
import { answer, readsBack, TEST_CONTEXT } from "./web-form.test-helper.ts";
import type { DraftData, WebForm } from "./web-form.ts";
import { webFormFor } from "./web-forms.ts";

const ANSWERS: Record<string, Record<string, string>> = {
  authority: { authorityName: "Otley & Wharfe <District> Council" },
  order: {
    orderType: "diversion",
    section: "257",
    orderTitle: "The Otley Council (Footpath No. 12, Otley) Public Path Diversion Order 2026",
    reference: "",
    madeOn: "16/11/2026",
  },
  highways: {
    highways: "Footpath No. 12, Otley\r\n\r\n the footway on the north side of Mill Lane, Otley ",
    purpose:
      "To enable development to be carried out in accordance with planning permission reference 26/01234/FU",
    town: "Otley",
    localAuthority: "Leeds City Council",
    postcode: "ls21 1bz",
  },
  inspection: { inspectionPlace: "the Council's offices", inspectionUntil: "" },
  objections: {
    objectionsTo: "the Council",
    objectionsEmail: "",
    objectionsBy: "23/12/2026",
    objectionsLine1: "Civic Centre",
    objectionsCity: "Otley",
    objectionsPostcode: "LS21 1AA",
  },
  signatory: { signatoryName: "Ada Wharfe", signatoryRole: "Head of Planning" },
};

function answerAll(f: WebForm, answers = ANSWERS): DraftData {
  let data: DraftData = {};
  for (const [slug, fields] of Object.entries(answers)) {
    const result = answer(f, slug, fields, data);
    expect(result.errors, slug).toEqual([]);
    data = result.data;
  }
  return data;
}

describe("1601 Town and Country Planning", () => {
  const london = planningForm("london");

  it("builds the published record's data, reads it back, and prints the made order escaped", () => {
    const data = answerAll(london);
    expect(data).toEqual({
      authority: { name: "Otley & Wharfe <District> Council" },
      orderType: "diversion",
      legislation: { act: "Town and Country Planning Act 1990", section: "257" },
      orderTitle: "The Otley Council (Footpath No. 12, Otley) Public Path Diversion Order 2026",
      madeOn: "2026-11-16",
      highways: ["Footpath No. 12, Otley", "the footway on the north side of Mill Lane, Otley"],
      purpose:
        "To enable development to be carried out in accordance with planning permission reference 26/01234/FU",
      area: { town: "Otley", localAuthority: "Leeds City Council", postcode: "LS21 1BZ" },
      inspection: { place: "the Council's offices" },
      objections: {
        by: "2026-12-23",
        to: "the Council",
        address: { lines: ["Civic Centre", "Otley"], postcode: "LS21 1AA" },
      },
      signatory: { name: "Ada Wharfe", role: "Head of Planning" },
    });
    expect(london.dataSchema(TEST_CONTEXT).safeParse(data).success).toBe(true);
    expect(readsBack(london, data)).toEqual([]);
    const notice = london.render(data, "london");
    expect(notice.title).toBe("The Otley Council (Footpath No. 12, Otley) Public Path Diversion Order 2026");
    expect(notice.bodyHtml).toBe(
      [
        "<p>Town and Country Planning Act 1990</p>",
        "<p>Notice is hereby given that Otley &amp; Wharfe &lt;District&gt; Council on 16 November 2026 made the above Order under section 257 of the Town and Country Planning Act 1990, to divert Footpath No. 12, Otley and the footway on the north side of Mill Lane, Otley, to enable development to be carried out in accordance with planning permission reference 26/01234/FU.</p>",
        "<p>A copy of the Order and the Order map may be inspected free of charge at the Council's offices during normal office hours.</p>",
        "<p>Any representation about or objection to the Order may be sent in writing to the Council, Civic Centre, Otley, LS21 1AA by 23 December 2026, stating the grounds on which it is made. If no objections are made, or any so made are withdrawn, Otley &amp; Wharfe &lt;District&gt; Council may confirm the Order as an unopposed order.</p>",
        "<p>Ada Wharfe, Head of Planning</p>",
      ].join("\n"),
    );
    expect(notice.locations).toEqual([
      { role: "site", address: "Otley, Leeds City Council", postcode: "LS21 1BZ" },
    ]);
  });

  it("prints a draft order (not made yet) as the proposal to make it, under the Scottish Act in Edinburgh", () => {
    const scottish = webFormFor("1601", "edinburgh")!;
    const data = answerAll(scottish, {
      ...ANSWERS,
      authority: { authorityName: "Scottish Ministers" },
      order: {
        orderType: "stopping-up",
        section: "207",
        orderTitle: "The Stopping Up (Leith) Order 2026",
        reference: "TRO/207/1",
        madeOn: "",
      },
      inspection: { inspectionPlace: "Leith Library", inspectionUntil: "" },
      objections: {
        objectionsTo: "Transport Scotland",
        objectionsEmail: "orders@transport.example",
        objectionsBy: "23/12/2026",
      },
    });
    expect(data).not.toHaveProperty("madeOn");
    expect(data.legislation).toEqual({
      act: "Town and Country Planning (Scotland) Act 1997",
      section: "207",
    });
    const body = scottish.render(data, "edinburgh").bodyHtml.split("\n");
    expect(body[1]).toBe(
      "<p>The Scottish Ministers give notice of the proposal to make an Order under section 207 of the Town and Country Planning (Scotland) Act 1997 to authorise the stopping up of Footpath No. 12, Otley and the footway on the north side of Mill Lane, Otley, to enable development to be carried out in accordance with planning permission reference 26/01234/FU.</p>",
    );
    expect(body[2]).toBe(
      "<p>Copies of the draft Order and relevant plan will be available for inspection during normal opening hours at Leith Library for 28 days from the date of this notice, and may be obtained, free of charge, from Transport Scotland, quoting the reference TRO/207/1.</p>",
    );
    expect(body[3]).toContain(
      "by writing to Transport Scotland, or by email to orders@transport.example, quoting the above reference, before 23 December 2026.",
    );
  });

  it("says what is missing or wrong beside each field, and saves nothing", () => {
    const empty = Object.fromEntries(Object.keys(ANSWERS.order!).map((k) => [k, ""]));
    expect(answer(london, "order", empty, {}).errors).toEqual([
      PLANNING_MESSAGES.orderType,
      PLANNING_MESSAGES.section,
      PLANNING_MESSAGES.orderTitle,
    ]);
    expect(answer(london, "order", { ...ANSWERS.order!, orderType: "demolition" }, {}).errors).toEqual([
      PLANNING_MESSAGES.orderType,
    ]);
    expect(
      answer(london, "highways", { ...ANSWERS.highways!, highways: " \n ", localAuthority: "" }, {}).errors,
    ).toEqual([PLANNING_MESSAGES.highways, PLANNING_MESSAGES.localAuthority]);
    expect(answer(london, "signatory", { signatoryName: "", signatoryRole: "" }, {}).errors).toEqual([
      PLANNING_MESSAGES.signatoryName,
      PLANNING_MESSAGES.signatoryRole,
    ]);
    expect(answer(london, "order", { ...ANSWERS.order!, madeOn: "16/11/2027" }, {}).errors).toEqual([
      "The date the order was made must be today or in the past",
    ]);
  });

  it("refuses a last day for objections sooner than 28 days after publication, on the page and on the whole data", () => {
    // Published on 25 November 2026: 23 December is the earliest day.
    expect(
      answer(london, "objections", { ...ANSWERS.objections!, objectionsBy: "22/12/2026" }, {}).errors,
    ).toEqual([PLANNING_MESSAGES.objectionsTooSoon("2026-12-23")]);
    expect(answer(london, "objections", { objectionsTo: "", objectionsBy: "" }, {}).errors).toEqual([
      PLANNING_MESSAGES.objectionsTo,
      "Enter the last day for objections",
    ]);
    const data = answerAll(london);
    const later = { ...TEST_CONTEXT, publicationDay: "2026-12-02" };
    const checked = london.dataSchema(later).safeParse(data);
    expect(checked.success ? [] : checked.error.issues.map((i) => i.message)).toEqual([
      PLANNING_MESSAGES.objectionsTooSoon("2026-12-30"),
    ]);
    const { signatory: _s, ...unsigned } = data;
    expect(london.dataSchema(TEST_CONTEXT).safeParse(unsigned).success).toBe(false);
  });

  it("offers the earliest last day for objections before it is answered", () => {
    const page = london.pages.find((p) => p.slug === "objections")!;
    expect(page.values({}, TEST_CONTEXT, 1).objectionsBy).toBe("23/12/2026");
  });

  it("is no web form in Belfast, where planning orders are made under Northern Ireland's own Act", () => {
    expect(webFormFor("1601", "belfast")).toBeNull();
    expect(webFormFor("1601", "london")?.code).toBe("1601");
  });

  it("prints the demo data's Act and made orders exactly as the generator does", () => {
    const world = new World(3, TEST_POSTCODES);
    const rng = createRandom(3);
    let made = 0;
    for (const editionId of ["london", "edinburgh"] as const)
      for (let i = 0; i < 16; i++) {
        const n = generateNotice({ code: "1601", editionId, publishedOn: "2026-03-06", rng, world });
        const data = n.data as DraftData;
        expect(townAndCountryPlanningSchema.safeParse(data).success).toBe(true);
        const ours = planningForm(editionId).render(data, editionId).bodyHtml.split("\n");
        const theirs = n.bodyHtml.replaceAll("&#39;", "'").split("\n");
        expect(ours[0]).toBe(theirs[0]);
        expect(planningForm(editionId).render(data, editionId).title).toBe(n.title);
        if (data.madeOn) {
          made++;
          expect(ours[1]!.replaceAll("&#39;", "'")).toBe(theirs[1]);
        }
      }
    expect(made).toBeGreaterThan(0);
  });
});
