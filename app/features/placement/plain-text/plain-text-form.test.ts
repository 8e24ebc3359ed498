import { describe, expect, it } from "vitest";
import { readIntent, readPlainTextSubmission } from "./plain-text-form.ts";
import { MAX_TAG_ID, type TagField, tagFieldInputs } from "./tag-fields.ts";
import { TAG_MESSAGES } from "./tags.ts";

const TEXT = "Acme Widgets Limited of Leeds LS1 4AP";
const ACME: TagField = {
  id: 5,
  kind: "company-name",
  status: "original",
  start: 0,
  end: 20,
  text: "Acme Widgets Limited",
};

function form(fields: Record<string, string>, tags: TagField[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const t of tags) for (const [k, v] of tagFieldInputs(t)) f.append(k, v);
  return f;
}

describe("the intent", () => {
  it("is save unless a Tag or Remove button was pressed", () => {
    expect(readIntent(null)).toEqual({ kind: "save" });
    expect(readIntent("save")).toEqual({ kind: "save" });
    expect(readIntent("tag")).toEqual({ kind: "tag" });
    expect(readIntent("remove-42")).toEqual({ kind: "remove", id: 42 });
    expect(readIntent("remove-0")).toEqual({ kind: "save" });
  });
});

describe("a post of the page", () => {
  it("saves the text and tags; the textarea's CRLF counts as one character", () => {
    const text = "Acme Widgets Limited\r\nof Leeds";
    const leeds: TagField = { id: 6, kind: "address", status: "added", start: 24, end: 29, text: "Leeds" };
    const result = readPlainTextSubmission(form({ text, intent: "save" }, [ACME, leeds]));
    expect(result.errors).toEqual([]);
    expect(result.tags.map((t) => [t.id, t.start, t.value])).toEqual([
      [5, 0, "Acme Widgets Limited"],
      [6, 24, "Leeds"],
    ]);
  });

  it("refuses to save blank text ('Required.')", () => {
    expect(readPlainTextSubmission(form({ text: "  " })).errors).toEqual([
      { field: "text", message: "Required." },
    ]);
  });

  it("refuses to save a tag whose text is gone", () => {
    const result = readPlainTextSubmission(form({ text: "Bolt Ltd" }, [ACME]));
    expect(result.errors).toEqual([{ field: "tag-5", message: TAG_MESSAGES.gone("Acme Widgets Limited") }]);
  });

  it("adds a tag by quoting, with a random id, changing nothing else", () => {
    const result = readPlainTextSubmission(
      form({ text: TEXT, intent: "tag", "new-tag-kind": "postcode", "new-tag-quote": "LS1 4AP" }, [ACME]),
      () => 0.5,
    );
    const id = 1 + Math.floor(0.5 * MAX_TAG_ID);
    expect(result.errors).toEqual([]);
    expect(result.state.fields).toEqual([
      ACME,
      { id, kind: "postcode", status: "added", start: 30, end: 37, text: "LS1 4AP" },
    ]);
    expect(result.tags.map((t) => t.id)).toEqual([5, id]);
  });

  it("shows a refused new tag again with its message", () => {
    const result = readPlainTextSubmission(
      form({ text: TEXT, intent: "tag", "new-tag-kind": "court", "new-tag-quote": "Limited of" }, [ACME]),
    );
    expect(result.errors).toEqual([{ field: "new-tag-quote", message: TAG_MESSAGES.overlap }]);
    expect(result.newTag).toEqual({ kind: "court", quote: "Limited of", first: "", last: "" });
    expect(result.state.fields).toEqual([ACME]);
  });

  it("asks for text before tagging", () => {
    const result = readPlainTextSubmission(
      form({ text: "", intent: "tag", "new-tag-kind": "court", "new-tag-quote": "x" }),
    );
    expect(result.errors).toEqual([{ field: "text", message: "Required." }]);
  });

  it("removes a tag: an original is kept as removed (-3), an added one cleared", () => {
    const added: TagField = { id: 6, kind: "postcode", status: "added", start: 30, end: 37, text: "LS1 4AP" };
    const first = readPlainTextSubmission(form({ text: TEXT, intent: "remove-5" }, [ACME, added]));
    expect(first.state.fields).toEqual([{ ...ACME, start: -3, end: -3 }, added]);
    expect(first.tags.map((t) => t.id)).toEqual([6]);
    const second = readPlainTextSubmission(form({ text: TEXT, intent: "remove-6" }, first.state.fields));
    expect(second.state.fields).toEqual([{ ...ACME, start: -3, end: -3 }]);
    expect(second.tags).toEqual([]);
  });
});
