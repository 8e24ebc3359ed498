/**
 * Test-only: a separate process that processes one bundle and says "processed {position}" after each
 * notice is committed, so that the kill -9 test (bundle-processing.db.test.ts) can kill it mid-way.
 * Run as `node process-bundle-child.test-helper.ts '<database target as JSON>' <bundle id>`.
 */
import { type DatabaseTarget, openDatabase } from "../../db/client.server.ts";
import { processBundle } from "./bundle-processing.server.ts";

const [targetJson, bundleId] = process.argv.slice(2);
const handle = await openDatabase(JSON.parse(targetJson!) as DatabaseTarget);
await processBundle(handle.db, Number(bundleId), {
  onProcessed: (position) => process.stdout.write(`processed ${position}\n`),
});
process.stdout.write("done\n");
await handle.close();
