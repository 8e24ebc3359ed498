import { describe, expect, it } from "vitest";
import { z } from "zod";
import { exampleOf } from "./schema-example.ts";

describe("exampleOf", () => {
  it("fills every field, optional or not, through lists, unions, refinements and transforms", () => {
    const schema = z
      .object({
        name: z.string().min(1),
        nickname: z.string().optional(),
        tags: z.array(z.object({ label: z.string() })),
        kind: z.enum(["special", "ordinary"]),
        party: z.union([z.object({ person: z.string() }), z.object({ company: z.string() })]),
        year: z.number().int(),
        active: z.boolean().default(false),
        trimmed: z.string().transform((s) => s.trim()),
      })
      .superRefine(() => {});
    expect(exampleOf(schema)).toEqual({
      name: "value",
      nickname: "value",
      tags: [{ label: "value" }],
      kind: "special",
      party: { person: "value", company: "value" },
      year: 1,
      active: true,
      trimmed: "value",
    });
  });
});
