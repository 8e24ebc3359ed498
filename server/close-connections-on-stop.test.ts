import { Agent, createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeConnectionsOnStop } from "./close-connections-on-stop.ts";

describe("closing kept-alive connections when the server stops", () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterEach(() => agent.destroy());

  /** A server whose answers wait until the test lets them go, so a request is surely in flight. */
  async function serverWithGate() {
    let open: () => void = () => {};
    let gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const server = createServer(async (_req, res) => {
      await gate;
      res.end("ok");
    });
    const beginStop = closeConnectionsOnStop(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const ask = () =>
      new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
        get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ body, connection: res.headers.connection }));
        }).on("error", reject);
      });
    return {
      server,
      beginStop,
      ask,
      release: () => {
        open();
        gate = Promise.resolve();
      },
    };
  }

  /** Whether the server finished closing within `ms` (every connection ended). */
  const closesWithin = (server: ReturnType<typeof createServer>, ms: number) =>
    Promise.race([
      new Promise<boolean>((resolve) => server.close(() => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);

  it("answers a request in flight, tells its client to close, and the server closes", async () => {
    const { server, beginStop, ask, release } = await serverWithGate();
    const answer = ask();
    await new Promise((resolve) => server.once("request", resolve));
    // The stop begins while the server is still answering.
    beginStop();
    const closed = closesWithin(server, 2_000);
    server.closeIdleConnections();
    release();
    expect(await answer).toEqual({ body: "ok", connection: "close" });
    expect(await closed).toBe(true);
  });

  it("leaves connections kept alive while the server is not stopping", async () => {
    const { server, ask, release } = await serverWithGate();
    release();
    expect((await ask()).connection).toBe("keep-alive");
    expect((await ask()).connection).toBe("keep-alive");
    server.closeAllConnections();
    server.close();
  });
});
