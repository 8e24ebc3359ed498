/**
 * The deceased-estate fields of a 2903 notice in submission XML (placement-api.md): `Person` →
 * `PersonName` (`Surname`, `Forename`, `MiddleNames`, and free text such as "Maiden name Stephen"),
 * `PersonDetails` (the last address then the occupation, as prose), `DeathDetails` (`Date Date="…"`, or two
 * dates with `Class="From"`/`"To"` for a range; `NoticeOfClaims` — who to write to, their address, and in
 * brackets the personal representatives' names; `NoticeOfClaimsDate Date="…"`). They become the same
 * structured data the 2903 web form saves, so the notice reads the same in search and linked data
 * whichever way it came. What is missing is said, not guessed. Pure.
 */
import { isRealIsoDate } from "../../lib/dates.ts";
import type { AddressData } from "../placement/forms/address-answers.ts";
import { proseAddress } from "./free-text-address.ts";
import { attributesOf, findElement, findElements, textOf, type XmlElement } from "./xml-nodes.ts";

export const XML_2903_MESSAGES = {
  names: "The deceased's Surname and Forename are missing from PersonName",
  address: "The deceased's address is missing from PersonDetails",
  dateOfDeath: "The date of death is missing: DeathDetails needs a Date with a Date attribute (YYYY-MM-DD)",
  claims: "Who to send claims to is missing: DeathDetails needs a NoticeOfClaims with an address",
  claimDeadline: "The claims deadline is missing: NoticeOfClaimsDate needs a Date attribute (YYYY-MM-DD)",
} as const;

const words = (value: string) => value.replace(/\s+/g, " ").trim();
const textIn = (parent: XmlElement | undefined, name: string) => {
  const element = parent && findElement(parent, name);
  return element ? words(textOf(element)) : "";
};

/** The free text of PersonName outside its parts: "Maiden name Stephen", "also known as …". */
function otherNames(personName: XmlElement): { maidenName?: string; alsoKnownAs?: string[] } {
  const loose = words(
    (personName.PersonName as XmlElement[])
      .filter((node) => "#text" in node)
      .map((node) => String(node["#text"]))
      .join(" "),
  ).replace(/^[\s,;]+|[\s,;.]+$/g, "");
  const maiden = /maiden name\s+(.+?)(?:[,;]|$)/i.exec(loose);
  const aka = /(?:also known as|otherwise known as|otherwise|formerly known as)\s+(.+?)(?:[;]|$)/i.exec(
    loose,
  );
  return {
    ...(maiden ? { maidenName: words(maiden[1]!) } : {}),
    ...(aka
      ? {
          alsoKnownAs: aka[1]!
            .split(/\s+(?:and|or)\s+|,\s*/)
            .map(words)
            .filter(Boolean),
        }
      : {}),
  };
}

/** PersonDetails: the address through its postcode, then the occupation; abroad, all of it is address. */
function lastAddress(details: string): { address?: AddressData; occupation?: string } {
  if (!details) return {};
  const prose = proseAddress(details);
  if (prose)
    return { address: prose.address, ...(prose.rest ? { occupation: prose.rest.replace(/\.$/, "") } : {}) };
  const lines = details.replace(/\.$/, "").split(",").map(words).filter(Boolean);
  return lines.length > 0 ? { address: { lines } } : {};
}

/**
 * NoticeOfClaims: "Susan Oldman, 24 Union Street, Kettering NN16 8JR. (Susan Margaret Oldman and Evelyn
 * Joyce Howitt.)" — the first part names whom to write to (a firm or a person), then their address; the
 * bracket names the personal representatives. The web form keeps that as a representative whose `firm`
 * is the addressee and `name` the representatives, which prints in the same order.
 */
function representatives(claims: string): Record<string, unknown>[] {
  if (!claims) return [];
  const bracket = /^(.*?)\s*\(([^()]+)\)\s*\.?\s*$/.exec(claims);
  const contact = words(bracket ? bracket[1]! : claims);
  const named = bracket ? words(bracket[2]!).replace(/\.$/, "") : "";
  const prose = proseAddress(contact);
  const parts = prose ? prose.address.lines : contact.split(",").map(words).filter(Boolean);
  const [addressee, ...lines] = parts;
  if (!addressee || lines.length === 0) return [];
  const address: AddressData = {
    lines,
    ...(prose?.address.postcode ? { postcode: prose.address.postcode } : {}),
  };
  return [named ? { name: named, firm: addressee, address } : { name: addressee, address }];
}

function isoAttribute(element: XmlElement | undefined): string | undefined {
  const value = element ? attributesOf(element).Date : undefined;
  return value && isRealIsoDate(value) ? value : undefined;
}

export function deceasedEstateFromXml(notice: XmlElement): {
  data: Record<string, unknown>;
  problems: string[];
} {
  const problems: string[] = [];
  const personName = findElement(notice, "PersonName");
  const surname = textIn(personName, "Surname");
  const forenames = [textIn(personName, "Forename"), textIn(personName, "MiddleNames")]
    .filter(Boolean)
    .join(" ");
  if (!surname || !forenames) problems.push(XML_2903_MESSAGES.names);
  const { address, occupation } = lastAddress(textIn(notice, "PersonDetails"));
  if (!address) problems.push(XML_2903_MESSAGES.address);

  const death = findElement(notice, "DeathDetails");
  const dates = death ? findElements(death, "Date") : [];
  const from = dates.find((d) => attributesOf(d).Class === "From");
  const to = dates.find((d) => attributesOf(d).Class === "To");
  const dateOfDeath = from && to ? undefined : isoAttribute(dates[0]);
  const range = from && to ? { dateOfDeathFrom: isoAttribute(from), dateOfDeathTo: isoAttribute(to) } : {};
  if (!dateOfDeath && !(range.dateOfDeathFrom && range.dateOfDeathTo))
    problems.push(XML_2903_MESSAGES.dateOfDeath);

  const personalRepresentatives = representatives(textIn(death, "NoticeOfClaims"));
  if (personalRepresentatives.length === 0) problems.push(XML_2903_MESSAGES.claims);
  const claimDeadline = isoAttribute(death && findElement(death, "NoticeOfClaimsDate"));
  if (!claimDeadline) problems.push(XML_2903_MESSAGES.claimDeadline);

  const deceased = {
    ...(forenames ? { forenames } : {}),
    ...(surname ? { surname } : {}),
    ...(personName ? otherNames(personName) : {}),
    ...(dateOfDeath ? { dateOfDeath } : range),
    addresses: address ? [address] : [],
    ...(occupation ? { occupation } : {}),
  };
  return {
    data: { deceased, personalRepresentatives, ...(claimDeadline ? { claimDeadline } : {}) },
    problems,
  };
}
