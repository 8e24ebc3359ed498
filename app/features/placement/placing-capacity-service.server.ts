/**
 * The capacities an account places notices in (ADR 016): read for the person placing (their
 * organisation's, or their own as an individual), for staff judging an organisation, and declared by the
 * account owner or the individual.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { Actor } from "../accounts/permissions.ts";
import { CAPACITY_WORDS, capacitiesOf, type PlacingCapacity } from "./placing-capacities.ts";
import {
  type CapacityHolder,
  replaceCapacities,
  selectCapacities,
} from "./placing-capacity-repository.server.ts";
import { mayDeclareCapacities } from "./placing-policy.ts";

export const CAPACITY_REFUSAL =
  "Only the account owner can change the capacities in which the account places notices.";

function holderOf(actor: Pick<Actor, "id" | "organisationId">): CapacityHolder {
  return actor.organisationId === null ? { userId: actor.id } : { organisationId: actor.organisationId };
}

/** The capacities of the account the person places notices for. */
export async function placingCapacitiesOf(
  db: Database,
  actor: Pick<Actor, "id" | "organisationId">,
): Promise<PlacingCapacity[]> {
  return capacitiesOf(await selectCapacities(db, holderOf(actor)));
}

const labelsOf = (capacities: readonly PlacingCapacity[]) =>
  capacities.map((capacity) => CAPACITY_WORDS[capacity].label);

/** The same, as people read them (account and company pages), in the list's order. */
export async function placingCapacityLabels(
  db: Database,
  actor: Pick<Actor, "id" | "organisationId">,
): Promise<string[]> {
  return labelsOf(await placingCapacitiesOf(db, actor));
}

/** An organisation's capacities as staff read them in approvals. */
export async function organisationCapacityLabels(db: Database, organisationId: number): Promise<string[]> {
  return labelsOf(capacitiesOf(await selectCapacities(db, { organisationId })));
}

/** The account owner (or the individual) says in which capacities the account places notices. */
export async function declarePlacingCapacities(
  db: Database,
  actor: Actor,
  capacities: readonly PlacingCapacity[],
): Promise<void> {
  if (!mayDeclareCapacities(actor)) throw new DomainError("forbidden", CAPACITY_REFUSAL);
  await db.transaction((tx) => replaceCapacities(tx, holderOf(actor), capacitiesOf(capacities), actor.id));
}
