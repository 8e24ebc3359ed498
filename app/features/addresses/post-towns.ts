/**
 * The town, locality and county printed on a sample address (pure). The post town comes from the
 * outcode's town when the outcode table gives a usable one, otherwise from the postcode area's main town.
 */

/** What the outcode table says about one outward code (`LS29` → Ilkley, Bradford). */
export interface OutcodePlace {
  town: string;
  region: string;
}

/** The lines of an address that name the place. */
export interface AddressPlace {
  /** A dependent locality (a district of a large post town), or "". */
  locality: string;
  city: string;
  county: string;
}

/** The main post town of every UK postcode area (Royal Mail's area names). */
export const POSTCODE_AREA_TOWNS: Readonly<Record<string, string>> = {
  AB: "Aberdeen",
  AL: "St Albans",
  B: "Birmingham",
  BA: "Bath",
  BB: "Blackburn",
  BD: "Bradford",
  BH: "Bournemouth",
  BL: "Bolton",
  BN: "Brighton",
  BR: "Bromley",
  BS: "Bristol",
  BT: "Belfast",
  CA: "Carlisle",
  CB: "Cambridge",
  CF: "Cardiff",
  CH: "Chester",
  CM: "Chelmsford",
  CO: "Colchester",
  CR: "Croydon",
  CT: "Canterbury",
  CV: "Coventry",
  CW: "Crewe",
  DA: "Dartford",
  DD: "Dundee",
  DE: "Derby",
  DG: "Dumfries",
  DH: "Durham",
  DL: "Darlington",
  DN: "Doncaster",
  DT: "Dorchester",
  DY: "Dudley",
  E: "London",
  EC: "London",
  EH: "Edinburgh",
  EN: "Enfield",
  EX: "Exeter",
  FK: "Falkirk",
  FY: "Blackpool",
  G: "Glasgow",
  GL: "Gloucester",
  GU: "Guildford",
  GY: "Guernsey",
  HA: "Harrow",
  HD: "Huddersfield",
  HG: "Harrogate",
  HP: "Hemel Hempstead",
  HR: "Hereford",
  HS: "Isle of Lewis",
  HU: "Hull",
  HX: "Halifax",
  IG: "Ilford",
  IM: "Isle of Man",
  IP: "Ipswich",
  IV: "Inverness",
  JE: "Jersey",
  KA: "Kilmarnock",
  KT: "Kingston upon Thames",
  KW: "Kirkwall",
  KY: "Kirkcaldy",
  L: "Liverpool",
  LA: "Lancaster",
  LD: "Llandrindod Wells",
  LE: "Leicester",
  LL: "Llandudno",
  LN: "Lincoln",
  LS: "Leeds",
  LU: "Luton",
  M: "Manchester",
  ME: "Rochester",
  MK: "Milton Keynes",
  ML: "Motherwell",
  N: "London",
  NE: "Newcastle upon Tyne",
  NG: "Nottingham",
  NN: "Northampton",
  NP: "Newport",
  NR: "Norwich",
  NW: "London",
  OL: "Oldham",
  OX: "Oxford",
  PA: "Paisley",
  PE: "Peterborough",
  PH: "Perth",
  PL: "Plymouth",
  PO: "Portsmouth",
  PR: "Preston",
  RG: "Reading",
  RH: "Redhill",
  RM: "Romford",
  S: "Sheffield",
  SA: "Swansea",
  SE: "London",
  SG: "Stevenage",
  SK: "Stockport",
  SL: "Slough",
  SM: "Sutton",
  SN: "Swindon",
  SO: "Southampton",
  SP: "Salisbury",
  SR: "Sunderland",
  SS: "Southend-on-Sea",
  ST: "Stoke-on-Trent",
  SW: "London",
  SY: "Shrewsbury",
  TA: "Taunton",
  TD: "Galashiels",
  TF: "Telford",
  TN: "Tonbridge",
  TQ: "Torquay",
  TR: "Truro",
  TS: "Middlesbrough",
  TW: "Twickenham",
  UB: "Southall",
  W: "London",
  WA: "Warrington",
  WC: "London",
  WD: "Watford",
  WF: "Wakefield",
  WN: "Wigan",
  WR: "Worcester",
  WS: "Walsall",
  WV: "Wolverhampton",
  YO: "York",
  ZE: "Lerwick",
};

/** The London postal areas: their post town is always London, whatever the district. */
const LONDON_AREAS = new Set(["E", "EC", "N", "NW", "SE", "SW", "W", "WC"]);

function areaOf(postcode: string): string {
  return /^[A-Z]{1,2}/.exec(postcode.toUpperCase())?.[0] ?? "";
}

function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|\\W)`, "i").test(text);
}

/**
 * The outcode table's "town" is sometimes a list of wards ("Morningside, Braid Hill and Swanston"):
 * only a single name can stand as a town on an address.
 */
function usableTown(town: string): string {
  const t = town.trim();
  return t && !t.includes(",") && !/\sand\s/i.test(t) ? tidyTown(t) : "";
}

/**
 * The place lines for a postcode: London districts get London as post town and the district as
 * locality; a district inside its area's main city (the outcode's region names that city) gets the city;
 * elsewhere the outcode's own town, falling back to the area's town when the outcode is unknown.
 */
export function placeOfPostcode(postcode: string, outcode: OutcodePlace | null): AddressPlace {
  const areaTown = POSTCODE_AREA_TOWNS[areaOf(postcode)] ?? "";
  const town = outcode ? usableTown(outcode.town) : "";
  const region = outcode?.region.trim() ?? "";
  let city: string;
  let locality = "";
  if (LONDON_AREAS.has(areaOf(postcode))) {
    city = "London";
    locality = town;
  } else if (town && !(areaTown && mentions(region, areaTown))) {
    city = town;
  } else {
    city = areaTown || town || region;
    if (town && town !== city) locality = town;
  }
  // London addresses carry no county (the region column names a borough there).
  const county = region && !LONDON_AREAS.has(areaOf(postcode)) && !mentions(region, city) ? region : "";
  return { locality: locality === city ? "" : locality, city, county };
}

/** Post towns in the outcode table are sometimes upper case. */
export function tidyTown(town: string): string {
  if (town !== town.toUpperCase()) return town;
  return town
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase());
}
