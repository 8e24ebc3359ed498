/**
 * The capacities an account places notices in, where its settings are shown (My Gazette's account and
 * company pages): what they are, and the way to change them for the person who may.
 */
import { href, Link } from "react-router";

export function PlacingCapacitiesSummary({
  capacities,
  canChange,
}: {
  /** Labels, in the list's order. */
  capacities: readonly string[];
  canChange: boolean;
}) {
  return (
    <>
      <h2 className="govuk-heading-m" id="placing-capacities">
        Placing notices
      </h2>
      <p className="govuk-body" id="placing-capacities-list">
        {capacities.length === 0
          ? "No placing capacities have been chosen yet, so no notices can be placed."
          : `Notices are placed as: ${capacities.join(", ")}.`}
      </p>
      {canChange ? (
        <p className="govuk-body">
          <Link className="govuk-link" to={href("/my-gazette/placing-capacities")}>
            Change the placing capacities
          </Link>
        </p>
      ) : null}
    </>
  );
}
