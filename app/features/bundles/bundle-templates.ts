/**
 * The downloadable 2903 templates (issue 13 point 5: "offer the templates for download"): a CSV whose
 * first row names the columns and whose second is a filled-in example, and a JSON file with the same
 * example, so a placer's software (or a spreadsheet) can be set up from either. The example is invented.
 * Both are read back by the readers in deceased-estate-template.ts (a test holds them to it). Pure.
 */
import { csvRow } from "../../lib/csv.ts";
import { TEMPLATE_COLUMNS, type TemplateColumn } from "./deceased-estate-template.ts";

export const TEMPLATE_EXAMPLE: Readonly<Record<TemplateColumn, string>> = {
  reference: "EST-0001",
  edition: "London",
  publish_date: "",
  deceased_title: "Mrs",
  deceased_forenames: "Rosalind May",
  deceased_surname: "Example",
  deceased_also_known_as: "Rose Example",
  deceased_maiden_name: "Specimen",
  deceased_occupation: "Retired Teacher",
  date_of_death: "14/09/2026",
  date_of_death_from: "",
  date_of_death_to: "",
  address_line_1: "12 Sample Road",
  address_line_2: "",
  address_town: "Northampton",
  address_postcode: "NN1 1AA",
  address_country: "",
  representative_name: "Jane Placer",
  representative_firm: "Placer & Co Solicitors",
  representative_line_1: "1 High Street",
  representative_line_2: "",
  representative_town: "Northampton",
  representative_postcode: "NN1 2BB",
  representative_country: "",
  representative_telephone: "01604 000000",
  representative_email: "estates@placer.example",
  representative_reference: "JP/EST/1",
  claim_deadline: "31/03/2027",
};

const columns = TEMPLATE_COLUMNS.map(([name]) => name);

export function deceasedEstateTemplateCsv(): string {
  return `${csvRow(columns)}\r\n${csvRow(columns.map((name) => TEMPLATE_EXAMPLE[name]))}\r\n`;
}

export function deceasedEstateTemplateJson(): string {
  const e = TEMPLATE_EXAMPLE;
  const example = {
    reference: e.reference,
    edition: e.edition,
    deceased: {
      title: e.deceased_title,
      forenames: e.deceased_forenames,
      surname: e.deceased_surname,
      alsoKnownAs: [e.deceased_also_known_as],
      maidenName: e.deceased_maiden_name,
      occupation: e.deceased_occupation,
      dateOfDeath: "2026-09-14",
      address: { lines: [e.address_line_1, e.address_town], postcode: e.address_postcode },
    },
    personalRepresentative: {
      name: e.representative_name,
      firm: e.representative_firm,
      address: {
        lines: [e.representative_line_1, e.representative_town],
        postcode: e.representative_postcode,
      },
      telephone: e.representative_telephone,
      email: e.representative_email,
      reference: e.representative_reference,
    },
    claimDeadline: "2027-03-31",
  };
  return `${JSON.stringify({ notices: [example] }, null, 2)}\n`;
}

/** The columns and what each holds, for the upload page's guidance. */
export const TEMPLATE_GUIDANCE = TEMPLATE_COLUMNS.map(([name, hint]) => ({ name, hint }));
