import { Outlet } from "react-router";
import { signedInGuard } from "../../features/accounts/area-guard.server.ts";
import { MyGazetteLayout } from "../../features/my-gazette/my-gazette-layout.tsx";
import type { Route } from "./+types/my-gazette-layout";

/**
 * The signed-in area: My Gazette, one's account, the team, the company account and the staff pages. Its
 * guard runs before any loader or action below it; the pages are drawn in the My Gazette frame.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInGuard];

export default function MyGazetteArea() {
  return (
    <MyGazetteLayout>
      <Outlet />
    </MyGazetteLayout>
  );
}
