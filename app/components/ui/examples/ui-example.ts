/**
 * A named example of a UI kit component, in the manner of GOV.UK Frontend's fixtures: what it shows, how
 * it is drawn, and how a test finds what it draws. The gallery (/dev/ui-kit) shows every example and the
 * browser test (tests/e2e/ui-kit.spec.ts) visits every one, so a new example is shown and tested as soon
 * as it is in a list.
 */
import type { ReactNode } from "react";

/** The ARIA roles the kit's components have (a subset of what Playwright's getByRole takes). */
export type ExampleRole =
  | "button"
  | "dialog"
  | "group"
  | "heading"
  | "link"
  | "list"
  | "navigation"
  | "table"
  | "term";

/**
 * What a test looks for: an element of this role, with this accessible name, or with this text where the
 * role has no name (a summary list's keys); markup without a role (a tag) by its text alone.
 */
export type ExampleTarget = { role: ExampleRole; name?: string; text?: string } | { text: string };

export interface UiExample {
  /** Lower case words joined by hyphens: the example's address, /dev/ui-kit/{component}/{name}. */
  name: string;
  description: string;
  render(): ReactNode;
  find: ExampleTarget;
  /** Activating what `find` finds opens this (a modal). */
  opens?: { role: ExampleRole; name: string };
}

export interface UiComponentExamples {
  /** The component's address, /dev/ui-kit/{component}. */
  component: string;
  title: string;
  summary: string;
  examples: readonly UiExample[];
}
