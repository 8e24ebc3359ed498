import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Sign-in, sign-out, forgotten and new passwords, the invited person's first password, and the addresses
 * under my-gazette/account that must work signed out: the account data call (it answers 401 itself, spec
 * §8), the locked account's page and the links from e-mails (unlock, confirm a new address).
 */
export const authRoutes: RouteConfigEntry[] = [
  route("sign-in", "routes/accounts/sign-in.tsx"),
  route("sign-out", "routes/accounts/sign-out.tsx"),
  route("forgotten-password", "routes/accounts/forgotten-password.tsx"),
  route("new-password", "routes/accounts/new-password.tsx"),
  // A team member invited by e-mail chooses a password (the invitation's token)
  route("choose-password", "routes/accounts/choose-password.tsx"),
  route("my-gazette/account/data.json", "routes/accounts/account-data.tsx"),
  route("my-gazette/account/status", "routes/accounts/account-status.tsx"),
  route("my-gazette/account/unlock", "routes/accounts/account-unlock.tsx"),
  route("my-gazette/account/confirm-email", "routes/accounts/confirm-email.tsx"),
];

/** One's own details and password: app/routes.ts puts them below the signed-in area's layout. */
export const accountRoutes: RouteConfigEntry[] = [
  route("my-gazette/account/details", "routes/accounts/account-details.tsx"),
  route("my-gazette/account/change-password", "routes/accounts/change-password.tsx"),
];
