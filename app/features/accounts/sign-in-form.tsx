/**
 * The sign-in form. A plain component (props in, markup out, no router hooks) because it is rendered in
 * three places: the /sign-in page, the server's HTML fragment for the modal (renderToString) and the
 * modal's own check before sending.
 */

import type { FormEvent } from "react";
import { href } from "react-router";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { TextField } from "../../components/forms/fields.tsx";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { errorFor, type FieldError } from "../../lib/forms/parse-form.ts";
import { signInSchema } from "./sign-in-schema.ts";

export interface SignInProblem {
  message: string;
  link?: { href: string; text: string };
}

const CONSTRAINTS = formConstraints(signInSchema);

export interface SignInFormProps {
  csrfToken: string;
  email: string;
  redirectUrl: string;
  errors: readonly FieldError[];
  /** A problem with the attempt as a whole (wrong password, unconfirmed account, too many attempts). */
  problem?: SignInProblem | null;
  /** Keeps the field ids unique when the form is shown in the modal over a page with its own fields. */
  idPrefix?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export const SIGN_IN_ACTION = href("/sign-in");
/** Field ids in the modal, distinct from any form of the page underneath. */
export const MODAL_ID_PREFIX = "sign-in-modal-";

export function SignInForm({
  csrfToken,
  email,
  redirectUrl,
  errors,
  problem,
  idPrefix = "",
  onSubmit,
}: SignInFormProps) {
  return (
    <div className="app-sign-in">
      <ErrorSummary
        errors={errors}
        // A refused attempt points at the address, unless the address itself is what is wrong.
        problem={problem ? { ...problem, field: errorFor(errors, "email") ? undefined : "email" } : null}
        idPrefix={idPrefix}
      />
      <form method="post" action={SIGN_IN_ACTION} noValidate onSubmit={onSubmit} aria-label="Sign in">
        <input type="hidden" name="_csrf" value={csrfToken} />
        {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
        <TextField
          id={`${idPrefix}email`}
          name="email"
          label="Email address"
          type="email"
          value={email}
          errors={errors}
          constraints={CONSTRAINTS.email}
          autoComplete="username"
        />
        <TextField
          id={`${idPrefix}password`}
          name="password"
          label="Password"
          type="password"
          errors={errors}
          constraints={CONSTRAINTS.password}
          autoComplete="current-password"
        />
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Sign in
        </button>
      </form>
      <p className="govuk-body">
        <a className="govuk-link" href={href("/forgotten-password")}>
          Forgotten your password?
        </a>
      </p>
      <p className="govuk-body">
        No account yet?{" "}
        <a className="govuk-link" href={href("/register")}>
          Register for My Gazette
        </a>
      </p>
    </div>
  );
}
