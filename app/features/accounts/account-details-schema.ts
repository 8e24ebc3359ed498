/**
 * The "Your details" form (title, name, telephone, e-mail address), shared by the form and the action.
 * The title may be left unset, and any title someone holds (registration's Prof and Rev, the team's
 * Other) can be saved again.
 */
import { z } from "zod";
import { email, optionalTitle, requiredText, telephone } from "../../lib/forms/field-schemas.ts";

export const DETAILS_MESSAGES = {
  title: "Choose a title from the list.",
} as const;

export const detailsSchema = z.object({
  title: optionalTitle(DETAILS_MESSAGES.title),
  name: requiredText(200),
  telephone: telephone(),
  email: email(),
});

export type DetailsValues = z.output<typeof detailsSchema>;
