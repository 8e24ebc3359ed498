/**
 * The organisation registration form. Without JavaScript it is two steps: the business type is a GET to
 * `?businessType=…`, then the details for that type. With JavaScript the type is a radio group on the same
 * page and the sections appear or hide as it changes (spec §2), as do the fields that depend on a tick.
 */
import { useState } from "react";
import { Form } from "react-router";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import {
  CheckboxField,
  ChoiceField,
  ErrorSummary,
  SelectField,
  TextField,
  useHydrated,
} from "../../components/forms/fields.tsx";
import { SummaryList } from "../../components/ui/summary-list.tsx";
import {
  ACCOUNT_HOLDER_FIELDS,
  AccountHolderFields,
  PASSWORD_AND_TERMS_FIELDS,
} from "./account-holder-fields.tsx";
import { AddressFields, addressFieldNames } from "./address-fields.tsx";
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
import { useRegistrationValidation } from "./use-registration-validation.ts";

const FIELD_ORDER = [
  "businessType",
  "organisationName",
  "organisationStructure",
  "registrationNumber",
  "noCHregistrationNumber",
  "reasonForNotRegistered",
  "otherReasonForNotRegistered",
  "regulatoryBodyId",
  "regulatoryBodyMembershipNoId",
  "localAuthorityId",
  "officeOrDepartmentId",
  "companyWebsite",
  "companyTelephone",
  ...addressFieldNames(),
  "sameasCompanyAddress",
  ...addressFieldNames("correspondence"),
  "sameasCompanyWebsite",
  "website",
  ...ACCOUNT_HOLDER_FIELDS,
  ...PASSWORD_AND_TERMS_FIELDS,
];

export const ORGANISATION_PATH = "/register/organisation";

/** A tick's state: ticked by default on a first visit, then as last sent. */
function tickedIn(values: Record<string, string>, name: string, byDefault: boolean): boolean {
  if (Object.keys(values).length === 0) return byDefault;
  return Boolean(values[name]);
}

/** Step 1 without JavaScript: the business type as a GET form. */
export function BusinessTypeStep({ error }: { error?: string | undefined }) {
  return (
    <>
      <ErrorSummary errors={error ? { businessType: error } : {}} order={["businessType"]} />
      <h1 className="govuk-heading-l">Register an organisation</h1>
      <form method="get" action={ORGANISATION_PATH}>
        <ChoiceField
          type="radio"
          name="businessType"
          legend="What type of organisation is it?"
          legendSize="m"
          values={[]}
          error={error}
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
  values: Record<string, string>;
  errors: Record<string, string>;
  enhanced: boolean;
}) {
  const [noNumber, setNoNumber] = useState(Boolean(values.noCHregistrationNumber));
  const [reason, setReason] = useState(values.reasonForNotRegistered ?? "");
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
        name="registrationNumber"
        label="Registration number"
        hint="Your Companies House or society registration number, for example 01234567 or SC123456"
        value={values.registrationNumber}
        error={errors.registrationNumber}
        width="govuk-input--width-10"
        disabled={enhanced && noNumber}
        spellCheck={false}
      />
      <CheckboxField
        name="noCHregistrationNumber"
        label="My organisation does not have a registration number"
        checked={noNumber}
        error={errors.noCHregistrationNumber}
        onChange={setNoNumber}
      />
      {showReason ? (
        <SelectField
          name="reasonForNotRegistered"
          label="Why is there no registration number?"
          hint={enhanced ? undefined : "Only if your organisation does not have a registration number"}
          value={reason}
          error={errors.reasonForNotRegistered}
          options={NO_REGISTRATION_REASONS}
          onChange={setReason}
        />
      ) : null}
      {showOther ? (
        <TextField
          name="otherReasonForNotRegistered"
          label="Tell us the reason"
          hint={enhanced ? undefined : "Only if the reason is Other"}
          value={values.otherReasonForNotRegistered}
          error={errors.otherReasonForNotRegistered}
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
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const enhanced = useHydrated();
  const [type, setType] = useState<string>(initialType);
  const [sameAddress, setSameAddress] = useState(tickedIn(values, "sameasCompanyAddress", true));
  const [sameWebsite, setSameWebsite] = useState(tickedIn(values, "sameasCompanyWebsite", true));
  const { errors, onSubmit } = useRegistrationValidation(organisationRegistrationSchema, serverErrors);

  if (!enhanced && !isBusinessType(type)) return <BusinessTypeStep error={serverErrors.businessType} />;
  const typeLabel = BUSINESS_TYPES.find((t) => t.value === type)?.label ?? "";
  return (
    <>
      <ErrorSummary errors={errors} order={FIELD_ORDER} />
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
            error={errors.businessType}
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
            <TextField
              name="organisationName"
              label="Organisation name"
              value={values.organisationName}
              error={errors.organisationName}
              autoComplete="organization"
            />
            {hasSection(type, "organisation-structure") ? (
              <SelectField
                name="organisationStructure"
                label="Organisation structure"
                value={values.organisationStructure}
                error={errors.organisationStructure}
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
                  name="regulatoryBodyId"
                  label="Regulatory body"
                  value={values.regulatoryBodyId}
                  error={errors.regulatoryBodyId}
                  options={REGULATORY_BODIES}
                />
                <TextField
                  name="regulatoryBodyMembershipNoId"
                  label="Membership number"
                  value={values.regulatoryBodyMembershipNoId}
                  error={errors.regulatoryBodyMembershipNoId}
                  width="govuk-input--width-20"
                  spellCheck={false}
                />
              </fieldset>
            ) : null}
            {hasSection(type, "local-authority") ? (
              <SelectField
                name="localAuthorityId"
                label="Local authority"
                value={values.localAuthorityId}
                error={errors.localAuthorityId}
                options={localAuthorities}
              />
            ) : null}
            {hasSection(type, "office-or-department") ? (
              <TextField
                name="officeOrDepartmentId"
                label="Office or department"
                hint="For example, Ministry of Justice or HM Land Registry"
                value={values.officeOrDepartmentId}
                error={errors.officeOrDepartmentId}
              />
            ) : null}
            <TextField
              name="companyWebsite"
              type="url"
              label="Website (optional)"
              hint="For example, www.example.co.uk"
              value={values.companyWebsite}
              error={errors.companyWebsite}
              autoComplete="url"
              spellCheck={false}
            />
            <TextField
              name="companyTelephone"
              type="tel"
              label="Organisation telephone (optional)"
              value={values.companyTelephone}
              error={errors.companyTelephone}
              width="govuk-input--width-20"
            />
            <AddressFields legend="Organisation address" values={values} errors={errors} />

            <h2 className="govuk-heading-m">Correspondence</h2>
            <CheckboxField
              name="sameasCompanyAddress"
              label="Send correspondence to the organisation address"
              checked={sameAddress}
              error={errors.sameasCompanyAddress}
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
              />
            ) : null}
            <CheckboxField
              name="sameasCompanyWebsite"
              label="The correspondence website is the organisation website"
              checked={sameWebsite}
              error={errors.sameasCompanyWebsite}
              onChange={setSameWebsite}
            />
            {!enhanced || !sameWebsite ? (
              <TextField
                name="website"
                type="url"
                label="Correspondence website (optional)"
                hint={enhanced ? undefined : "Only if not ticked above"}
                value={values.website}
                error={errors.website}
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
