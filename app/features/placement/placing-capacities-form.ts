/**
 * The placing capacities form (My Gazette, ADR 016): the capacities the account places notices in, one
 * box each. Pure: the page takes its constraints from it, the action reads with it.
 */
import { z } from "zod";
import { choices } from "../../lib/forms/field-schemas.ts";
import { PLACING_CAPACITIES } from "./placing-capacities.ts";

export const CAPACITIES_FORM_MESSAGES = {
  none: "Select at least one capacity in which you place notices",
} as const;

export const placingCapacitiesForm = z.object({
  capacities: choices(PLACING_CAPACITIES, CAPACITIES_FORM_MESSAGES.none).min(
    1,
    CAPACITIES_FORM_MESSAGES.none,
  ),
});

export type PlacingCapacitiesInput = z.output<typeof placingCapacitiesForm>;
