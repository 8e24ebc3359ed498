/**
 * Reading the basket's posted fields (spec §7): the add form (productId, quantity default 1, optional
 * edition, issue, fullName, honour), the quantity (1–200) and the ids. A field that does not read is a
 * DomainError "invalid-input" with the message to show, so a hostile post is a 400, never a 500.
 */
import { DomainError } from "../../lib/domain-errors.ts";
import { quantity } from "../../lib/forms/field-schemas.ts";
import { parseId } from "../../lib/ids.ts";
import { QUANTITY_MESSAGE, UNKNOWN_PRODUCT_MESSAGE } from "./basket-messages.ts";

type Field = FormDataEntryValue | null | undefined;

const text = (value: Field): string => (typeof value === "string" ? value.trim() : "");

const quantityField = quantity(QUANTITY_MESSAGE);

/** A quantity from 1 to 200; blank is `fallback` when there is one. */
export function readQuantity(value: Field, fallback?: number): number {
  const raw = text(value);
  if (raw === "" && fallback !== undefined) return fallback;
  const parsed = quantityField.safeParse(raw);
  if (!parsed.success) throw new DomainError("invalid-input", QUANTITY_MESSAGE);
  return parsed.data;
}

/** The spec's product ids are short words (ce1, ww1a, gaz176). */
export function readProductId(value: Field): string {
  const id = text(value);
  if (!/^[a-z0-9-]{1,40}$/i.test(id)) throw new DomainError("invalid-input", UNKNOWN_PRODUCT_MESSAGE);
  return id;
}

/** What the add form asks for, as the service takes it. */
export function readAddForm(form: FormData): {
  productId: string;
  quantity: number;
  editionId?: string;
  issueNumber?: number;
  fullName?: string;
  honour?: string;
} {
  const edition = text(form.get("edition"));
  const issueText = text(form.get("issue"));
  const issueNumber = issueText === "" ? undefined : parseId(issueText, "issueNumber");
  if (issueNumber === null || (edition !== "" && !/^[a-z-]{1,40}$/.test(edition)))
    throw new DomainError("invalid-input", "Choose an issue.");
  return {
    productId: readProductId(form.get("productId")),
    quantity: readQuantity(form.get("quantity"), 1),
    ...(edition ? { editionId: edition } : {}),
    ...(issueNumber !== undefined ? { issueNumber } : {}),
    ...(text(form.get("fullName")) ? { fullName: text(form.get("fullName")) } : {}),
    ...(text(form.get("honour")) ? { honour: text(form.get("honour")) } : {}),
  };
}

/** `_method` as the spec's scripts send it ("PUT", "DELETE", "delete"), in capitals; "" when absent. */
export function readMethod(form: FormData): string {
  return text(form.get("_method")).toUpperCase();
}
