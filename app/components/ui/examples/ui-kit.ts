/** Every component of the UI kit with its named examples, in the order the gallery lists them. */
import { buttonExamples } from "./button.examples.tsx";
import { detailsExamples } from "./details.examples.tsx";
import { modalExamples } from "./modal.examples.tsx";
import { paginationExamples } from "./pagination.examples.tsx";
import { panelExamples } from "./panel.examples.tsx";
import { summaryListExamples } from "./summary-list.examples.tsx";
import { tableExamples } from "./table.examples.tsx";
import { tagExamples } from "./tag.examples.tsx";
import { taskListExamples } from "./task-list.examples.tsx";
import type { UiComponentExamples, UiExample } from "./ui-example.ts";

export const UI_KIT: readonly UiComponentExamples[] = [
  tableExamples,
  paginationExamples,
  summaryListExamples,
  buttonExamples,
  tagExamples,
  panelExamples,
  taskListExamples,
  detailsExamples,
  modalExamples,
];

export function findComponent(component: string | undefined): UiComponentExamples | null {
  return UI_KIT.find((c) => c.component === component) ?? null;
}

export function findExample(component: UiComponentExamples, name: string | undefined): UiExample | null {
  return component.examples.find((e) => e.name === name) ?? null;
}
