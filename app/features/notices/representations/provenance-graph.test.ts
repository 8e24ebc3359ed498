import { describe, expect, it } from "vitest";
import { canonical, jsonLdToNQuads, readTurtle, toNQuads } from "../../../../tests/support/rdf-readers.ts";
import type { ProvenanceEntry } from "../notice-types.ts";
import { FIXTURE_SITE_URL as SITE } from "./notice-fixture.ts";
import { graphToJsonLd } from "./notice-jsonld.ts";
import { graphToTurtle } from "./notice-turtle.ts";
import { provenanceGraph } from "./provenance-graph.ts";
import { provenanceToJson } from "./provenance-json.ts";

const entries: ProvenanceEntry[] = [
  {
    activity: "published",
    occurredAt: "2026-11-19T09:00:00.000Z",
    agent: "The Gazette",
    version: 1,
    detail: null,
  },
  {
    activity: "received",
    occurredAt: "2026-11-12T14:32:10.000Z",
    agent: "Fictitious & Partners LLP",
    version: 1,
    detail: 'Submitted through the web form, "urgent"\nsecond line',
  },
  {
    activity: "corrected",
    occurredAt: "2026-11-20T10:00:00.000Z",
    agent: "The Gazette",
    version: 2,
    detail: null,
  },
  {
    activity: "approved",
    occurredAt: "2026-11-18T11:15:00.000Z",
    agent: "Editor",
    version: null,
    detail: "Checked",
  },
];

describe("provenanceGraph", () => {
  it("is the graph of the negotiated provenance JSON, in Turtle and in JSON-LD", async () => {
    const graph = provenanceGraph(4812345, entries, SITE);
    const expected = await canonical(await jsonLdToNQuads(provenanceToJson(4812345, entries, SITE)));
    expect(expected.length).toBeGreaterThan(20);
    const turtle = readTurtle(graphToTurtle(graph), `${SITE}/notice/4812345/provenance/data.ttl`);
    expect(await canonical(toNQuads(turtle))).toEqual(expected);
    expect(await canonical(await jsonLdToNQuads(graphToJsonLd(graph)))).toEqual(expected);
  });

  it("types times and versions, and links each activity to the version it produced", async () => {
    const quads = readTurtle(
      graphToTurtle(provenanceGraph(7, entries, SITE)),
      `${SITE}/notice/7/provenance/data.ttl`,
    );
    const started = quads.filter((q) => q.predicate.value === "http://www.w3.org/ns/prov#startedAtTime");
    expect(started).toHaveLength(4);
    for (const q of started)
      expect((q.object as { datatype: { value: string } }).datatype.value).toBe(
        "http://www.w3.org/2001/XMLSchema#dateTime",
      );
    const generated = quads.filter((q) => q.predicate.value === "http://www.w3.org/ns/prov#generated");
    expect(generated.map((q) => q.object.value).sort()).toEqual([
      "https://gazette.example/id/notice/7/version/1",
      "https://gazette.example/id/notice/7/version/1",
      "https://gazette.example/id/notice/7/version/2",
    ]);
  });
});
