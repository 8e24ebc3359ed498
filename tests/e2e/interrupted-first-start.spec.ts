import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppProcess, freePort, startApp, stopApp } from "./app-process.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoStackTrace } from "./gazette.ts";

/**
 * A first start interrupted during its demo load (the process killed, or Ctrl-C) must not leave a
 * database that never starts again: the next start redoes the load, says so, and serves the full data.
 * No browser: these drive app server processes of their own, each with a fresh PGlite directory.
 */

const SEED_NOTICES = 300;
const loadBegan = new RegExp(`First start: loading ${SEED_NOTICES} demo notices`);

test.describe("an interrupted first start", () => {
  test.setTimeout(240_000);
  const started: AppProcess[] = [];
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "gazette-restart-"));
  });
  test.afterEach(async () => {
    for (const app of started.splice(0)) await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const app = startApp(
      { DATA_DIR: dataDir, SEED_NOTICES: String(SEED_NOTICES), SEED: "1665", GEO_FULL_IMPORT: "off" },
      await freePort(),
    );
    started.push(app);
    return app;
  };

  /** The start after the interruption: it loads the demo data again, says so, and serves all of it. */
  async function expectRecovers() {
    const app = await start();
    await app.waitForLog(/Gazette listening on/);
    expect(app.output()).toMatch(loadBegan);
    expect(app.output()).toMatch(/Demo data ready in/);
    const base = `http://127.0.0.1:${app.port}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
    const data = (await (await fetch(`${base}/all-notices/notice/data.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(data["f:total"]).toBe(SEED_NOTICES);
    expect(data["f:total-approximate"]).toBe(false);
    // Stopped as a service manager stops it: it finishes, says so, and exits cleanly.
    app.child.kill("SIGTERM");
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(app.output()).toMatch(/SIGTERM received: finishing requests in flight\n(.*\n)*Gazette stopped\n/);
  }

  test("killed (SIGKILL) during the demo load, the next start loads it again and serves", async () => {
    const first = await start();
    await first.waitForLog(loadBegan);
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    expect(first.output(), "killed before the load finished").not.toMatch(/Demo data ready/);
    await expectRecovers();
  });

  test("stopped with Ctrl-C (SIGINT) during the demo load, it exits at once and the next start recovers", async () => {
    const first = await start();
    await first.waitForLog(loadBegan);
    first.child.kill("SIGINT");
    const exit = await Promise.race([
      first.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ]);
    expect(exit, "exits within seconds of Ctrl-C").toEqual({ code: 130, signal: null });
    expect(first.output()).toMatch(/SIGINT received while starting: stopping/);
    expect(first.output()).not.toMatch(/Demo data ready/);
    expectNoStackTrace(first.output());
    expect(existsSync(join(dataDir, "gazette.lock")), "the directory lock is released").toBe(false);
    await expectRecovers();
  });

  test("a Ctrl-C at any moment of the start is never lost: it stops the start, or the server once it runs", async () => {
    // The moments around the end of the load, where start-up hands the signal from one job to the next.
    for (const moment of [
      /issues: \d+ in the London archive index/,
      /Demo data ready in/,
      /Gazette listening on/,
    ]) {
      rmSync(dataDir, { recursive: true, force: true });
      const app = await start();
      await app.waitForLog(moment);
      app.child.kill("SIGINT");
      const exit = await Promise.race([
        app.exited,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
      ]);
      expect(exit, `stopped by a Ctrl-C after ${moment}`).not.toBeNull();
      expect([0, 130], `exit code after ${moment}`).toContain(exit?.code);
      expect(app.output()).toMatch(/SIGINT received/);
      expectNoStackTrace(app.output());
    }
  });
});
