/**
 * One post of the plain-text notice page, read (pure; the page's script posts the same fields). Its
 * `intent` is what the pressed button asked: `save` (Save and continue, also Enter in a field), `tag`
 * (the no-JavaScript Tag button: the `new-tag-*` fields) or `remove-{id}` (a tag's Remove button). The
 * answer is the form's state to show again, the tags it resolves to, and the errors of that intent.
 */
import type { FieldError } from "../../../lib/forms/parse-form.ts";
import { readNoticeText, TEXT_FIELD } from "./plain-text-notice.ts";
import {
  addedField,
  type NewTagInput,
  newTagId,
  placeNewTag,
  readNewTag,
  readTagFields,
  removeField,
  resolveTags,
  type SavedTag,
  type TagField,
} from "./tag-fields.ts";

export type PlainTextIntent = { kind: "save" } | { kind: "tag" } | { kind: "remove"; id: number };

export const INTENT_FIELD = "intent";

export function readIntent(value: unknown): PlainTextIntent {
  if (value === "tag") return { kind: "tag" };
  const remove = typeof value === "string" ? /^remove-([1-9]\d{0,6})$/.exec(value) : null;
  if (remove) return { kind: "remove", id: Number(remove[1]) };
  return { kind: "save" };
}

/** What the page shows: the text and the tag fields (with removed originals, still reported). */
export interface PlainTextFormState {
  text: string;
  fields: TagField[];
}

export interface PlainTextSubmission {
  intent: PlainTextIntent;
  state: PlainTextFormState;
  /** The tags the text holds now (for saving). */
  tags: SavedTag[];
  errors: FieldError[];
  /** The no-JavaScript new tag as typed, shown again when it was refused. */
  newTag: NewTagInput | null;
}

export function readPlainTextSubmission(
  form: FormData | URLSearchParams,
  random: () => number = Math.random,
): PlainTextSubmission {
  const intent = readIntent(form.get(INTENT_FIELD));
  const { text, errors: textErrors } = readNoticeText(form.get(TEXT_FIELD));
  const read = readTagFields(form);
  const fields = intent.kind === "remove" ? removeField(read.fields, intent.id) : read.fields;
  const resolved = resolveTags(text, fields);
  const state = { text, fields: resolved.fields };
  if (intent.kind === "remove") return { intent, state, tags: resolved.tags, errors: [], newTag: null };
  if (intent.kind === "save") {
    const errors = [...textErrors, ...read.errors, ...resolved.errors];
    return { intent, state, tags: resolved.tags, errors, newTag: null };
  }
  const newTag = readNewTag(form);
  if (textErrors.length > 0) return { intent, state, tags: resolved.tags, errors: textErrors, newTag };
  const placed = placeNewTag(text, resolved.tags, newTag);
  if (!placed.ok) return { intent, state, tags: resolved.tags, errors: placed.errors, newTag };
  const id = newTagId(
    state.fields.map((f) => f.id),
    random,
  );
  const field = addedField(id, placed.kind, text, placed.span);
  const tags = [
    ...resolved.tags,
    { id, kind: field.kind, start: field.start, end: field.end, value: field.text },
  ];
  return { intent, state: { text, fields: [...state.fields, field] }, tags, errors: [], newTag: null };
}
