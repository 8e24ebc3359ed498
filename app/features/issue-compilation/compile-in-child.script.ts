/**
 * For the crash test (compilation.db.test.ts) only: a separate process that opens the database named in
 * argv (a PGlite directory or a PostgreSQL address), starts compiling London's next issue and, halfway
 * through publishing its notices, says so on stdout and waits with the transaction open, to be killed.
 */
import { openDatabase } from "../../db/client.server.ts";
import { compileNextIssue } from "./compilation-service.server.ts";

const [target, now] = process.argv.slice(2);
if (!target || !now) throw new Error("usage: compile-in-child.script.ts <pglite dir | postgres url> <now>");
const handle = await openDatabase(
  target.startsWith("postgres")
    ? { kind: "postgres", url: target, poolSize: 1 }
    : { kind: "pglite", dataDir: target },
);
await compileNextIssue(handle.db, "london", {
  now: new Date(now),
  batchSize: 3,
  onPublished: async (done, of) => {
    if (done < Math.ceil(of / 2)) return;
    process.stdout.write(`halfway ${done} of ${of}\n`);
    // Never settles, and the timer keeps the process alive: the transaction stays open until it is killed.
    setInterval(() => {}, 60_000);
    await new Promise(() => {});
  },
});
