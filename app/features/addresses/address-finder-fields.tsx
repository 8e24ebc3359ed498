/**
 * The address finder in a form (spec §2 "postcode lookup or manual entry", §7, §8, §9): a postcode and a
 * "Find address" button ask `/services/address-finder`; its results (at most 15) appear as a select, and
 * choosing one fills the form's address fields and shows them; "Enter the address manually" shows the
 * fields empty. The fields themselves are the form's own (`children`), so the form sends them as always.
 *
 * Without JavaScript the finder is not drawn and the address fields are simply there: it is an
 * enhancement only. With JavaScript the fields start hidden unless they already hold an address (the
 * account's, or what was sent back with an error).
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import { AJAX_HEADERS } from "../../components/ui/modal.tsx";
import {
  type AddressFinderBody,
  checkPostcode,
  MAX_ADDRESSES,
  type PostcodeAddress,
} from "./address-finder.ts";
import { type AddressLines, addressLabel, addressLines } from "./address-result.ts";

/** The ids of the form's inputs each part of a chosen address goes to. */
export type AddressFieldIds = Record<keyof AddressLines, string>;

const LOOKUP_FAILED = "Sorry, the address finder is not available. Please enter the address manually.";

type Lookup =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "found"; addresses: PostcodeAddress[]; notice: string };

function fill(fields: AddressFieldIds, lines: AddressLines) {
  for (const key of Object.keys(fields) as (keyof AddressLines)[]) {
    const input = document.getElementById(fields[key]);
    if (input instanceof HTMLInputElement) input.value = lines[key];
  }
}

export function AddressFinderFields({
  name,
  fields,
  open,
  children,
}: {
  /** What the address is, for the labels: "delivery address". */
  name: string;
  fields: AddressFieldIds;
  /** Show the fields from the start: they hold an address, or an error. */
  open: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [manual, setManual] = useState(open);
  const [postcode, setPostcode] = useState("");
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => {
    setEnhanced(true);
    return () => pending.current?.abort();
  }, []);

  async function find() {
    const checked = checkPostcode(postcode);
    if (!checked.ok) return setLookup({ state: "error", message: checked.message });
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLookup({ state: "loading" });
    try {
      const response = await fetch(
        `${href("/services/address-finder")}?${new URLSearchParams({ postcode: checked.postcode })}`,
        { headers: AJAX_HEADERS, signal: controller.signal },
      );
      const body = (await response.json()) as AddressFinderBody;
      const addresses = body.Result?.PostcodeAddresses?.slice(0, MAX_ADDRESSES) ?? [];
      setLookup(
        addresses.length > 0
          ? { state: "found", addresses, notice: body.Notice ?? "" }
          : { state: "error", message: body.Message ?? LOOKUP_FAILED },
      );
    } catch {
      if (!controller.signal.aborted) setLookup({ state: "error", message: LOOKUP_FAILED });
    }
  }

  function onPostcodeKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter here finds the address; it must not send the whole form (its first button is "Pay by card").
    if (event.key !== "Enter") return;
    event.preventDefault();
    void find();
  }

  function choose(index: string) {
    const address = lookup.state === "found" ? lookup.addresses[Number(index)] : undefined;
    if (!address) return;
    fill(fields, addressLines(address));
    setManual(true);
  }

  const postcodeId = `${id}-postcode`;
  const errorId = `${id}-error`;
  const error = lookup.state === "error" ? lookup.message : "";
  const found = lookup.state === "found" ? lookup : null;
  return (
    <div className="app-address-finder">
      {enhanced ? (
        <div className="app-address-finder__lookup" data-address-finder>
          <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
            <label className="govuk-label" htmlFor={postcodeId}>
              Find the {name} by postcode
            </label>
            {error ? (
              <p className="govuk-error-message" id={errorId}>
                <span className="govuk-visually-hidden">Error:</span> {error}
              </p>
            ) : null}
            <input
              className={`govuk-input govuk-input--width-10${error ? " govuk-input--error" : ""}`}
              id={postcodeId}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={postcode}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setPostcode(e.currentTarget.value)}
              onKeyDown={onPostcodeKey}
            />{" "}
            <button
              type="button"
              className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
              disabled={lookup.state === "loading"}
              onClick={() => void find()}
            >
              Find address<span className="govuk-visually-hidden"> for the {name}</span>
            </button>
          </div>
          <p className="govuk-visually-hidden" role="status">
            {lookup.state === "loading"
              ? "Finding addresses…"
              : found
                ? `${found.addresses.length} addresses found`
                : ""}
          </p>
          {found ? (
            <div className="govuk-form-group">
              <label className="govuk-label" htmlFor={`${id}-results`}>
                Select the {name}
              </label>
              {found.notice ? (
                <div className="govuk-hint" id={`${id}-notice`}>
                  {found.notice}
                </div>
              ) : null}
              <select
                className="govuk-select app-address-finder__results"
                id={`${id}-results`}
                defaultValue=""
                aria-describedby={found.notice ? `${id}-notice` : undefined}
                onChange={(e) => choose(e.currentTarget.value)}
              >
                <option value="" disabled>
                  {found.addresses.length} addresses found
                </option>
                {found.addresses.map((address, index) => {
                  const label = addressLabel(address);
                  return (
                    <option key={label} value={index}>
                      {label}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : null}
          {manual ? null : (
            <p className="govuk-body">
              <button type="button" className="app-link-button govuk-body" onClick={() => setManual(true)}>
                Enter the address manually<span className="govuk-visually-hidden"> ({name})</span>
              </button>
            </p>
          )}
        </div>
      ) : null}
      <div className="app-address-finder__fields" hidden={enhanced && !manual ? true : undefined}>
        {children}
      </div>
    </div>
  );
}
