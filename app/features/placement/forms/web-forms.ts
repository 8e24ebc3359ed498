/**
 * The notice types whose web form is open, by code. A type the taxonomy marks as having a web form but
 * whose form is not here yet is placed as a plain-text notice with tags, as every other type is.
 */
import { deceasedEstateForm } from "./deceased-estate-form.ts";
import type { WebForm } from "./web-form.ts";

const FORMS: ReadonlyMap<string, WebForm> = new Map([[deceasedEstateForm.code, deceasedEstateForm]]);

export function webFormFor(code: string): WebForm | null {
  return FORMS.get(code) ?? null;
}
