import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Sign-in, sign-out, locked account, account data, password and profile forms. */
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
  route("my-gazette/account/details", "routes/accounts/account-details.tsx"),
  route("my-gazette/account/change-password", "routes/accounts/change-password.tsx"),
  route("my-gazette/account/confirm-email", "routes/accounts/confirm-email.tsx"),
];
