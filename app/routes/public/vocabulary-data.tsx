import { appContext } from "../../context.ts";
import { findVocabulary } from "../../features/vocabularies/vocabulary-model.ts";
import {
  VOCABULARY_FILES,
  vocabularyResponse,
} from "../../features/vocabularies/vocabulary-response.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/vocabulary-data";

/** `/def/{vocabulary}/data.ttl` and `data.jsonld`: the vocabulary as RDF (resource route). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const file = new URL(request.url).pathname.split("/").pop() ?? "";
  const format = Object.hasOwn(VOCABULARY_FILES, file) ? VOCABULARY_FILES[file] : undefined;
  const vocabulary = findVocabulary(params.vocabulary);
  if (!format || !vocabulary) notFound();
  return vocabularyResponse(vocabulary, format, context.get(appContext).siteUrl);
}
