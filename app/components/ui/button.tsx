/**
 * The GOV.UK button: a form's button, or a link that looks like one ("Add a user", "Start now"). A link
 * button stays a link for assistive technology (it goes somewhere; it does not act on the page), which
 * is also what people searching the page by role expect to find.
 */
import { type MouseEvent, type ReactNode, useRef } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "warning" | "inverse";

/** GOV.UK's debounce: a second click within a second of the first is a double click, not a second send. */
export const DOUBLE_CLICK_MS = 1000;

interface ButtonBase {
  children: ReactNode;
  variant?: ButtonVariant;
  /** The call to action that starts a service, with its arrow. */
  start?: boolean;
  className?: string;
  id?: string;
}

export interface LinkButtonProps extends ButtonBase {
  href: string;
}

export interface FormButtonProps extends ButtonBase {
  href?: undefined;
  type?: "submit" | "button" | "reset";
  name?: string;
  value?: string;
  disabled?: boolean;
  /** Ignores a second click that follows the first within a second (a form sent twice). */
  preventDoubleClick?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The id of the form it submits, when it stands outside it. */
  form?: string;
}

export type ButtonProps = LinkButtonProps | FormButtonProps;

function StartIcon() {
  return (
    <svg
      className="govuk-button__start-icon"
      xmlns="http://www.w3.org/2000/svg"
      width="17.5"
      height="19"
      viewBox="0 0 33 40"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
    </svg>
  );
}

export function buttonClassName({ variant = "primary", start, className }: ButtonBase): string {
  return ["govuk-button", variant !== "primary" && `govuk-button--${variant}`, start && "govuk-button--start"]
    .concat(className ?? [])
    .filter(Boolean)
    .join(" ");
}

function FormButton(props: FormButtonProps) {
  const {
    children,
    start,
    id,
    type = "submit",
    name,
    value,
    disabled,
    preventDoubleClick,
    onClick,
    form,
  } = props;
  const lastClick = useRef(0);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (preventDoubleClick) {
      const now = Date.now();
      if (now - lastClick.current < DOUBLE_CLICK_MS) {
        event.preventDefault();
        return;
      }
      lastClick.current = now;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      name={name}
      value={value}
      form={form}
      id={id}
      disabled={disabled}
      aria-disabled={disabled ? true : undefined}
      className={buttonClassName(props)}
      data-module="govuk-button"
      data-prevent-double-click={preventDoubleClick ? "true" : undefined}
      onClick={preventDoubleClick || onClick ? click : undefined}
    >
      {children}
      {start ? <StartIcon /> : null}
    </button>
  );
}

export function Button(props: ButtonProps) {
  if (props.href === undefined) return <FormButton {...props} />;
  return (
    <Link
      to={props.href}
      id={props.id}
      className={buttonClassName(props)}
      data-module="govuk-button"
      draggable={false}
    >
      {props.children}
      {props.start ? <StartIcon /> : null}
    </Link>
  );
}
