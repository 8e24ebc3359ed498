import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { importLocalAuthorities, importPostcodes, samplePostcodes } from "./geo-import.server.ts";
import { countPostcodes, findPostcode } from "./geo-repository.server.ts";

const sharedGeo = join(import.meta.dirname, "../../../../shared/data/geo");

describe("geography import", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it.runIf(existsSync(sharedGeo))("imports the local authorities and an area of real postcodes", async () => {
    expect(await importLocalAuthorities(handle.db, sharedGeo)).toBeGreaterThan(300);
    const result = await importPostcodes(handle.db, sharedGeo, { areas: ["EH"] });
    expect(result.files).toBe(1);
    expect(result.postcodes).toBeGreaterThan(10000);
    const pc = await findPostcode(handle.db, "EH1 1YZ");
    expect(pc?.latitude).toBeCloseTo(55.95, 1);
    expect(pc?.localAuthorityCode).toMatch(/^S12/);
  });

  it("reads the NSPL columns, with the local authority they give", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nspl-"));
    writeFileSync(
      join(dir, "nspl.csv"),
      'pcd,pcds,lat,long,laua\n"ZZ991AA","ZZ99 1AA",51.5,-0.1,E09000033\nZZ991AB,ZZ99 1AB,99.999999,0.000000,\n',
    );
    const before = await countPostcodes(handle.db);
    const result = await importPostcodes(handle.db, dir);
    expect(result.postcodes).toBe(2);
    expect(await countPostcodes(handle.db)).toBe(before + 2);
    expect(await findPostcode(handle.db, "ZZ99 1AA")).toMatchObject({
      latitude: 51.5,
      localAuthorityCode: "E09000033",
    });
    expect(await findPostcode(handle.db, "ZZ99 1AB")).toMatchObject({ latitude: null });
  });

  it("stops between steps when asked (a shutdown), having written nothing it cannot redo", async () => {
    const dir = mkdtempSync(join(tmpdir(), "nspl-stop-"));
    writeFileSync(join(dir, "nspl.csv"), "pcd,pcds,lat,long,laua\nZZ981AA,ZZ98 1AA,51.5,-0.1,E09000033\n");
    const stop = new AbortController();
    stop.abort();
    await expect(importPostcodes(handle.db, dir, { signal: stop.signal })).rejects.toThrow(/abort/i);
    expect(await findPostcode(handle.db, "ZZ98 1AA")).toBeNull();
    // Run again (the job's next attempt): everything arrives.
    expect((await importPostcodes(handle.db, dir)).postcodes).toBe(1);
    expect(await findPostcode(handle.db, "ZZ98 1AA")).toMatchObject({ localAuthorityCode: "E09000033" });
  });

  it.runIf(existsSync(sharedGeo))("samples located postcodes deterministically", async () => {
    const a = await samplePostcodes(sharedGeo, 5000);
    const b = await samplePostcodes(sharedGeo, 5000);
    expect(a.length).toBeGreaterThan(300);
    expect(a).toEqual(b);
    expect(a.every((p) => p.latitude !== null)).toBe(true);
  });
});
