/**
 * What the service landing pages say: each service's purpose, its notice types and its feeds. Services are
 * views over the taxonomy (domain.md), so the types come from the service's categories or codes, never
 * from a list of their own.
 */
import { href } from "react-router";
import { CATEGORIES, NOTICE_TYPES, SECTIONS, SERVICES } from "../taxonomy/taxonomy.ts";

/** The services with a landing page (`all-notices` has the home page). */
export const LANDING_SERVICES = ["insolvency", "wills-and-probate"] as const;
export type LandingServiceId = (typeof LANDING_SERVICES)[number];

export function isLandingService(value: string): value is LandingServiceId {
  return (LANDING_SERVICES as readonly string[]).includes(value);
}

export interface NoticeTypeLink {
  code: string;
  name: string;
  /** The service's search for this type alone. */
  href: string;
}

/** Types under a heading: a category, then the printed Gazette's sections within it where it has them. */
export interface NoticeTypeGroup {
  heading: string;
  types: NoticeTypeLink[];
  sections: { heading: string; types: NoticeTypeLink[] }[];
}

export interface FeedLink {
  label: string;
  href: string;
  type: string;
}

export interface ServiceLandingContent {
  service: LandingServiceId;
  title: string;
  /** The service's purpose, a sentence. */
  lead: string;
  /** Who uses the notices and why. */
  about: string[];
  searchPath: string;
  /** 'All insolvency notices' */
  allNoticesLabel: string;
  noticeTypes: NoticeTypeGroup[];
  feeds: FeedLink[];
}

const WORDS: Record<LandingServiceId, { lead: string; about: string[]; plural: string }> = {
  insolvency: {
    lead: "Notices of corporate and personal insolvency: administrations, receiverships, liquidations, winding-up petitions and orders, bankruptcies, sequestrations and trust deeds.",
    about: [
      "The law requires most steps of an insolvency to be published in the Gazette, so that creditors learn of them in time to act: to prove a debt, attend a meeting, oppose a petition or claim a dividend.",
      "Creditors, insolvency practitioners, credit reference agencies and lenders read these notices every day. Each one names the company or person, the court and case where there is one, and the office-holder to contact.",
    ],
    plural: "insolvency notices",
  },
  "wills-and-probate": {
    lead: "Deceased estates notices: the personal representatives of someone who has died ask anyone with a claim against the estate to come forward by a given date.",
    about: [
      "Once the date has passed, the representatives may share out the estate among those entitled to it, having regard only to the claims they know of. Publishing in the Gazette is how they give that notice to everyone.",
      "Creditors, relatives and genealogists search these notices by name, place, date of death and the deadline for claims.",
    ],
    plural: "wills and probate notices",
  },
};

/** The service's notice types grouped by category, then by the Gazette's sections. */
export function serviceNoticeTypes(service: LandingServiceId): NoticeTypeGroup[] {
  const { categoryCodes, noticeCodes } = SERVICES[service];
  const inService = NOTICE_TYPES.filter(
    (t) =>
      (categoryCodes !== null && (categoryCodes as readonly string[]).includes(t.categoryCode)) ||
      (noticeCodes !== null && (noticeCodes as readonly string[]).includes(t.code)),
  );
  const link = (t: { code: string; name: string }): NoticeTypeLink => ({
    code: t.code,
    name: t.name,
    href: `${href("/:service/notice", { service })}?noticetypes=${t.code}`,
  });
  return CATEGORIES.flatMap((category) => {
    const types = inService.filter((t) => t.categoryCode === category.code);
    if (types.length === 0) return [];
    const sections = SECTIONS.filter((s) => s.categoryCode === category.code)
      .map((s) => ({ heading: s.name, types: types.filter((t) => t.sectionCode === s.code).map(link) }))
      .filter((s) => s.types.length > 0);
    return [
      { heading: category.name, types: types.filter((t) => t.sectionCode === null).map(link), sections },
    ];
  });
}

export function serviceLandingContent(service: LandingServiceId): ServiceLandingContent {
  const words = WORDS[service];
  const searchPath = `/${service}/notice`;
  const title = SERVICES[service].name;
  return {
    service,
    title,
    lead: words.lead,
    about: words.about,
    searchPath,
    allNoticesLabel: `All ${words.plural}`,
    noticeTypes: serviceNoticeTypes(service),
    feeds: [
      {
        label: `Atom feed of ${words.plural}`,
        href: `${searchPath}/data.feed`,
        type: "application/atom+xml",
      },
      { label: `JSON feed of ${words.plural}`, href: `${searchPath}/data.json`, type: "application/json" },
    ],
  };
}
