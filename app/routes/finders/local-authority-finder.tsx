import { Form, href } from "react-router";
import { Autocomplete } from "../../components/ui/autocomplete.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Table } from "../../components/ui/table.tsx";
import { Tag } from "../../components/ui/tag.tsx";
import { appContext } from "../../context.ts";
import {
  LOCAL_AUTHORITY_SEARCH_LIMIT,
  LOCAL_AUTHORITY_TERM_MIN_LENGTH,
  localAuthorityTerm,
  searchLocalAuthorities,
} from "../../features/geo/local-authority-search.server.ts";
import type { Route } from "./+types/local-authority-finder";

const PATH = href("/services/local-authority-finder");
const ENDPOINT = href("/services/local-authorities/data.json");

/**
 * `/services/local-authority-finder?term=&code=`: find a local authority by name. A plain GET form whose
 * answer lists the matches, so it works without JavaScript; with it, the field suggests names as you type.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const term = (params.get("term") ?? "").slice(0, 200);
  const code = params.get("code") ?? "";
  // No term at all is the empty form, not a mistake.
  const none = { term, code, matches: null, limit: LOCAL_AUTHORITY_SEARCH_LIMIT };
  if (!params.has("term")) return { ...none, error: null };
  if (term.trim() === "") return { ...none, error: "This field is required." };
  if (!localAuthorityTerm(term)) {
    return { ...none, error: `Enter at least ${LOCAL_AUTHORITY_TERM_MIN_LENGTH} letters of the name` };
  }
  const { db } = context.get(appContext);
  return { ...none, error: null, matches: await searchLocalAuthorities(db, term) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.error ? "Error: " : ""}Find a local authority - The Gazette` },
  { name: "description", content: "Find a UK local authority and its ONS code by name." },
];

export default function LocalAuthorityFinder({ loaderData }: Route.ComponentProps) {
  const { term, code, error, matches, limit } = loaderData;
  const picked = matches?.find((m) => m.code === code) ?? null;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {error ? (
          <div className="govuk-error-summary" data-module="govuk-error-summary">
            <div role="alert">
              <h2 className="govuk-error-summary__title">There is a problem</h2>
              <div className="govuk-error-summary__body">
                <ul className="govuk-list govuk-error-summary__list">
                  <li>
                    <a href="#term">{error}</a>
                  </li>
                </ul>
              </div>
            </div>
          </div>
        ) : null}
        <h1 className="govuk-heading-xl">Find a local authority</h1>
        <Form method="get" action={PATH} aria-label="Find a local authority">
          <Autocomplete
            // A new search from the server resets what the field shows.
            key={`${term}|${code}`}
            endpoint={ENDPOINT}
            id="term"
            name="term"
            label="Name of the local authority"
            labelClassName="govuk-label--s"
            hint="For example, Leeds or Caerdydd. Type at least 3 letters; the start of any word of the name is enough."
            errorMessage={error}
            defaultValue={term}
            valueName="code"
            defaultCode={picked?.code ?? ""}
          />
          <Button>Find</Button>
        </Form>
        {matches ? (
          <Matches term={term} matches={matches} limit={limit} pickedCode={picked?.code ?? null} />
        ) : null}
      </div>
    </div>
  );
}

function Matches({
  term,
  matches,
  limit,
  pickedCode,
}: {
  term: string;
  matches: { code: string; name: string }[];
  limit: number;
  pickedCode: string | null;
}) {
  return (
    <>
      {matches.length >= limit ? (
        <p className="govuk-body">Showing the first {limit}: type more of the name to narrow the list.</p>
      ) : null}
      <Table
        id="results"
        caption={`${matches.length === 1 ? "1 local authority" : `${matches.length} local authorities`} matching ‘${term.trim()}’`}
        captionSize="m"
        captionHidden={matches.length === 0}
        emptyText={`No local authority has a name with a word starting ‘${term.trim()}’.`}
        firstCellIsHeader
        columns={[{ header: "Name" }, { header: "ONS code" }]}
        rows={matches.map((m) => ({
          key: m.code,
          cells: [
            <>
              {m.name}
              {m.code === pickedCode ? <Tag className="govuk-!-margin-left-2">Chosen</Tag> : null}
            </>,
            m.code,
          ],
        }))}
      />
    </>
  );
}
