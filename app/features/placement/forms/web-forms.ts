/**
 * The notice types whose web form is open, by code (some differ by edition: a Scottish petition has no
 * hearing in its notice). A type the taxonomy marks as having a web form but whose form is not here yet
 * is placed as a plain-text notice with tags, as every other type is.
 */
import { bankruptcyOrderForm, personalDividendForm } from "./bankruptcy-form.ts";
import { changeOfNameForm } from "./change-of-name-form.ts";
import { courtLiquidationForm } from "./court-liquidation-form.ts";
import { CVL_CODES, cvlForm } from "./cvl-form.ts";
import { deceasedEstateForm } from "./deceased-estate-form.ts";
import { petitionForm } from "./petition-form.ts";
import { planningForm } from "./planning-form.ts";
import type { WebForm } from "./web-form.ts";

const FORMS: Readonly<Record<string, (editionId: string) => WebForm | null>> = {
  "2903": () => deceasedEstateForm,
  "2450": (editionId) => petitionForm("2450", editionId),
  "2451": (editionId) => petitionForm("2451", editionId),
  // forms-b: bankruptcy orders, notices of dividends (personal insolvency); changes of name.
  "2503": () => bankruptcyOrderForm,
  "2510": () => personalDividendForm,
  "2901": (editionId) => changeOfNameForm(editionId),
  // Creditors' voluntary liquidation, 2441–2447 (forms-a).
  ...Object.fromEntries(CVL_CODES.map((code) => [code, () => cvlForm(code)])),
  // Winding-up orders and appointment of liquidators by the court (forms-a).
  "2452": (editionId) => courtLiquidationForm("2452", editionId),
  "2454": (editionId) => courtLiquidationForm("2454", editionId),
  // Town and Country Planning orders: the 1990 Act (London) and the Scottish Act of 1997 (Edinburgh).
  // Northern Ireland's are made under the Planning Act (Northern Ireland) 2011: placed as plain text.
  "1601": (editionId) => (editionId === "belfast" ? null : planningForm(editionId)),
};

export function webFormFor(code: string, editionId: string): WebForm | null {
  return Object.hasOwn(FORMS, code) ? FORMS[code]!(editionId) : null;
}
