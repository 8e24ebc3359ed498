/**
 * What identifies a process beyond its pid, which the kernel reuses: after a container restart a new,
 * unrelated process (often this very app) gets the pid a lock file names. Linux-only facts from /proc;
 * every reader returns null where /proc is missing, and callers fall back to the pid alone.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";

/** Linux reports process start times in clock ticks; USER_HZ is 100 on every Linux ABI. */
const TICKS_PER_SECOND = 100;

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** This boot of the machine: a lock written before a reboot names a process that no longer exists. */
export function bootId(procRoot = "/proc"): string | null {
  return read(join(procRoot, "sys/kernel/random/boot_id"))?.trim() || null;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in ticks since boot. */
export function processStartTicks(pid: number, procRoot = "/proc"): string | null {
  const stat = read(join(procRoot, String(pid), "stat"));
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[22 - 3] ?? null;
}

/** When the process started, in ms since the epoch. */
export function processStartedAt(pid: number, procRoot = "/proc"): number | null {
  const ticks = processStartTicks(pid, procRoot);
  const btime = read(join(procRoot, "stat"))?.match(/^btime (\d+)$/m)?.[1];
  if (ticks === null || !btime) return null;
  return (Number(btime) + Number(ticks) / TICKS_PER_SECOND) * 1000;
}

/** The program the process runs (argv[0] without its folder), e.g. "node". */
export function processProgram(pid: number, procRoot = "/proc"): string | null {
  const cmdline = read(join(procRoot, String(pid), "cmdline"));
  if (!cmdline) return null;
  return basename(cmdline.split("\0")[0] ?? "") || null;
}
