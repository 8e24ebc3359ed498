import { describe, expect, it } from "vitest";
import {
  addedField,
  MAX_TAG_ID,
  newTagId,
  placeNewTag,
  readNewTag,
  readTagFields,
  removeField,
  resolveTags,
  TAG_START,
  type TagField,
  tagFieldInputs,
} from "./tag-fields.ts";
import { TAG_MESSAGES } from "./tags.ts";

const TEXT = "Acme Widgets Limited (01234567) of 1 High Street, Leeds LS1 4AP.";

const field = (over: Partial<TagField> & Pick<TagField, "id">): TagField => ({
  kind: "company-name",
  status: "added",
  start: 0,
  end: 20,
  text: "Acme Widgets Limited",
  ...over,
});

const post = (fields: TagField[], extra: Record<string, string> = {}) => {
  const form = new URLSearchParams();
  for (const f of fields) for (const [name, value] of tagFieldInputs(f)) form.append(name, value);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
};

describe("tag ids (spec §4)", () => {
  it("are random whole numbers from 1 to about 10 million", () => {
    expect(newTagId([], () => 0)).toBe(1);
    expect(newTagId([], () => 0.999999999)).toBe(MAX_TAG_ID);
    for (let i = 0; i < 100; i++) {
      const id = newTagId([]);
      expect(Number.isInteger(id) && id >= 1 && id <= MAX_TAG_ID).toBe(true);
    }
  });

  it("are unique in the form", () => {
    const draws = [0, 0, 0.5];
    expect(newTagId([1], () => draws.shift()!)).toBe(1 + Math.floor(0.5 * MAX_TAG_ID));
  });
});

describe("the posted fields (spec §3)", () => {
  it("name a tag's kind, status, start, end and text; an added tag also sends -added", () => {
    expect(tagFieldInputs(field({ id: 42 }))).toEqual([
      ["tag-42-kind", "company-name"],
      ["tag-42-status", "added"],
      ["tag-42-start", "0"],
      ["tag-42-end", "20"],
      ["tag-42-text", "Acme Widgets Limited"],
      ["tag-42-added", "Acme Widgets Limited"],
    ]);
  });

  it("send -1 for a new tag and nothing added", () => {
    expect(tagFieldInputs(field({ id: 7, status: "new", start: -1, end: -1, text: "" }))).toEqual([
      ["tag-7-kind", "company-name"],
      ["tag-7-status", "new"],
      ["tag-7-start", "-1"],
      ["tag-7-end", ""],
      ["tag-7-text", ""],
    ]);
  });

  it("send -3 and -removed for a removed original; a removed added tag is cleared", () => {
    const fields = [
      field({ id: 1, status: "original" }),
      field({ id: 2, kind: "company-number", start: 22, end: 30, text: "01234567" }),
    ];
    const afterRemovals = removeField(removeField(fields, 1), 2);
    expect(afterRemovals).toHaveLength(1);
    expect(tagFieldInputs(afterRemovals[0]!)).toEqual([
      ["tag-1-kind", "company-name"],
      ["tag-1-status", "original"],
      ["tag-1-start", "-3"],
      ["tag-1-end", ""],
      ["tag-1-text", "Acme Widgets Limited"],
      ["tag-1-removed", "Acme Widgets Limited"],
    ]);
  });

  it("read back as they were written", () => {
    const fields = [
      field({ id: 11 }),
      field({ id: 12, status: "original", kind: "postcode", start: 56, end: 63, text: "LS1 4AP" }),
      field({ id: 13, status: "new", start: -1, end: -1, text: "" }),
      field({ id: 14, status: "original", start: -3, end: -3 }),
    ];
    expect(readTagFields(post(fields))).toEqual({ fields, errors: [] });
  });

  it("treat a -removed field as removed whatever its start says", () => {
    const form = post([field({ id: 5, status: "original" })], { "tag-5-removed": "Acme Widgets Limited" });
    expect(readTagFields(form).fields[0]?.start).toBe(TAG_START.removed);
  });

  it("refuse an unknown kind, and ignore fields that are not tag fields", () => {
    const form = new URLSearchParams({
      "tag-9-kind": "villain",
      "tag-9-start": "0",
      "tag-0-kind": "court",
      "tag-12345678-kind": "court",
      "tag-x-kind": "court",
    });
    expect(readTagFields(form)).toEqual({
      fields: [],
      errors: [{ field: "tag-9", message: TAG_MESSAGES.chooseKind }],
    });
  });

  it("read hostile offsets as no offset, to be found again by the text", () => {
    const form = new URLSearchParams({
      "tag-3-kind": "court",
      "tag-3-status": "added",
      "tag-3-start": "1e9",
      "tag-3-text": "Leeds",
    });
    expect(readTagFields(form).fields[0]).toMatchObject({ start: TAG_START.new, text: "Leeds" });
  });
});

describe("resolving the tags against the text", () => {
  it("keeps tags whose text is where they say, in reading order", () => {
    const result = resolveTags(TEXT, [
      field({ id: 2, kind: "postcode", start: 56, end: 63, text: "LS1 4AP" }),
      field({ id: 1 }),
    ]);
    expect(result.errors).toEqual([]);
    expect(result.tags.map((t) => [t.id, t.start, t.end, t.value])).toEqual([
      [1, 0, 20, "Acme Widgets Limited"],
      [2, 56, 63, "LS1 4AP"],
    ]);
  });

  it("finds a tag again after the text was edited, and says when its text is gone", () => {
    const edited = `Notice: ${TEXT}`;
    const result = resolveTags(edited, [
      field({ id: 1 }),
      field({ id: 2, kind: "court", start: 0, end: 4, text: "York" }),
    ]);
    expect(result.tags).toEqual([
      { id: 1, kind: "company-name", start: 8, end: 28, value: "Acme Widgets Limited" },
    ]);
    expect(result.fields[0]).toMatchObject({ start: 8, end: 28 });
    expect(result.errors).toEqual([{ field: "tag-2", message: TAG_MESSAGES.gone("York") }]);
  });

  it("refuses a tag that crosses another (spec §5), and lets one sit inside another", () => {
    const address = field({ id: 1, kind: "address", start: 35, end: 63, text: TEXT.slice(35, 63) });
    const postcode = field({ id: 2, kind: "postcode", start: 56, end: 63, text: "LS1 4AP" });
    const crossing = field({ id: 3, kind: "court", start: 50, end: 59, text: TEXT.slice(50, 59) });
    const result = resolveTags(TEXT, [address, postcode, crossing]);
    expect(result.tags.map((t) => t.id)).toEqual([1, 2]);
    expect(result.errors).toEqual([{ field: "tag-3", message: TAG_MESSAGES.overlap }]);
  });

  it("passes over new and removed fields", () => {
    const result = resolveTags(TEXT, [
      field({ id: 1, status: "new", start: -1, end: -1, text: "" }),
      field({ id: 2, status: "original", start: -3, end: -3 }),
    ]);
    expect(result).toMatchObject({ tags: [], errors: [] });
  });

  it("refuses a tag that is not what its kind says", () => {
    const result = resolveTags(TEXT, [field({ id: 1, kind: "company-number" })]);
    expect(result.errors[0]?.message).toMatch(/is not a company number/);
  });
});

describe("adding a tag without JavaScript", () => {
  const input = (over: Partial<ReturnType<typeof readNewTag>>) => ({
    kind: "person-name",
    quote: "",
    first: "",
    last: "",
    ...over,
  });

  it("reads the new-tag fields", () => {
    const form = new URLSearchParams({
      "new-tag-kind": "court",
      "new-tag-quote": "a\r\nb",
      "new-tag-first": " 3 ",
      "new-tag-last": "",
    });
    expect(readNewTag(form)).toEqual({ kind: "court", quote: "a\nb", first: "3", last: "" });
  });

  it("by quoting text that occurs once", () => {
    expect(placeNewTag(TEXT, [], input({ kind: "postcode", quote: " LS1 4AP " }))).toEqual({
      ok: true,
      kind: "postcode",
      span: { start: 56, end: 63 },
    });
  });

  it("by the numbers of its first and last characters, counted from 1", () => {
    expect(placeNewTag(TEXT, [], input({ kind: "company-name", first: "1", last: "20" }))).toEqual({
      ok: true,
      kind: "company-name",
      span: { start: 0, end: 20 },
    });
  });

  it.each([
    [input({ kind: "", quote: "Acme" }), "new-tag-kind", TAG_MESSAGES.chooseKind],
    [input({}), "new-tag-quote", TAG_MESSAGES.whatToTag],
    [input({ quote: "Bolt" }), "new-tag-quote", "‘Bolt’ is not in the notice text."],
    [input({ quote: "e" }), "new-tag-quote", TAG_MESSAGES.quoteAmbiguous("e", 7)],
    [input({ first: "0", last: "4" }), "new-tag-first", TAG_MESSAGES.wholeNumbers],
    [input({ first: "a", last: "4" }), "new-tag-first", TAG_MESSAGES.wholeNumbers],
    [input({ first: "5", last: "" }), "new-tag-first", TAG_MESSAGES.wholeNumbers],
    [input({ first: "5", last: "4" }), "new-tag-first", TAG_MESSAGES.outOfText(TEXT.length)],
    [input({ first: "5", last: "999" }), "new-tag-first", TAG_MESSAGES.outOfText(TEXT.length)],
    [input({ first: "21", last: "21" }), "new-tag-first", TAG_MESSAGES.blank],
  ])("refuses %o", (given, fieldName, message) => {
    expect(placeNewTag(TEXT, [], given)).toEqual({ ok: false, errors: [{ field: fieldName, message }] });
  });

  it("refuses a tag that crosses one already there", () => {
    const result = placeNewTag(TEXT, [{ start: 0, end: 20 }], input({ quote: "Limited (0" }));
    expect(result).toEqual({
      ok: false,
      errors: [{ field: "new-tag-quote", message: TAG_MESSAGES.overlap }],
    });
  });

  it("makes an added field of the selection", () => {
    expect(addedField(9, "court", TEXT, { start: 0, end: 4 })).toEqual({
      id: 9,
      kind: "court",
      status: "added",
      start: 0,
      end: 4,
      text: "Acme",
    });
  });
});
