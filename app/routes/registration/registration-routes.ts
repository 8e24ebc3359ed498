import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Registration of organisations and individuals, and e-mail confirmation. */
export const registrationRoutes: RouteConfigEntry[] = [
  route("register", "routes/registration/register.tsx"),
  route("register/individual", "routes/registration/register-individual.tsx"),
  route("register/organisation", "routes/registration/register-organisation.tsx"),
  route("register/check-email", "routes/registration/register-check-email.tsx"),
  route("register/confirm", "routes/registration/register-confirm.tsx"),
  route("register/resend-confirmation", "routes/registration/register-resend-confirmation.tsx"),
];
