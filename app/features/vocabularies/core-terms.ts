/**
 * The hand-written part of our vocabularies: what every notice says (publication#) and how companies are
 * described (organisation#). Fields of the notice types' structured data are found from their schemas
 * (vocabulary-model.ts) and need no entry here.
 */
import type { VocabularyTerm } from "./vocabulary-model.ts";

const cls = (name: string, label: string, comment: string): VocabularyTerm => ({
  name,
  kind: "class",
  label,
  comment,
});
const prop = (name: string, label: string, comment: string): VocabularyTerm => ({
  name,
  kind: "property",
  label,
  comment,
});

export const VOCABULARY_DESCRIPTIONS: Readonly<Record<string, { title: string; description: string }>> = {
  publication: {
    title: "Publication vocabulary",
    description:
      "Notices, the editions and issues they are published in, and the facts every notice carries whatever its type.",
  },
  organisation: {
    title: "Organisation vocabulary",
    description:
      "Companies and other organisations that notices are about, and the fields that describe them.",
  },
  person: {
    title: "Person vocabulary",
    description:
      "Fields describing the people notices are about (the deceased, bankrupts, people changing their name), beyond their names, which use FOAF.",
  },
  "personal-legal": {
    title: "Personal legal notices vocabulary",
    description:
      "Classes of personal legal notices (deceased estates, changes of name) and the fields of their data.",
  },
  insolvency: {
    title: "Insolvency notices vocabulary",
    description: "Classes of corporate and personal insolvency notices and the fields of their data.",
  },
};

export const CORE_TERMS: Readonly<Record<string, readonly VocabularyTerm[]>> = {
  publication: [
    cls("Notice", "Notice", "A notice published in The Gazette: the thing itself, not any page about it."),
    cls("Edition", "Edition", "One of The Gazette's editions: London, Edinburgh or Belfast."),
    cls("Issue", "Issue", "A numbered issue of an edition, published on one day."),
    // Used by the provenance and version documents (`/notice/{id}/version/{n}` as JSON-LD).
    cls("NoticeVersion", "Notice version", "One version of a notice: as submitted, or after a correction."),
    prop("hasContent", "Content", "The text of a notice version, as an XHTML fragment."),
    prop("hasData", "Data", "The structured fields of a notice version, as JSON."),
    prop("hasNoticeID", "Notice ID", "The notice's number, as in its address `/notice/{id}`."),
    prop(
      "hasNoticeCode",
      "Notice code",
      "The four-digit code of the notice's type, e.g. 2903 for deceased estates.",
    ),
    prop("hasCategory", "Category", "The two-digit code of the category the notice type belongs to."),
    prop("hasStatus", "Status", "Where the notice is in its life: published, or withdrawn."),
    prop("hasVersion", "Version", "The number of the notice's current version; corrections add versions."),
    prop("hasEdition", "Edition", "The edition a notice or an issue belongs to."),
    prop("isInIssue", "Issue", "The issue the notice is printed in."),
    prop("hasIssueNumber", "Issue number", "The issue's number within its edition."),
    prop("hasPublicationDate", "Publication date", "When the notice, or the issue, was published."),
    prop(
      "hasEarliestPublicationDate",
      "Earliest publication date",
      "The first date on which the notice could be published, as asked by whoever placed it.",
    ),
    prop("hasISBN", "ISBN", "The ISBN of the printed issue."),
    prop("hasPage", "Page", "The page of the issue the notice is printed on (`B61` in a supplement)."),
    prop("isAbout", "Is about", "A company or person the notice concerns."),
    prop(
      "hasRole",
      "Role",
      "The part a company, person or address plays in the notice, e.g. deceased, liquidator.",
    ),
    prop("hasLocalAuthority", "Local authority", "The local authority (by its GSS code) an address lies in."),
  ],
  organisation: [
    cls("Company", "Company", "A company on a register, identified by its company number."),
    prop(
      "companyNumber",
      "Company number",
      "The number the register gives the company (8 characters at Companies House).",
    ),
    prop("name", "Name", "The company's registered name."),
    prop("hasRegisteredOffice", "Registered office", "The address of the company's registered office."),
    // Said by /company/{number}/data.xml, which describes the company as the register and its notices know it.
    prop(
      "hasCompanyStatus",
      "Company status",
      "Active, in administration, in receivership, liquidation or dissolved: the register's status as the company's notices update it.",
    ),
    prop("incorporatedOn", "Incorporated on", "The date the company was incorporated."),
  ],
};
