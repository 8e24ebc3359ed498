import { describe, expect, it } from "vitest";
import { generateNotice } from "../../../demo-data/generators/notice-generators.ts";
import { TEST_POSTCODES } from "../../../demo-data/generators/test-fixtures.ts";
import { World } from "../../../demo-data/generators/world.ts";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { createRandom } from "../../../lib/seeded-random.ts";
import { CHANGE_OF_NAME_MESSAGES, changeOfNameForm } from "./change-of-name-form.ts";
import { type DraftData, pageOf, type WebForm } from "./web-form.ts";
import { webFormFor } from "./web-forms.ts";

const ctx = { today: "2026-11-24", publicationDay: "2026-11-25", editionId: "london" };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const check = (webForm: WebForm, slug: string, fields: Record<string, string>) =>
  parseForm(pageOf(webForm, slug)!.schema(ctx), form(fields));

function answer(webForm: WebForm, pages: Record<string, Record<string, string>>): DraftData {
  let data: DraftData = {};
  for (const [slug, fields] of Object.entries(pages)) {
    const parsed = check(webForm, slug, fields);
    if (!parsed.ok) throw new Error(`${slug}: ${parsed.errors.map((e) => e.message).join("; ")}`);
    data = pageOf(webForm, slug)!.save(data, parsed.data as Record<string, unknown>, 0);
  }
  return data;
}

describe("2901 changes of name", () => {
  const london = changeOfNameForm("london");

  it("builds the published record's data, reads it back, and prints the enrolled deed poll escaped", () => {
    const data = answer(london, {
      names: { oldName: "Ambrose Quill & Feather", newName: "Ambrose <Otter>" },
      address: { addressLine1: "7 Harbour Row", addressCity: "Whitby", addressPostcode: "YO21 3PU" },
      "deed-poll": { dateOfDeedPoll: "02/11/2026", enrolledOn: "09/11/2026", nationality: "British" },
    });
    expect(data).toEqual({
      oldName: "Ambrose Quill & Feather",
      newName: "Ambrose <Otter>",
      address: { lines: ["7 Harbour Row", "Whitby"], postcode: "YO21 3PU" },
      dateOfDeedPoll: "2026-11-02",
      enrolledOn: "2026-11-09",
      nationality: "British",
    });
    expect(london.dataSchema(ctx).safeParse(data).success).toBe(true);
    expect(pageOf(london, "deed-poll")!.values(data, ctx, 0)).toEqual({
      dateOfDeedPoll: "02/11/2026",
      enrolledOn: "09/11/2026",
      nationality: "British",
    });
    const notice = london.render(data, "london");
    expect(notice.title).toBe("Ambrose <OTTER> (formerly Ambrose Quill & FEATHER)");
    expect(notice.bodyHtml).toBe(
      "<p>Notice is hereby given that by a Deed Poll dated 2 November 2026 and enrolled in the Senior Courts of England and Wales on 9 November 2026, Ambrose &lt;Otter&gt;, of 7 Harbour Row, Whitby, YO21 3PU, a British citizen, abandoned the name of Ambrose Quill &amp; Feather and assumed in lieu thereof the name of Ambrose &lt;Otter&gt;.</p>\n<p>Ambrose &lt;Otter&gt;</p>",
    );
  });

  it("refuses the same name again, and an enrolment before the deed's date", () => {
    const same = check(london, "names", { oldName: "Maud Otter", newName: " maud otter" });
    expect(same.ok ? [] : same.errors.map((e) => e.message)).toEqual([CHANGE_OF_NAME_MESSAGES.sameName]);
    const early = check(london, "deed-poll", { dateOfDeedPoll: "02/11/2026", enrolledOn: "01/11/2026" });
    expect(early.ok ? [] : early.errors.map((e) => e.message)).toEqual([
      CHANGE_OF_NAME_MESSAGES.enrolledBeforeDated,
    ]);
  });

  it("asks no enrolment outside England and Wales, and offers British as the nationality", () => {
    const scottish = webFormFor("2901", "edinburgh")!;
    const page = pageOf(scottish, "deed-poll")!;
    expect(page.groups[0]!.fields.map((f) => f.name)).toEqual(["dateOfDeedPoll", "nationality"]);
    expect(page.values({}, ctx, 0)).toEqual({ dateOfDeedPoll: "", nationality: "British" });
    const data = answer(scottish, {
      names: { oldName: "Maud Otter", newName: "Maud Ottersby" },
      address: { addressLine1: "1 Quay", addressCity: "Leith" },
      "deed-poll": { dateOfDeedPoll: "02/11/2026", nationality: "" },
    });
    expect(data).not.toHaveProperty("nationality");
    expect(scottish.render(data, "edinburgh").bodyHtml).toContain(
      "Maud Ottersby, of 1 Quay, Leith, renounced and abandoned the use of the former name of Maud Otter",
    );
  });

  it("prints the demo data's deed poll sentence exactly as the generator does", () => {
    const world = new World(5, TEST_POSTCODES);
    const rng = createRandom(5);
    for (const editionId of ["london", "edinburgh", "belfast"] as const)
      for (let i = 0; i < 8; i++) {
        const n = generateNotice({ code: "2901", editionId, publishedOn: "2026-03-06", rng, world });
        expect(london.dataSchema(ctx).safeParse(n.data).success).toBe(true);
        const first = (html: string) =>
          html.split("\n")[0]!.replaceAll("&#39;", "'").replaceAll("&quot;", '"');
        expect(first(changeOfNameForm(editionId).render(n.data as DraftData, editionId).bodyHtml)).toBe(
          first(n.bodyHtml),
        );
      }
  });
});
