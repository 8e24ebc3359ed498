import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, DirectoryLockedError } from "./directory-lock.server.ts";
import { bootId, processStartTicks } from "./process-identity.server.ts";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A live process that is not ours to worry about: its pid is what a stale lock may name. */
async function live(program: "node" | "sleep"): Promise<number> {
  const child =
    program === "node"
      ? spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" })
      : spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve, reject) => child.once("spawn", resolve).once("error", reject));
  return child.pid!;
}

function lockDir(content?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "lock-"));
  if (content !== undefined) writeFileSync(join(dir, "gazette.lock"), content);
  return dir;
}

const holder = (pid: number, startTicks: string | null, boot: string | null = bootId()) =>
  JSON.stringify({ pid, startTicks, bootId: boot });

function expectTakenOver(dir: string, options?: { procRoot?: string }) {
  const release = acquireDirectoryLock(dir, options);
  expect(JSON.parse(readFileSync(join(dir, "gazette.lock"), "utf8")).pid).toBe(process.pid);
  release();
  expect(existsSync(join(dir, "gazette.lock"))).toBe(false);
}

describe("the PGlite directory lock", () => {
  it("lets one holder in and refuses a second while it is held", () => {
    const dir = lockDir();
    const release = acquireDirectoryLock(dir);
    const written = JSON.parse(readFileSync(join(dir, "gazette.lock"), "utf8"));
    expect(written).toEqual({
      pid: process.pid,
      startTicks: processStartTicks(process.pid),
      bootId: bootId(),
    });
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    release();
    expect(existsSync(join(dir, "gazette.lock"))).toBe(false);
    acquireDirectoryLock(dir)();
  });

  it("refuses, with the clear message, while the live process that wrote it holds it", async () => {
    const pid = await live("node");
    const dir = lockDir(holder(pid, processStartTicks(pid)));
    expect(() => acquireDirectoryLock(dir)).toThrow(
      `The database directory ${dir} is in use by process ${pid}. PGlite allows one process at a time`,
    );
  });

  it("takes over a lock whose pid now belongs to a process that started at another time", async () => {
    const pid = await live("node");
    const dir = lockDir(holder(pid, String(Number(processStartTicks(pid)) + 1)));
    expectTakenOver(dir);
  });

  it("takes over a lock naming its own pid from an earlier life of the container", () => {
    const dir = lockDir(holder(process.pid, String(Number(processStartTicks(process.pid)) - 1)));
    expectTakenOver(dir);
  });

  it("takes over a lock written before the machine rebooted", async () => {
    const pid = await live("node");
    const dir = lockDir(holder(pid, processStartTicks(pid), "00000000-0000-0000-0000-000000000000"));
    expectTakenOver(dir);
  });

  it("takes over a lock left by a process that has died", () => {
    expectTakenOver(lockDir(holder(2147483646, "1")));
    expectTakenOver(lockDir("2147483646"));
  });

  it("takes over an empty lock file (its writer died while writing it)", () => {
    expectTakenOver(lockDir(""));
  });

  describe("an old lock file holding only a pid", () => {
    it("is taken over when that pid is a live process other than node", async () => {
      expectTakenOver(lockDir(String(await live("sleep"))));
    });

    it("is taken over when that node process started after the lock was written", async () => {
      const pid = await live("node");
      const dir = lockDir(String(pid));
      const anHourAgo = new Date(Date.now() - 3600_000);
      utimesSync(join(dir, "gazette.lock"), anHourAgo, anHourAgo);
      expectTakenOver(dir);
    });

    it("still refuses while a node process that was running when it was written is alive", async () => {
      const pid = await live("node");
      const dir = lockDir(String(pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    });
  });

  describe("without /proc", () => {
    const noProc = { procRoot: join(tmpdir(), "no-proc-here") };

    it("refuses while the pid is alive, since nothing else can be checked", async () => {
      const pid = await live("sleep");
      expect(() => acquireDirectoryLock(lockDir(holder(pid, "1")), noProc)).toThrow(DirectoryLockedError);
      expect(() => acquireDirectoryLock(lockDir(String(pid)), noProc)).toThrow(DirectoryLockedError);
    });

    it("takes over once the pid is gone", () => {
      expectTakenOver(lockDir("2147483646"), noProc);
    });
  });
});
