/**
 * Demo accounts (created by app/demo-data on a local first start) have a published password, so the
 * sign-in lets them in only from the machine the site runs on (ADR 007). They are known by their
 * reserved domain: a `.localhost` name can receive no real mail, so no real user can hold one.
 */
const DEMO_DOMAIN = "@demo.gazette.localhost";

export function isDemoAccountEmail(email: string): boolean {
  return email.toLowerCase().endsWith(DEMO_DOMAIN);
}
