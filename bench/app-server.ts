/**
 * A production app server started by a benchmark: `npm run build` first. No demo geography import (it
 * would compete with what is measured); `env` adds to or overrides the rest.
 */
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";

export function startAppServer(
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = ["ignore", "inherit", "inherit"],
): ChildProcess {
  return spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), GEO_FULL_IMPORT: "off", ...env },
    stdio,
  });
}
