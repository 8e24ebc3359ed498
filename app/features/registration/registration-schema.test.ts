import { describe, expect, it } from "vitest";
import { normaliseUrl } from "../../lib/forms/field-schemas.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import { PASSWORD_MESSAGES } from "../accounts/password-rules.ts";
import { SECTIONS_BY_BUSINESS_TYPE } from "./registration-options.ts";
import {
  individualRegistrationSchema,
  REGISTRATION_MESSAGES as M,
  organisationRegistrationSchema,
} from "./registration-schema.ts";

const byField = (errors: readonly FieldError[]) =>
  Object.fromEntries(errors.map((e) => [e.field, e.message]));

const STRONG = "Sunny-Day7";

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const person = {
  title: "Ms",
  firstName: "Jane",
  lastName: "Smith",
  email: "Jane.Smith@Example.test",
  telephone: "+44 20 7946 0000",
  password: STRONG,
  "password-confirm": STRONG,
  terms: "yes",
};
const individual = { ...person, addressLine1: "1 High Street", postcode: "sw1a 1aa" };
const organisation = {
  ...person,
  businessType: "private-sector",
  organisationName: "Smith Widgets Ltd",
  organisationStructure: "limited-company",
  registrationNumber: "01234567",
  addressLine1: "2 Market Street",
  sameasCompanyAddress: "yes",
  sameasCompanyWebsite: "yes",
};

const individualErrors = (values: Record<string, string>) => {
  const parsed = parseForm(individualRegistrationSchema, form(values));
  return parsed.ok ? {} : byField(parsed.errors);
};
const organisationErrors = (values: Record<string, string>) => {
  const parsed = parseForm(organisationRegistrationSchema, form(values));
  return parsed.ok ? {} : byField(parsed.errors);
};

describe("individual registration", () => {
  it("accepts a complete form, lower-cases the e-mail and tidies the postcode", () => {
    const parsed = parseForm(individualRegistrationSchema, form(individual));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.email).toBe("jane.smith@example.test");
    expect(parsed.data.postcode).toBe("SW1A 1AA");
  });

  it("never echoes the passwords back", () => {
    const parsed = parseForm(individualRegistrationSchema, form({ ...individual, firstName: "" }));
    expect(parsed.values.password).toBeUndefined();
    expect(parsed.values["password-confirm"]).toBeUndefined();
    expect(parsed.values.email).toBe(individual.email);
  });

  it("lists every missing answer with the spec's messages, in the order of the form", () => {
    const parsed = parseForm(individualRegistrationSchema, form({}));
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field)).toEqual([
      "title",
      "firstName",
      "lastName",
      "email",
      "addressLine1",
      "password",
      "password-confirm",
      "terms",
    ]);
    expect(individualErrors({})).toEqual({
      title: M.required,
      firstName: M.required,
      lastName: M.required,
      email: M.emailRequired,
      addressLine1: M.required,
      password: PASSWORD_MESSAGES.required,
      "password-confirm": PASSWORD_MESSAGES.confirmRequired,
      terms: M.terms,
    });
  });

  it("refuses the title's default option and unknown titles", () => {
    expect(individualErrors({ ...individual, title: "" }).title).toBe(M.required);
    expect(individualErrors({ ...individual, title: "Lord High Admiral" }).title).toBe(M.required);
  });

  it("checks the e-mail address", () => {
    expect(individualErrors({ ...individual, email: "jane@" }).email).toBe(M.emailInvalid);
    expect(individualErrors({ ...individual, email: "  " }).email).toBe(M.emailRequired);
  });

  it.each([
    ["+44 20 7946 0000", undefined],
    ["", undefined],
    ["020-7946", M.telephone],
    ["44+20", M.telephone],
    ["+", M.telephone],
  ])("telephone %j", (telephone, message) => {
    expect(individualErrors({ ...individual, telephone }).telephone).toBe(message);
  });

  it.each([
    ["SW1A 1AA", undefined],
    ["", undefined],
    ["SW1", M.postcode],
    ["SW1A-1AA", M.postcode],
    ["ABCDEFGHIJKLM", M.postcode],
  ])("postcode %j", (postcode, message) => {
    expect(individualErrors({ ...individual, postcode }).postcode).toBe(message);
  });

  it("needs a strong password, not similar to the e-mail, repeated exactly", () => {
    expect(
      individualErrors({ ...individual, password: "password", "password-confirm": "password" }).password,
    ).toBe(PASSWORD_MESSAGES.notStrong);
    expect(
      individualErrors({ ...individual, password: "Jane.Smith1!", "password-confirm": "Jane.Smith1!" })
        .password,
    ).toBe(PASSWORD_MESSAGES.notStrong);
    expect(individualErrors({ ...individual, "password-confirm": "Other-Pass9" })["password-confirm"]).toBe(
      PASSWORD_MESSAGES.confirmMismatch,
    );
  });

  it("needs the terms ticked", () => {
    expect(individualErrors({ ...individual, terms: "" }).terms).toBe(M.terms);
  });

  it("reports the password rules together with other mistakes", () => {
    const errors = individualErrors({ ...individual, firstName: "", password: "weak" });
    expect(errors.firstName).toBe(M.required);
    expect(errors.password).toBe(PASSWORD_MESSAGES.notStrong);
  });
});

describe("organisation registration", () => {
  it("accepts a private-sector company with a registration number", () => {
    const parsed = parseForm(organisationRegistrationSchema, form(organisation));
    expect(parsed.ok).toBe(true);
  });

  it("needs a business type", () => {
    expect(organisationErrors({ ...organisation, businessType: "" }).businessType).toBe(M.required);
    expect(organisationErrors({ ...organisation, businessType: "pirate" }).businessType).toBe(M.required);
  });

  it("needs the registration number unless 'no registration number' is ticked, and checks its format", () => {
    expect(organisationErrors({ ...organisation, registrationNumber: "" }).registrationNumber).toBe(
      M.required,
    );
    expect(organisationErrors({ ...organisation, registrationNumber: "12-34" }).registrationNumber).toBe(
      M.format,
    );
    expect(organisationErrors({ ...organisation, registrationNumber: "sc 123456" })).toEqual({});
  });

  it("the 'no registration number' tick requires a reason, and 'other' requires the further field", () => {
    const noNumber = { ...organisation, registrationNumber: "", noCHregistrationNumber: "yes" };
    expect(organisationErrors(noNumber)).toEqual({ reasonForNotRegistered: M.required });
    expect(organisationErrors({ ...noNumber, reasonForNotRegistered: "overseas-company" })).toEqual({});
    expect(organisationErrors({ ...noNumber, reasonForNotRegistered: "other" })).toEqual({
      otherReasonForNotRegistered: M.required,
    });
    expect(
      organisationErrors({
        ...noNumber,
        reasonForNotRegistered: "other",
        otherReasonForNotRegistered: "A trust",
      }),
    ).toEqual({});
  });

  it("asks each business type only for its own sections", () => {
    const bare = { ...person, organisationName: "Body", addressLine1: "1 Road", sameasCompanyAddress: "yes" };
    expect(organisationErrors({ ...bare, businessType: "society" })).toEqual({
      organisationStructure: M.required,
      registrationNumber: M.required,
    });
    expect(organisationErrors({ ...bare, businessType: "professional-body" })).toEqual({
      regulatoryBodyId: M.required,
      regulatoryBodyMembershipNoId: M.required,
    });
    expect(organisationErrors({ ...bare, businessType: "government-local" })).toEqual({
      localAuthorityId: M.required,
    });
    expect(organisationErrors({ ...bare, businessType: "government-central" })).toEqual({
      officeOrDepartmentId: M.required,
    });
    expect(organisationErrors({ ...bare, businessType: "government-agency" })).toEqual({
      officeOrDepartmentId: M.required,
    });
    expect(organisationErrors({ ...bare, businessType: "public-sector" })).toEqual({});
    expect(Object.keys(SECTIONS_BY_BUSINESS_TYPE)).toHaveLength(7);
  });

  it("refuses a regulatory body that is not offered", () => {
    const body = {
      ...organisation,
      businessType: "professional-body",
      regulatoryBodyId: "guild-of-wizards",
      regulatoryBodyMembershipNoId: "123",
    };
    expect(organisationErrors(body)).toEqual({ regulatoryBodyId: M.required });
    expect(organisationErrors({ ...body, regulatoryBodyId: "ipa" })).toEqual({});
  });

  it("needs a correspondence address unless it is the same as the company's", () => {
    const separate = { ...organisation, sameasCompanyAddress: "" };
    expect(organisationErrors(separate)).toEqual({ correspondenceAddressLine1: M.required });
    expect(organisationErrors({ ...separate, correspondenceAddressLine1: "PO Box 1" })).toEqual({});
  });

  it("checks web addresses", () => {
    expect(organisationErrors({ ...organisation, companyWebsite: "not a url" }).companyWebsite).toBe(M.url);
    expect(organisationErrors({ ...organisation, website: "http://" }).website).toBe(M.url);
    expect(normaliseUrl("www.example.com")).toBe("https://www.example.com/");
    expect(normaliseUrl("localhost")).toBeNull();
  });

  it("applies the administrator's rules as for individuals", () => {
    expect(organisationErrors({ ...organisation, title: "", terms: "" })).toEqual({
      title: M.required,
      terms: M.terms,
    });
  });
});
