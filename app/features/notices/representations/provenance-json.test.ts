import jsonld from "jsonld";
import { describe, expect, it } from "vitest";
import type { NoticeVersion, ProvenanceEntry } from "../notice-types.ts";
import { FIXTURE_SITE_URL as SITE } from "./notice-fixture.ts";
import { provenanceToJson, versionToJson } from "./provenance-json.ts";

const documentLoader = async (url: string): Promise<never> => {
  throw new Error(`jsonld tried to fetch ${url}`);
};

async function toNQuads(doc: object): Promise<string> {
  const options = { format: "application/n-quads", documentLoader, safe: true };
  return (await jsonld.toRDF(
    doc as jsonld.JsonLdDocument,
    options as jsonld.Options.ToRdf,
  )) as unknown as string;
}

const PROV = "http://www.w3.org/ns/prov#";
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
    detail: "Submitted through the web form",
  },
  {
    activity: "approved",
    occurredAt: "2026-11-18T11:15:00.000Z",
    agent: "Gazette editorial team",
    version: null,
    detail: "Checked against the death certificate",
  },
];

describe("provenanceToJson", () => {
  it("lists the entries as plain JSON, oldest first", () => {
    const json = provenanceToJson(4812345, entries, SITE);
    expect(json.notice).toBe("https://gazette.example/id/notice/4812345");
    expect(json.entries.map((e) => e.activity)).toEqual(["received", "approved", "published"]);
    expect(json.entries[0]).toEqual({
      type: "prov:Activity",
      activity: "received",
      occurredAt: "2026-11-12T14:32:10.000Z",
      agent: { type: "prov:Agent", name: "Fictitious & Partners LLP" },
      version: 1,
      generated: "https://gazette.example/id/notice/4812345/version/1",
      detail: "Submitted through the web form",
    });
    expect(json.entries[1]).not.toHaveProperty("generated");
  });

  it("is PROV-O as JSON-LD, with no remote context", async () => {
    const nquads = await toNQuads(provenanceToJson(4812345, entries, SITE));
    const lines = nquads.split("\n");
    const activities = lines.filter((l) =>
      l.endsWith(`<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <${PROV}Activity> .`),
    );
    expect(activities).toHaveLength(3);
    expect(nquads).toContain(
      `<${PROV}startedAtTime> "2026-11-12T14:32:10.000Z"^^<http://www.w3.org/2001/XMLSchema#dateTime> .`,
    );
    expect(lines.filter((l) => l.includes(`<${PROV}wasAssociatedWith> _:`))).toHaveLength(3);
    expect(
      lines.filter((l) => l.endsWith(`<${PROV}used> <https://gazette.example/id/notice/4812345> .`)),
    ).toHaveLength(3);
    expect(nquads).toContain('<http://xmlns.com/foaf/0.1/name> "Fictitious & Partners LLP" .');
  });

  it("handles an empty trail", async () => {
    const json = provenanceToJson(1, [], SITE);
    expect(json.entries).toEqual([]);
    await expect(toNQuads(json)).resolves.toContain("<https://gazette.example/id/notice/1>");
  });
});

describe("versionToJson", () => {
  const version: NoticeVersion = {
    noticeId: 4812345,
    version: 2,
    title: "Arthur Bartholomew TESTWOOD (Deceased)",
    bodyHtml: "<p>Corrected claim deadline: 30 January 2027.</p>",
    data: { claimDeadline: "2027-01-30", deceased: { surname: "Testwood" } },
    createdAt: "2026-11-20T10:00:00.000Z",
    reason: "Correction requested by the placer: claim deadline",
  };

  it("describes the version and links it to the notice and the version before", async () => {
    const json = versionToJson(version, SITE);
    expect(json).toMatchObject({
      uri: "https://gazette.example/id/notice/4812345/version/2",
      specializationOf: "https://gazette.example/id/notice/4812345",
      wasRevisionOf: "https://gazette.example/id/notice/4812345/version/1",
      page: "https://gazette.example/notice/4812345/version/2",
      version: 2,
      data: { claimDeadline: "2027-01-30" },
    });
    const nquads = await toNQuads(json);
    const v2 = "<https://gazette.example/id/notice/4812345/version/2>";
    expect(nquads).toContain(`${v2} <${PROV}specializationOf> <https://gazette.example/id/notice/4812345> .`);
    expect(nquads).toContain(
      `${v2} <${PROV}generatedAtTime> "2026-11-20T10:00:00.000Z"^^<http://www.w3.org/2001/XMLSchema#dateTime> .`,
    );
    expect(nquads).toContain(`${v2} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <${PROV}Entity> .`);
  });

  it("has no previous version for version 1", () => {
    expect(versionToJson({ ...version, version: 1 }, SITE)).not.toHaveProperty("wasRevisionOf");
  });
});
