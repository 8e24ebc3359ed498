/**
 * Spec §5: with JavaScript, a time field (`data-time-input`) whose text is not a time goes back to its
 * previous value when the person leaves it, and says 'Wrong time format' above it (GOV.UK's inline error,
 * announced: role=alert). Listens on the document, so fields in fragments a modal loads behave the same
 * as the page's own. Without JavaScript the server answers with the same message.
 */
import { useEffect } from "react";
import { timeAfterEdit, WRONG_TIME_MESSAGE } from "../../lib/forms/time-input.ts";

const SELECTOR = "input[data-time-input]";

function showWrongTime(input: HTMLInputElement, wrong: boolean): void {
  const id = `${input.id}-wrong-time`;
  const group = input.closest(".govuk-form-group");
  let message = document.getElementById(id);
  const describedBy = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((d) => d && d !== id);
  if (wrong) {
    if (!message) {
      message = document.createElement("p");
      message.id = id;
      message.className = "govuk-error-message";
      message.setAttribute("role", "alert");
      const hidden = document.createElement("span");
      hidden.className = "govuk-visually-hidden";
      hidden.textContent = "Error:";
      message.append(hidden, ` ${WRONG_TIME_MESSAGE}`);
      input.before(message);
    }
    describedBy.push(id);
  } else message?.remove();
  if (describedBy.length) input.setAttribute("aria-describedby", describedBy.join(" "));
  else input.removeAttribute("aria-describedby");
  input.classList.toggle(
    "govuk-input--error",
    wrong || Boolean(group?.querySelector(".govuk-error-message")),
  );
  group?.classList.toggle("govuk-form-group--error", Boolean(group.querySelector(".govuk-error-message")));
}

export function useTimeInputReverts(): void {
  useEffect(() => {
    const remember = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.matches(SELECTOR)) input.dataset.previous = input.value;
    };
    const check = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches(SELECTOR)) return;
      const after = timeAfterEdit(input.dataset.previous ?? input.defaultValue, input.value);
      input.value = after.value;
      input.dataset.previous = after.value;
      showWrongTime(input, after.wrong);
    };
    document.addEventListener("focusin", remember);
    document.addEventListener("change", check);
    return () => {
      document.removeEventListener("focusin", remember);
      document.removeEventListener("change", check);
    };
  }, []);
}
