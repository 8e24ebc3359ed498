/**
 * Text typed into a textarea before the page's scripts take over is kept. React's hydration puts a
 * textarea's drawn text back (`initTextarea` sets the value from its text content; inputs are spared),
 * so what someone typed while the scripts were still loading — more likely since they load behind the
 * page (ADR 027) — would be lost, and a form would post the old text. From the moment this module loads
 * (with the root route, before hydration) the textareas' typed values are noted; once the root has
 * hydrated, `restoreTypedText` puts back any that hydration changed and tells React with an input event.
 *
 * A selection made before then is kept too: hydration also writes each textarea's default text, the same
 * text, and a textarea not yet typed in moves its caret to the start when its default text is written, so
 * a person who had selected the whole text to replace it typed in front of it instead (a journey's
 * "select all, type" under a 6× slower CPU saved "   Saved text…"). Until hydration is over, writing the
 * default text a textarea already has is skipped.
 */
const typed = new Map<HTMLTextAreaElement, string>();
const guarded: HTMLTextAreaElement[] = [];
const defaultText =
  typeof HTMLTextAreaElement === "undefined"
    ? undefined
    : Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "defaultValue");

/** The textarea's `defaultValue` skips a write of the text it already has (see above). */
function guardDefaultText(textarea: HTMLTextAreaElement): void {
  const { get, set } = defaultText ?? {};
  if (!get || !set) return;
  Object.defineProperty(textarea, "defaultValue", {
    configurable: true,
    get() {
      return get.call(this);
    },
    set(value: unknown) {
      if (String(value) !== get.call(this)) set.call(this, value);
    },
  });
  guarded.push(textarea);
}

function note(textarea: HTMLTextAreaElement): void {
  typed.set(textarea, textarea.value);
}

function onInput(event: Event): void {
  if (event.target instanceof HTMLTextAreaElement) note(event.target);
}

if (typeof document !== "undefined") {
  for (const textarea of document.querySelectorAll("textarea")) {
    if (textarea.value !== textarea.defaultValue) note(textarea);
    guardDefaultText(textarea);
  }
  document.addEventListener("input", onInput, true);
}

/** After hydration, once: what hydration overwrote is typed back, as the person left it. */
export function restoreTypedText(): void {
  document.removeEventListener("input", onInput, true);
  // The prototype's `defaultValue` again: a later answer from the server may change the default text.
  for (const textarea of guarded.splice(0)) delete (textarea as { defaultValue?: string }).defaultValue;
  // The prototype's setter, not the element's: React watches the element's own, and would not see a change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  for (const [textarea, value] of typed) {
    if (!textarea.isConnected || textarea.value === value || !setValue) continue;
    setValue.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}
