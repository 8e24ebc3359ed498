import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "./client.server.ts";
import { createTestDatabase } from "./test-database.server.ts";
import { inTransaction } from "./transaction.server.ts";

describe("inTransaction", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.execute(sql`create table tx_probe (name text primary key)`);
  });
  afterAll(() => handle.close());

  const insert = (db: Database, name: string) =>
    db.execute(sql`insert into tx_probe (name) values (${name})`);
  const names = async () =>
    (await handle.db.execute<{ name: string }>(sql`select name from tx_probe order by name`)).rows.map(
      (r) => r.name,
    );

  it("keeps what the work wrote when it returns, and returns its result", async () => {
    const result = await inTransaction(handle.db, async (tx) => {
      await insert(tx, "kept");
      return "done";
    });
    expect(result).toBe("done");
    expect(await names()).toEqual(["kept"]);
  });

  it("undoes the work on rollback and returns the result given to rollback", async () => {
    const result = await inTransaction<string | null>(handle.db, async (tx, rollback) => {
      await insert(tx, "undone");
      return rollback(null);
    });
    expect(result).toBeNull();
    expect(await names()).toEqual(["kept"]);
  });

  it("undoes the work when it throws, and the error goes on", async () => {
    await expect(
      inTransaction(handle.db, async (tx) => {
        await insert(tx, "failed");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await names()).toEqual(["kept"]);
  });
});
