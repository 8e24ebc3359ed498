import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import {
  bootId,
  isAlive,
  processProgram,
  processStartedAt,
  processStartTicks,
} from "./process-identity.server.ts";

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database directory ${dir} is in use by process ${pid}. PGlite allows one process at a time: ` +
        "stop the other process, or use PostgreSQL (DATABASE_URL) to run several app servers.",
    );
  }
}

/** What the lock file records: the pid, and what tells this process apart from a later one with its pid. */
interface LockHolder {
  pid: number;
  startTicks: string | null;
  bootId: string | null;
}

/** Leeway for comparing a start time (second-granular boot time) with the lock file's modification time. */
const CLOCK_LEEWAY_MS = 2000;

function parseHolder(text: string): LockHolder | number | null {
  if (/^\s*\d+\s*$/.test(text)) return Number(text);
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return { pid: value.pid as number, startTicks: value.startTicks ?? null, bootId: value.bootId ?? null };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder is still running. A lock is stale when the machine has rebooted since, when
 * its pid is gone, or when that pid now belongs to a process that started at another time.
 *
 * Old lock files hold only a pid. A live process with that pid is taken to be the holder only if it is a
 * node process that was already running when the lock was written: any other process (a reused pid after
 * a container restart) cannot have written it. Without /proc only the pid can be checked.
 */
function holderIsRunning(file: string, text: string, procRoot: string): { running: boolean; pid: number } {
  const holder = parseHolder(text);
  if (holder === null) return { running: false, pid: 0 }; // empty or torn: its writer died while writing
  if (typeof holder === "number") {
    const pid = holder;
    // We never write this format, so our own pid in it was written by an earlier life of this container.
    if (pid === process.pid || !isAlive(pid)) return { running: false, pid };
    const program = processProgram(pid, procRoot);
    const startedAt = processStartedAt(pid, procRoot);
    if (program === null || startedAt === null) return { running: true, pid };
    const writtenAt = statSync(file).mtimeMs;
    const running = /^node/.test(program) && startedAt <= writtenAt + CLOCK_LEEWAY_MS;
    return { running, pid };
  }
  const currentBoot = bootId(procRoot);
  if (holder.bootId && currentBoot && holder.bootId !== currentBoot)
    return { running: false, pid: holder.pid };
  if (!isAlive(holder.pid)) return { running: false, pid: holder.pid };
  const startTicks = processStartTicks(holder.pid, procRoot);
  if (holder.startTicks && startTicks && holder.startTicks !== startTicks)
    return { running: false, pid: holder.pid };
  return { running: true, pid: holder.pid };
}

/**
 * Takes `dir/gazette.lock`, recording this process (pid, start time, boot). A lock whose holder is no
 * longer running is taken over. Returns the release function.
 */
export function acquireDirectoryLock(dir: string, options: { procRoot?: string } = {}): () => void {
  const procRoot = options.procRoot ?? "/proc";
  const file = join(dir, "gazette.lock");
  const me: LockHolder = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid, procRoot),
    bootId: bootId(procRoot),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = holderIsRunning(file, readFileSync(file, "utf8"), procRoot);
      if (holder.running) throw new DirectoryLockedError(dir, holder.pid);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
