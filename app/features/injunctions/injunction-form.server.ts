/**
 * Reading the court injunction form in an action (record and change share it): the body refused over the
 * upload limit before it is read, an unreadable one said against the file field, then the form's rules.
 * The answer is the service's input, or the errors and the values to show again.
 */
import { ukDate } from "../../lib/dates.ts";
import { tooBigMessage } from "../../lib/forms/messages.ts";
import { type FieldError, type FormValues, parseForm } from "../../lib/forms/parse-form.ts";
import { isRequestTooLarge } from "../images/image-upload.server.ts";
import { DOCUMENT_MESSAGES } from "../notice-documents/document-file.ts";
import { injunctionForm } from "./injunction-form.ts";
import type { InjunctionInput } from "./injunctions-service.server.ts";

export type InjunctionFormRead =
  | { ok: true; input: InjunctionInput; values: FormValues }
  | { ok: false; errors: FieldError[]; values: FormValues };

export async function readInjunctionForm(
  request: Request,
  { recording, at = new Date() }: { recording: boolean; at?: Date },
): Promise<InjunctionFormRead> {
  const refuse = (message: string): InjunctionFormRead => ({
    ok: false,
    errors: [{ field: "courtOrder", message }],
    values: {},
  });
  // The server refuses bodies over the upload limit before this runs; this keeps the route safe anywhere.
  if (isRequestTooLarge(request))
    return refuse(tooBigMessage("The selected file", Number(request.headers.get("content-length"))));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(DOCUMENT_MESSAGES.unreadable);
  }
  const parsed = parseForm(injunctionForm(ukDate(at)!, { recording }), form);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, values: parsed.values };
  const { companyNumber, registerTitle, injunctionStartDate, injunctionEndDate, courtOrder } = parsed.data;
  return {
    ok: true,
    values: parsed.values,
    input: {
      companyNumber,
      registerTitle,
      startsOn: injunctionStartDate,
      endsOn: injunctionEndDate,
      courtOrder,
    },
  };
}
