import { Modal } from "../modal.tsx";
import { CLAIM_DATE_PATH } from "./claim-date-form.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const MISSING_FRAGMENT_PATH = "/dev/ui-kit/fragments/missing";

export const modalExamples: UiComponentExamples = {
  component: "modal",
  title: "Modal",
  summary:
    "A link that opens its address in a dialog over the page: the content is loaded from the server, its form is sent by ajax, Escape and Close close it, focus stays inside and goes back to the link. Without JavaScript, a link to the full page.",
  examples: [
    {
      name: "default",
      description: "Loads the form; sending it shows the server's answer in the modal, errors included.",
      find: { role: "link", name: "Change claim date" },
      opens: { role: "dialog", name: "Change claim date" },
      render: () => (
        <Modal href={CLAIM_DATE_PATH} title="Change claim date">
          Change claim date
        </Modal>
      ),
    },
    {
      name: "history-mode",
      description:
        "While open, the address says so (modal=the link's path): the address can be kept or reloaded, and the modal opens again.",
      find: { role: "link", name: "Change claim date, kept in the address" },
      opens: { role: "dialog", name: "Change claim date" },
      render: () => (
        <Modal href={CLAIM_DATE_PATH} title="Change claim date" history>
          Change claim date, kept in the address
        </Modal>
      ),
    },
    {
      name: "with-submit-button",
      description: "The modal's own submit button, below the content, sends the content's form.",
      find: { role: "link", name: "Change claim date, button below" },
      opens: { role: "dialog", name: "Change claim date" },
      render: () => (
        <Modal href={`${CLAIM_DATE_PATH}?button=outside`} title="Change claim date" submitText="Save changes">
          Change claim date, button below
        </Modal>
      ),
    },
    {
      name: "load-error",
      description: "The content cannot be loaded: the error and the address instead, and no submit button.",
      find: { role: "link", name: "Open a modal whose content is missing" },
      opens: { role: "dialog", name: "Missing content" },
      render: () => (
        <Modal href={MISSING_FRAGMENT_PATH} title="Missing content" submitText="Save changes">
          Open a modal whose content is missing
        </Modal>
      ),
    },
  ],
};
