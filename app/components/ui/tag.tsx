/**
 * The GOV.UK tag: a short status ("Chosen", "Completed"). Its colour repeats what its words say, never
 * replaces them.
 */
import type { ReactNode } from "react";

export const TAG_COLOURS = [
  "grey",
  "green",
  "turquoise",
  "blue",
  "purple",
  "pink",
  "red",
  "orange",
  "yellow",
  "teal",
  "magenta",
] as const;

/** GOV.UK Frontend 6's colours; blue is the default tag and has no class of its own. */
export type TagColour = (typeof TAG_COLOURS)[number];

export interface TagProps {
  children: ReactNode;
  colour?: TagColour;
  className?: string;
}

export function Tag({ children, colour = "blue", className }: TagProps) {
  const classes = ["govuk-tag", colour !== "blue" && `govuk-tag--${colour}`, className];
  return <strong className={classes.filter(Boolean).join(" ")}>{children}</strong>;
}
