/**
 * `/assets/formFramework.js` (spec §7: loaded on notice-creation and delete pages): what the pages' forms
 * need whatever the page's own scripts do: each POST form ignores a second send within a second of the
 * first (a double click must not start, place or delete twice; the server refuses a repeat too). It works
 * from the moment it loads, before the page's own scripts have taken over its forms. (The time fields'
 * 'Wrong time format' is the page's own script's: components/forms/time-input-reverts.ts.)
 *
 * `installFormFramework` must not use anything outside itself: it is sent to the browser as its own text.
 */

/** GOV.UK's debounce: a second click within a second of the first is a double click. */
export const DOUBLE_SEND_MS = 1000;

export function installFormFramework(doc: Document, doubleSendMs: number): void {
  // Only a send the browser makes itself is counted: once the page's scripts have a form, they send it
  // themselves (the event is cancelled) and stay on the page, where the next send must go.
  const sentAt = new WeakMap<HTMLFormElement, number>();
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
      const last = sentAt.get(form);
      if (last !== undefined && Date.now() - last < doubleSendMs) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  doc.defaultView?.addEventListener("submit", (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !event.defaultPrevented) sentAt.set(form, Date.now());
  });
}

/** The script's text: the function above, called once on the page's document. */
export function formFrameworkScript(): string {
  return `"use strict";(${installFormFramework.toString()})(document, ${DOUBLE_SEND_MS});\n`;
}

export const FORM_FRAMEWORK_PATH = "/assets/formFramework.js";
