import { Outlet } from "react-router";
import { permissionGuard } from "../../../features/accounts/area-guard.server.ts";
import { FormFrameworkScript } from "../../../features/placement/form-framework-script.tsx";
import type { Route } from "./+types/place-notice-layout";

/**
 * Placing notices (issue 12): people who hold their team's 'place notices' permission (account owners and
 * individuals always do). What the account may place is the placing policy's, asked by each page.
 */
export const middleware: Route.MiddlewareFunction[] = [permissionGuard("place-notices")];

/** Every notice-creation page loads the forms' script (spec §7). */
export default function PlaceNoticeLayout() {
  return (
    <>
      <FormFrameworkScript />
      <Outlet />
    </>
  );
}
