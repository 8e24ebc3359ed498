/**
 * The guard of the placing capacities page: the account owner declares an organisation's, an individual
 * their own (placing-policy.ts). Anyone else signed in is refused (403).
 */
import { areaGuard } from "../accounts/area-guard.server.ts";
import { mayDeclareCapacities } from "./placing-policy.ts";

export const capacityDeclarerGuard = areaGuard((user) =>
  mayDeclareCapacities(user) ? "allow" : "forbidden",
);
