/** A vocabulary document as an HTTP response in one of its RDF formats. */
import { vocabularyToJsonLd, vocabularyToTurtle } from "./vocabulary-graph.ts";
import type { VocabularyDocument } from "./vocabulary-model.ts";

export type VocabularyFormat = "ttl" | "jsonld";

export const VOCABULARY_FILES: Readonly<Record<string, VocabularyFormat>> = {
  "data.ttl": "ttl",
  "data.jsonld": "jsonld",
};

export function vocabularyResponse(
  vocabulary: VocabularyDocument,
  format: VocabularyFormat,
  siteUrl: string,
): Response {
  const headers = new Headers({
    "Cache-Control": "public, max-age=3600",
    Vary: "Accept",
    "Access-Control-Allow-Origin": "*",
  });
  if (format === "ttl") {
    headers.set("Content-Type", "text/turtle; charset=utf-8");
    return new Response(vocabularyToTurtle(vocabulary, siteUrl), { headers });
  }
  headers.set("Content-Type", "application/ld+json; charset=utf-8");
  return new Response(JSON.stringify(vocabularyToJsonLd(vocabulary, siteUrl)), { headers });
}
