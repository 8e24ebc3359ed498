import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { importLocalAuthorities } from "./geo-import.server.ts";
import { upsertLocalAuthorities } from "./geo-repository.server.ts";
import { localAuthorityTerm, searchLocalAuthorities } from "./local-authority-search.server.ts";

const sharedGeo = join(import.meta.dirname, "../../../../shared/data/geo");

describe("local authority search", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    if (existsSync(sharedGeo)) await importLocalAuthorities(handle.db, sharedGeo);
    // Names with the characters LIKE treats specially, which a term must match literally.
    await upsertLocalAuthorities(handle.db, [
      { code: "E99999901", name: "Percent% Test", nameWelsh: null, latitude: null, longitude: null },
      { code: "E99999902", name: "Under_score Test", nameWelsh: null, latitude: null, longitude: null },
    ]);
  });
  afterAll(() => handle.close());

  it("asks nothing for a term shorter than 3 characters", async () => {
    expect(await searchLocalAuthorities(handle.db, "")).toEqual([]);
    expect(await searchLocalAuthorities(handle.db, null)).toEqual([]);
    expect(await searchLocalAuthorities(handle.db, "le")).toEqual([]);
    expect(await searchLocalAuthorities(handle.db, " - le ")).toEqual([]);
    expect(localAuthorityTerm("  Stockton-on ")).toBe("Stockton on");
  });

  it("reads LIKE's special characters literally", async () => {
    expect(await searchLocalAuthorities(handle.db, "percent%")).toEqual([
      { code: "E99999901", name: "Percent% Test" },
    ]);
    expect(await searchLocalAuthorities(handle.db, "%%%")).toEqual([]);
    expect(await searchLocalAuthorities(handle.db, "___")).toEqual([]);
    expect(await searchLocalAuthorities(handle.db, "under_")).toEqual([
      { code: "E99999902", name: "Under_score Test" },
    ]);
  });

  describe.runIf(existsSync(sharedGeo))("with the ONS local authorities", () => {
    it("finds Leeds first for 'leed', whatever the case", async () => {
      const found = await searchLocalAuthorities(handle.db, "leed");
      expect(found[0]).toEqual({ code: "E08000035", name: "Leeds" });
      expect((await searchLocalAuthorities(handle.db, "LEEDS"))[0]?.name).toBe("Leeds");
    });

    it("matches the start of any word, names starting with the term first", async () => {
      const hull = await searchLocalAuthorities(handle.db, "hull");
      expect(hull.map((a) => a.name)).toContain("Kingston upon Hull, City of");
      expect((await searchLocalAuthorities(handle.db, "stockton on")).map((a) => a.name)).toEqual([
        "Stockton-on-Tees",
      ]);
      // "eds" is inside "Leeds" but starts no word.
      expect((await searchLocalAuthorities(handle.db, "eds")).map((a) => a.name)).not.toContain("Leeds");
      const north = await searchLocalAuthorities(handle.db, "north");
      const firstOther = north.findIndex((a) => !/^north/i.test(a.name));
      const lastPrefix = north.map((a) => /^north/i.test(a.name)).lastIndexOf(true);
      expect(firstOther === -1 || firstOther > lastPrefix).toBe(true);
    });

    it("finds by the Welsh name too, answering with the English one", async () => {
      const found = await searchLocalAuthorities(handle.db, "caerdydd");
      expect(found.map((a) => a.name)).toEqual(["Cardiff"]);
    });

    it("returns at most 15", async () => {
      const many = await searchLocalAuthorities(handle.db, "and");
      expect(many).toHaveLength(15);
    });
  });
});
