/**
 * An app server of our own, started as a child process on the production build, for journeys about the
 * process itself (interrupted starts, signals) rather than pages. Waits on its log lines, never on time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export interface AppProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once its output matches, rejects if it exits first or the time runs out. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nobody listens on, so that parallel runs (and other worktrees' suites) never collide. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export function startApp(env: Record<string, string>, port: number): AppProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const listener of listeners) listener();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      for (const listener of listeners) listener();
      resolve({ code, signal });
    }),
  );
  return {
    child,
    port,
    output: () => text,
    exited,
    waitForLog(pattern, timeoutMs = 120_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) finish(() => resolve());
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(() => reject(new Error(`the app exited before logging ${pattern}:\n${text}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/** Stops a server the test started, whatever state it is in. */
export async function stopApp(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  const stopped = await Promise.race([app.exited, new Promise((r) => setTimeout(() => r(null), 30_000))]);
  if (!stopped) {
    app.child.kill("SIGKILL");
    await app.exited;
  }
}
