import { href } from "react-router";
import { Table } from "../../components/ui/table.tsx";
import { appContext } from "../../context.ts";
import { chooseRepresentation } from "../../features/notices/representations/negotiation.ts";
import { findVocabulary, type VocabularyTerm } from "../../features/vocabularies/vocabulary-model.ts";
import { vocabularyResponse } from "../../features/vocabularies/vocabulary-response.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/vocabulary";

/**
 * `/def/{vocabulary}` is the namespace of the terms the notice graph uses, so an RDF client that follows
 * a term's IRI gets the vocabulary as Turtle or JSON-LD by Accept; a browser gets this page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const url = new URL(request.url);
    if (request.method === "GET" && !url.pathname.endsWith(".data")) {
      const wanted = chooseRepresentation(request.headers.get("accept"));
      const format = wanted === "ttl" ? "ttl" : wanted === "jsonld" || wanted === "json" ? "jsonld" : null;
      if (format) {
        const vocabulary = findVocabulary(params.vocabulary);
        if (!vocabulary) return new Response("Not found", { status: 404 });
        return vocabularyResponse(vocabulary, format, context.get(appContext).siteUrl);
      }
    }
    const response = await next();
    response.headers.append("Vary", "Accept");
    return response;
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const vocabulary = findVocabulary(params.vocabulary);
  if (!vocabulary) notFound();
  return { vocabulary, namespace: `${context.get(appContext).siteUrl}/def/${vocabulary.name}#` };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.vocabulary.title} - The Gazette` },
        { name: "description", content: loaderData.vocabulary.description },
      ]
    : [{ title: "Page not found - The Gazette" }];

export const links: Route.LinksFunction = () => [];

export default function VocabularyPage({ loaderData }: Route.ComponentProps) {
  const { vocabulary, namespace } = loaderData;
  const params = { vocabulary: vocabulary.name };
  return (
    <>
      <span className="govuk-caption-l">Linked data</span>
      <h1 className="govuk-heading-l">{vocabulary.title}</h1>
      <p className="govuk-body-l">{vocabulary.description}</p>
      <p className="govuk-body">
        Namespace: <code>{namespace}</code>
      </p>
      <p className="govuk-body">
        Also as RDF:{" "}
        <a className="govuk-link" href={href("/def/:vocabulary/data.ttl", params)} type="text/turtle">
          Turtle
        </a>{" "}
        or{" "}
        <a
          className="govuk-link"
          href={href("/def/:vocabulary/data.jsonld", params)}
          type="application/ld+json"
        >
          JSON-LD
        </a>{" "}
        (or this address with an <code>Accept</code> header asking for either).
      </p>
      <TermTable caption="Classes" terms={vocabulary.classes} />
      <TermTable caption="Properties" terms={vocabulary.properties} />
    </>
  );
}

function TermTable({ caption, terms }: { caption: string; terms: readonly VocabularyTerm[] }) {
  return (
    <Table
      caption={caption}
      captionSize="m"
      emptyText={`This vocabulary defines no ${caption.toLowerCase()}.`}
      firstCellIsHeader
      columns={[{ header: "Term" }, { header: "Label" }, { header: "Comment" }]}
      rows={terms.map((term) => ({
        key: term.name,
        // The id makes `…/def/{vocabulary}#{term}`, the term's own IRI, land on its row.
        id: term.name,
        cells: [<code key="name">{term.name}</code>, term.label, term.comment],
      }))}
    />
  );
}
