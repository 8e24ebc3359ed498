import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirectoryLock, DirectoryLockedError } from "./directory-lock.server.ts";

describe("the PGlite directory lock", () => {
  it("lets one holder in and refuses a second while it is held", () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    const release = acquireDirectoryLock(dir);
    expect(readFileSync(join(dir, "gazette.lock"), "utf8")).toBe(String(process.pid));
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    release();
    expect(existsSync(join(dir, "gazette.lock"))).toBe(false);
    acquireDirectoryLock(dir)();
  });

  it("refuses while another live process holds it", () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    writeFileSync(join(dir, "gazette.lock"), String(process.ppid));
    expect(() => acquireDirectoryLock(dir)).toThrow(/in use by process/);
  });

  it("takes over a lock left by a process that has died", () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-"));
    writeFileSync(join(dir, "gazette.lock"), "2147483646");
    const release = acquireDirectoryLock(dir);
    expect(readFileSync(join(dir, "gazette.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
