/**
 * The organisation registration form. Without JavaScript it is two steps: the business type is a GET to
 * `?businessType=…`, then the details for that type. With JavaScript the type is a radio group on the same
 * page and the sections appear or hide as it changes (spec §2), as do the fields that depend on a tick.
 */

import { useState } from "react";
import { Form, href } from "react-router";
import { bindFields } from "../../components/forms/bind-fields.ts";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import {
  CheckboxField,
  ChoiceField,
  type FieldErrors,
  SelectField,
  TextField,
  useHydrated,
} from "../../components/forms/fields.tsx";
import { useFormValidation } from "../../components/forms/use-form-validation.ts";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { type FormValues, fieldValue } from "../../lib/forms/parse-form.ts";
import { AccountHolderFields } from "./account-holder-fields.tsx";
import { AddressFields } from "./address-fields.tsx";
import {
  BUSINESS_TYPES,
  type BusinessType,
  hasSection,
  isBusinessType,
  NO_REGISTRATION_REASONS,
  type Option,
  ORGANISATION_STRUCTURES,
  REGULATORY_BODIES,
} from "./registration-options.ts";
import { organisationRegistrationSchema } from "./registration-schema.ts";

const CONSTRAINTS = formConstraints(organisationRegistrationSchema);

export const ORGANISATION_PATH = href("/register/organisation");

/** A tick's state: ticked by default on a first visit, then as last sent. */
function tickedIn(values: FormValues, name: string, byDefault: boolean): boolean {
  if (Object.keys(values).length === 0) return byDefault;
  return fieldValue(values, name) !== "";
}

/** Step 1 without JavaScript: the business type as a GET form. */
export function BusinessTypeStep({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Register an organisation</h1>
      <form method="get" action={ORGANISATION_PATH} noValidate>
        <ChoiceField
          type="radio"
          name="businessType"
          legend="What type of organisation is it?"
          legendSize="m"
          values={[]}
          errors={errors}
          constraints={CONSTRAINTS.businessType}
          options={BUSINESS_TYPES}
        />
        <button type="submit" name="continue" value="" className="govuk-button" data-module="govuk-button">
          Continue
        </button>
      </form>
    </>
  );
}

function CompanyRegistrationSection({
  values,
  errors,
  enhanced,
}: {
  values: FormValues;
  errors: FieldErrors;
  enhanced: boolean;
}) {
  const field = bindFields(values, errors, CONSTRAINTS);
  const [noNumber, setNoNumber] = useState(fieldValue(values, "noCHregistrationNumber") !== "");
  const [reason, setReason] = useState(fieldValue(values, "reasonForNotRegistered"));
  // Without JavaScript nothing can appear on a tick, so the dependent fields are always there, with hints.
  const showReason = !enhanced || noNumber;
  const showOther = !enhanced || (noNumber && reason === "other");
  return (
    <fieldset
      className="govuk-fieldset govuk-!-margin-bottom-6"
      aria-labelledby="company-registration-legend"
    >
      <legend id="company-registration-legend" className="govuk-fieldset__legend govuk-fieldset__legend--m">
        Company registration
      </legend>
      <TextField
        {...field("registrationNumber")}
        label="Registration number"
        hint="Your Companies House or society registration number, for example 01234567 or SC123456"
        width="govuk-input--width-10"
        disabled={enhanced && noNumber}
        spellCheck={false}
      />
      <CheckboxField
        name="noCHregistrationNumber"
        label="My organisation does not have a registration number"
        checked={noNumber}
        errors={errors}
        constraints={CONSTRAINTS.noCHregistrationNumber}
        onChange={setNoNumber}
      />
      {showReason ? (
        <SelectField
          name="reasonForNotRegistered"
          label="Why is there no registration number?"
          hint={enhanced ? undefined : "Only if your organisation does not have a registration number"}
          value={reason}
          errors={errors}
          constraints={CONSTRAINTS.reasonForNotRegistered}
          options={NO_REGISTRATION_REASONS}
          onChange={setReason}
        />
      ) : null}
      {showOther ? (
        <TextField
          {...field("otherReasonForNotRegistered")}
          label="Tell us the reason"
          hint={enhanced ? undefined : "Only if the reason is Other"}
        />
      ) : null}
    </fieldset>
  );
}

export function OrganisationRegistrationForm({
  businessType: initialType,
  localAuthorities,
  values,
  errors: serverErrors,
}: {
  businessType: BusinessType | "";
  localAuthorities: readonly Option[];
  values: FormValues;
  errors: FieldErrors;
}) {
  const enhanced = useHydrated();
  const [type, setType] = useState<string>(initialType);
  const [sameAddress, setSameAddress] = useState(tickedIn(values, "sameasCompanyAddress", true));
  const [sameWebsite, setSameWebsite] = useState(tickedIn(values, "sameasCompanyWebsite", true));
  const { errors, onSubmit } = useFormValidation(organisationRegistrationSchema, serverErrors);
  const field = bindFields(values, errors, CONSTRAINTS);

  if (!enhanced && !isBusinessType(type))
    return <BusinessTypeStep errors={serverErrors.filter((e) => e.field === "businessType")} />;
  const typeLabel = BUSINESS_TYPES.find((t) => t.value === type)?.label ?? "";
  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Register an organisation</h1>
      <Form
        method="post"
        action={ORGANISATION_PATH}
        noValidate
        onSubmit={onSubmit}
        aria-label="Register an organisation"
      >
        <CsrfInput />
        {enhanced ? (
          <ChoiceField
            type="radio"
            name="businessType"
            legend="What type of organisation is it?"
            legendSize="m"
            values={[type]}
            errors={errors}
            constraints={CONSTRAINTS.businessType}
            options={BUSINESS_TYPES}
            onChange={setType}
          />
        ) : (
          <SummaryList
            rows={[
              {
                key: "Type of organisation",
                value: (
                  <>
                    {typeLabel}
                    <input type="hidden" name="businessType" value={type} />
                  </>
                ),
                actions: [
                  { href: ORGANISATION_PATH, text: "Change", visuallyHiddenText: "type of organisation" },
                ],
              },
            ]}
          />
        )}
        {isBusinessType(type) ? (
          <div className="app-registration-details" data-business-type={type}>
            <h2 className="govuk-heading-m">Organisation details</h2>
            <TextField {...field("organisationName")} label="Organisation name" autoComplete="organization" />
            {hasSection(type, "organisation-structure") ? (
              <SelectField
                {...field("organisationStructure")}
                label="Organisation structure"
                options={ORGANISATION_STRUCTURES}
              />
            ) : null}
            {hasSection(type, "company-registration") ? (
              <CompanyRegistrationSection values={values} errors={errors} enhanced={enhanced} />
            ) : null}
            {hasSection(type, "professional-body") ? (
              <fieldset className="govuk-fieldset govuk-!-margin-bottom-6">
                <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">
                  Professional body
                </legend>
                <SelectField
                  {...field("regulatoryBodyId")}
                  label="Regulatory body"
                  options={REGULATORY_BODIES}
                />
                <TextField
                  {...field("regulatoryBodyMembershipNoId")}
                  label="Membership number"
                  width="govuk-input--width-20"
                  spellCheck={false}
                />
              </fieldset>
            ) : null}
            {hasSection(type, "local-authority") ? (
              <SelectField
                {...field("localAuthorityId")}
                label="Local authority"
                options={localAuthorities}
              />
            ) : null}
            {hasSection(type, "office-or-department") ? (
              <TextField
                {...field("officeOrDepartmentId")}
                label="Office or department"
                hint="For example, Ministry of Justice or HM Land Registry"
              />
            ) : null}
            <TextField
              {...field("companyWebsite")}
              type="url"
              label="Website (optional)"
              hint="For example, www.example.co.uk"
              autoComplete="url"
              spellCheck={false}
            />
            <TextField
              {...field("companyTelephone")}
              type="tel"
              label="Organisation telephone (optional)"
              width="govuk-input--width-20"
            />
            <AddressFields
              legend="Organisation address"
              values={values}
              errors={errors}
              constraints={CONSTRAINTS}
            />

            <h2 className="govuk-heading-m">Correspondence</h2>
            <CheckboxField
              name="sameasCompanyAddress"
              label="Send correspondence to the organisation address"
              checked={sameAddress}
              errors={errors}
              constraints={CONSTRAINTS.sameasCompanyAddress}
              onChange={setSameAddress}
            />
            {!enhanced || !sameAddress ? (
              <AddressFields
                legend={
                  enhanced ? "Correspondence address" : "Correspondence address (only if not ticked above)"
                }
                prefix="correspondence"
                values={values}
                errors={errors}
                constraints={CONSTRAINTS}
              />
            ) : null}
            <CheckboxField
              name="sameasCompanyWebsite"
              label="The correspondence website is the organisation website"
              checked={sameWebsite}
              errors={errors}
              constraints={CONSTRAINTS.sameasCompanyWebsite}
              onChange={setSameWebsite}
            />
            {!enhanced || !sameWebsite ? (
              <TextField
                {...field("website")}
                type="url"
                label="Correspondence website (optional)"
                hint={enhanced ? undefined : "Only if not ticked above"}
                spellCheck={false}
              />
            ) : null}

            <h2 className="govuk-heading-m">Your details</h2>
            <p className="govuk-body">
              You will be the administrator of your organisation's account: you can add colleagues once it is
              approved.
            </p>
            <AccountHolderFields values={values} errors={errors} />
            <button type="submit" className="govuk-button" data-module="govuk-button">
              Register
            </button>
          </div>
        ) : null}
      </Form>
    </>
  );
}
