import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database directory ${dir} is in use by process ${pid}. PGlite allows one process at a time: ` +
        "stop the other process, or use PostgreSQL (DATABASE_URL) to run several app servers.",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `dir/gazette.lock` holding our pid. A lock left by a process that has died is taken over.
 * Returns the release function.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const file = join(dir, "gazette.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
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
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DirectoryLockedError(dir, pid);
      }
      if (pid === process.pid) throw new DirectoryLockedError(dir, pid);
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
