import { describe, expect, it } from "vitest";
import { issueListAddress, issueOptions, purchaseAddress } from "./issue-choice.ts";

describe("choosing an issue", () => {
  it("reads the month's issues from the issue list, counting supplements", () => {
    const base = "https://gazette.example/london/issue";
    expect(
      issueOptions([
        { id: `${base}/64940`, published: "2026-11-02" },
        { id: `${base}/64941`, published: "2026-11-03" },
        { id: `${base}/64941/supplement/1`, published: "2026-11-03" },
        { id: `${base}/64941/supplement/2`, published: "2026-11-03" },
        { id: "not an issue", published: "2026-11-04" },
      ]),
    ).toEqual([
      { number: 64940, published: "2026-11-02", supplements: 0, label: "Issue 64940, 2 November 2026" },
      {
        number: 64941,
        published: "2026-11-03",
        supplements: 2,
        label: "Issue 64941, 3 November 2026, with 2 supplements",
      },
    ]);
  });

  it("builds the addresses of spec §2 and §7", () => {
    expect(issueListAddress("london", "2026", "11")).toBe(
      "/london/year/2026/month/11/issue/data.json?resultPageSize=1000&includeSupplements=true",
    );
    expect(purchaseAddress("london", 64941)).toBe("/london/issue/64941/purchase");
  });
});
