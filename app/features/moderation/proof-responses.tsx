/** The answers to a notice's proofs, oldest first: staff read them, and the placer sees what they said. */
import { formatDateTime } from "../../lib/dates.ts";
import type { ProofResponseView } from "./proof-types.ts";

export function ProofResponses({
  responses,
  empty,
}: {
  responses: readonly ProofResponseView[];
  empty: string;
}) {
  if (responses.length === 0) return <p className="govuk-body">{empty}</p>;
  return (
    <ul className="govuk-list app-proof-responses" id="proof-responses">
      {responses.map((r) => (
        <li key={r.id} className="govuk-inset-text govuk-!-margin-top-0">
          <span className="govuk-body-s govuk-!-font-weight-bold">
            {r.kind === "accepted" ? "Proof accepted" : "Comment"} on version {r.version}, by {r.byName},{" "}
            {formatDateTime(r.createdAt)}
          </span>
          {r.kind === "comment" ? <p className="govuk-body govuk-!-margin-bottom-0">{r.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
