import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { upsertPostcodes } from "../geo/geo-repository.server.ts";
import { ADDRESS_MESSAGES, SAMPLE_NOTICE } from "./address-finder.ts";
import { findAddresses } from "./address-finder-service.server.ts";

describe("address finder service", () => {
  let handle: DatabaseHandle;
  const places = new Map([["KT22", { town: "Leatherhead", region: "Surrey" }]]);
  beforeAll(async () => {
    handle = await createTestDatabase();
    await upsertPostcodes(handle.db, [
      { postcode: "KT22 7AA", latitude: 51.29, longitude: -0.33, localAuthorityCode: null },
      { postcode: "LS1 4AP", latitude: 53.8, longitude: -1.55, localAuthorityCode: null },
    ]);
  });
  afterAll(() => handle.close());

  it("answers a real postcode with sample addresses, in any spelling", async () => {
    const r = await findAddresses(handle.db, { postcode: "kt227aa", buildingnumber: null }, places);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ Sample: true, Notice: SAMPLE_NOTICE });
    const rows = r.body.Result.PostcodeAddresses;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((a) => a.PostalCode === "KT22 7AA" && a.City === "Leatherhead")).toBe(true);
    expect(rows.every((a) => a.County === "Surrey")).toBe(true);
    expect(await findAddresses(handle.db, { postcode: "KT22 7AA", buildingnumber: "" }, places)).toEqual(r);
  });

  it("falls back to the area's town without the outcode table", async () => {
    const r = await findAddresses(handle.db, { postcode: "LS1 4AP", buildingnumber: null }, new Map());
    expect(r.body.Result.PostcodeAddresses[0]?.City).toBe("Leeds");
  });

  it("filters by building number", async () => {
    const all = await findAddresses(handle.db, { postcode: "LS1 4AP", buildingnumber: null }, places);
    const first = all.body.Result.PostcodeAddresses[0]!;
    const number = first.Street1.split(" ")[0]!;
    const one = await findAddresses(handle.db, { postcode: "LS1 4AP", buildingnumber: number }, places);
    expect(one.body.Result.PostcodeAddresses).toContainEqual(first);
    expect(one.body.Result.PostcodeAddresses.length).toBeLessThan(all.body.Result.PostcodeAddresses.length);
  });

  it("gives the messages of the spec", async () => {
    const empty = { Result: { PostcodeAddresses: [] } };
    expect(await findAddresses(handle.db, { postcode: null, buildingnumber: null }, places)).toEqual({
      status: 400,
      body: { ...empty, Message: ADDRESS_MESSAGES.required },
    });
    expect(await findAddresses(handle.db, { postcode: "12345", buildingnumber: null }, places)).toEqual({
      status: 400,
      body: { ...empty, Message: ADDRESS_MESSAGES.badFormat },
    });
    expect(await findAddresses(handle.db, { postcode: "ZZ99 9ZZ", buildingnumber: null }, places)).toEqual({
      status: 200,
      body: { ...empty, Message: ADDRESS_MESSAGES.noResults },
    });
    expect(await findAddresses(handle.db, { postcode: "LS1 4AP", buildingnumber: "9999" }, places)).toEqual({
      status: 200,
      body: { ...empty, Message: ADDRESS_MESSAGES.noResults },
    });
  });
});
