import { useRouteLoaderData } from "react-router";
import type { UserSummary } from "../../features/accounts/current-user.ts";
import type { RootLoaderData } from "../../root.tsx";

/** The signed-in person as the root loader saw them, or null. */
export function useCurrentUser(): UserSummary | null {
  return useRouteLoaderData<RootLoaderData>("root")?.user ?? null;
}
