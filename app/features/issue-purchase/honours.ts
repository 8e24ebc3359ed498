/**
 * The honours a certificate of a gazetted entry can bear after the name (spec §2: the purchase form's
 * honour selector, whose 'other' reveals a field). The ones the Gazette most often announces: the Order of
 * the British Empire and the medal of it, knighthoods, the gallantry awards and a mention in despatches.
 * The stored value is what is printed (the post-nominal letters); 'other' takes the customer's own words.
 */

export const OTHER_HONOUR = "other";

export const HONOURS = [
  { value: "", label: "No honour" },
  { value: "GBE", label: "GBE: Knight or Dame Grand Cross of the Order of the British Empire" },
  { value: "KBE", label: "KBE: Knight Commander of the Order of the British Empire" },
  { value: "DBE", label: "DBE: Dame Commander of the Order of the British Empire" },
  { value: "CBE", label: "CBE: Commander of the Order of the British Empire" },
  { value: "OBE", label: "OBE: Officer of the Order of the British Empire" },
  { value: "MBE", label: "MBE: Member of the Order of the British Empire" },
  { value: "BEM", label: "BEM: British Empire Medal" },
  { value: "Kt", label: "Knight Bachelor" },
  { value: "CH", label: "CH: Order of the Companions of Honour" },
  { value: "OM", label: "OM: Order of Merit" },
  { value: "VC", label: "VC: Victoria Cross" },
  { value: "GC", label: "GC: George Cross" },
  { value: "DSO", label: "DSO: Distinguished Service Order" },
  { value: "DSC", label: "DSC: Distinguished Service Cross" },
  { value: "MC", label: "MC: Military Cross" },
  { value: "DFC", label: "DFC: Distinguished Flying Cross" },
  { value: "AFC", label: "AFC: Air Force Cross" },
  { value: "DCM", label: "DCM: Distinguished Conduct Medal" },
  { value: "MM", label: "MM: Military Medal" },
  { value: "DFM", label: "DFM: Distinguished Flying Medal" },
  { value: "GM", label: "GM: George Medal" },
  { value: "QGM", label: "QGM: Queen's Gallantry Medal" },
  { value: "KGM", label: "KGM: King's Gallantry Medal" },
  { value: "RRC", label: "RRC: Royal Red Cross" },
  { value: "MiD", label: "Mentioned in Despatches" },
  { value: "KPM", label: "KPM: King's Police Medal" },
  { value: "QFSM", label: "QFSM: Queen's Fire Service Medal" },
  { value: OTHER_HONOUR, label: "Other" },
] as const;

export type HonourValue = (typeof HONOURS)[number]["value"];

export const HONOUR_VALUES = HONOURS.map((h) => h.value) as unknown as readonly [
  HonourValue,
  ...HonourValue[],
];
