/** Reading the development outbox (DATA_DIR/outbox), newest first. */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OutboxSummary } from "./mailer.server.ts";

export async function listOutbox(dir: string, filter: { to?: string } = {}): Promise<OutboxSummary[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  names.sort().reverse();
  const messages: OutboxSummary[] = [];
  for (const name of names.slice(0, 500)) {
    try {
      const summary = JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxSummary;
      if (filter.to && summary.to.toLowerCase() !== filter.to.toLowerCase()) continue;
      messages.push(summary);
    } catch {
      // A file being written or damaged: skip it.
    }
  }
  return messages;
}

export async function readOutboxMessage(
  dir: string,
  id: string,
): Promise<{ summary: OutboxSummary; eml: string } | null> {
  if (!/^[A-Za-z0-9-]+$/.test(id)) return null;
  try {
    const summary = JSON.parse(await readFile(join(dir, `${id}.json`), "utf8")) as OutboxSummary;
    const eml = await readFile(join(dir, `${id}.eml`), "utf8");
    return { summary, eml };
  } catch {
    return null;
  }
}
