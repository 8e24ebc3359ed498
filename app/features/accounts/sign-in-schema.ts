/**
 * The sign-in form's fields and checks (spec §5), shared by the page, the modal (in the browser, on
 * submit only) and the server, so all three say the same words.
 */

export const SIGN_IN_MESSAGES = {
  email: "You must give your email address",
  password: "You must give your password",
} as const;

/** Spec §9: at least 5 characters at sign-in (registration has its own, stricter rule). */
export const SIGN_IN_PASSWORD_MIN = 5;

export type SignInField = "email" | "password";
export type SignInErrors = Partial<Record<SignInField, string>>;

export interface SignInValues {
  email: string;
  /** Never sent back to the browser. */
  password: string;
  redirectUrl: string;
}

export type SignInParse =
  | { ok: true; values: SignInValues }
  | { ok: false; values: SignInValues; errors: SignInErrors };

// The address shape browsers accept for type=email (WHATWG), which is also what people can receive mail at.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

function text(form: FormData | URLSearchParams, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export function parseSignIn(form: FormData | URLSearchParams): SignInParse {
  const values: SignInValues = {
    email: text(form, "email", 300).trim(),
    password: text(form, "password", 200),
    redirectUrl: text(form, "redirectUrl", 2000),
  };
  const errors: SignInErrors = {};
  if (!isEmailAddress(values.email)) errors.email = SIGN_IN_MESSAGES.email;
  if (values.password.length < SIGN_IN_PASSWORD_MIN) errors.password = SIGN_IN_MESSAGES.password;
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, values, errors };
}
