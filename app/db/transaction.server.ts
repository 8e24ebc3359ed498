/**
 * Transactions for services. A service opens one with `db.transaction(async (tx) => …)` — a method of
 * `Database`, and `tx` is a `Database` too, so repositories take either — or, when it must undo its work
 * on purpose and still answer (an invitation removed meanwhile), with `inTransaction` and its `rollback`.
 * Either way no service needs drizzle itself.
 */
import type { Database } from "./client.server.ts";

/** Thrown by `rollback` to make drizzle undo the transaction; caught again by `inTransaction`. */
class RollbackSignal extends Error {
  constructor() {
    super("transaction rolled back");
  }
}

/**
 * Runs `work` in one transaction: committed when it returns, undone when it throws (the error goes on).
 * `rollback(result)` ends it early: nothing `work` wrote is kept, and inTransaction returns `result`.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database, rollback: (result: T) => never) => Promise<T>,
): Promise<T> {
  const ended: { by?: { result: T } } = {};
  const rollback = (result: T): never => {
    ended.by = { result };
    throw new RollbackSignal();
  };
  try {
    return await db.transaction((tx) => work(tx, rollback));
  } catch (error) {
    if (error instanceof RollbackSignal && ended.by) return ended.by.result;
    throw error;
  }
}
