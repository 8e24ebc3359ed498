/**
 * The registers a court injunction can be recorded against (spec §2 "Court injunction form … register
 * title list"): the company registers a company number belongs to. Pure, so the form's list, the service
 * and the CHECK on court_injunctions.register_title say the same words.
 */
export const REGISTER_TITLES = [
  "Register of Companies for England and Wales",
  "Register of Companies for Scotland",
  "Register of Companies for Northern Ireland",
  "Register of Limited Liability Partnerships",
  "Register of Limited Partnerships",
] as const;
export type RegisterTitle = (typeof REGISTER_TITLES)[number];
