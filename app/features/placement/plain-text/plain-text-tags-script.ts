/**
 * The plain-text page with JavaScript (spec §4 Tags, §5, §8): the person selects text in the notice's
 * textarea, chooses what it is and presses "Tag selection"; a tag field is made with a new random id and
 * filled with the selection (new → added, start and end recorded) unless it would cross a tag already
 * there, which shows the spec's message. Remove clears an added tag and reports an original one removed
 * (-3 and its `-removed` field). Editing the text moves the tags with their words (relocate). Everything
 * stays in the form's fields (tag-fields.ts), so "Save and continue" posts what a page without scripts
 * would, and the server checks it all again.
 *
 * Loaded with the page's own module only (route-level code splitting); without JavaScript the page's
 * Tag and Remove buttons post the form instead.
 */
import { type RefObject, useEffect, useState } from "react";
import type { PlainTextFormState } from "./plain-text-form.ts";
import { addedField, isRemoved, newTagId, removeField, type TagField } from "./tag-fields.ts";
import { isTagKind, normaliseText, overlappingTag, relocate, TAG_MESSAGES, tagValueProblem } from "./tags.ts";

export interface PlainTextTagging {
  text: string;
  fields: TagField[];
  /** Why the last "Tag selection" made no tag; cleared by the next that does. */
  message: string | null;
  setText(text: string): void;
  tagSelection(kind: string): void;
  remove(id: number): void;
}

export function usePlainTextTagging(
  initial: PlainTextFormState,
  textarea: RefObject<HTMLTextAreaElement | null>,
): PlainTextTagging {
  const [text, setTextState] = useState(initial.text);
  const [fields, setFields] = useState(initial.fields);
  const [message, setMessage] = useState<string | null>(null);

  // A post answered with the form again (errors): the server's state is the page's.
  useEffect(() => {
    setTextState(initial.text);
    setFields(initial.fields);
    setMessage(null);
  }, [initial]);

  // The textarea is the text's source (never controlled): once the script has the page, what is in it —
  // typed before the script loaded, perhaps — is the text the tags are placed in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over the page
  useEffect(() => {
    const typed = textarea.current?.value;
    if (typed !== undefined && normaliseText(typed) !== initial.text) setText(typed);
  }, []);

  const setText = (next: string) => {
    const value = normaliseText(next);
    setTextState(value);
    setFields((current) =>
      current.map((f) => {
        if (f.start < 0) return f;
        const span = relocate(value, f.text, f.start);
        return span ? { ...f, start: span.start, end: span.end } : f;
      }),
    );
  };

  const tagSelection = (kind: string) => {
    const area = textarea.current;
    if (!area) return;
    const span = { start: area.selectionStart, end: area.selectionEnd };
    const live = fields.filter((f) => f.start >= 0 && !isRemoved(f));
    const problem =
      span.start === span.end
        ? TAG_MESSAGES.noSelection
        : !isTagKind(kind)
          ? TAG_MESSAGES.chooseKind
          : overlappingTag(span, live)
            ? TAG_MESSAGES.overlap
            : tagValueProblem(kind, text.slice(span.start, span.end));
    if (problem || !isTagKind(kind)) {
      setMessage(problem ?? TAG_MESSAGES.chooseKind);
      return;
    }
    const id = newTagId(fields.map((f) => f.id));
    setFields([...fields, addedField(id, kind, text, span)]);
    setMessage(null);
  };

  const remove = (id: number) => setFields((current) => removeField(current, id));

  return { text, fields, message, setText, tagSelection, remove };
}
