/** For tests of actions and helpers that read the request context: the services a server would set. */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { type AppServices, appContext, requestInfoContext } from "../context.ts";
import type { Database } from "../db/client.server.ts";
import { DocumentStore } from "../features/notice-documents/document-store.server.ts";
import { unavailablePaymentProvider } from "../features/payments/payment-config.server.ts";

export function testRouterContext(
  db: Database,
  ip: string,
  rateLimitFactor = 1,
  overrides: Partial<AppServices> = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    db,
    siteUrl: "https://gazette.example",
    mapTileUrl: null,
    secureCookies: true,
    testHooks: false,
    uiKit: false,
    outboxDir: null,
    documents: new DocumentStore(join(tmpdir(), "gazette-test-documents")),
    courtOrders: new DocumentStore(join(tmpdir(), "gazette-test-court-orders")),
    rateLimitFactor,
    payments: unavailablePaymentProvider(),
    paymentSimulator: null,
    seller: { name: "The Gazette", address: ["Norwich"], vatNumber: "GB 000 0000 00" },
    ...overrides,
  });
  context.set(requestInfoContext, { ip, fromThisMachine: false });
  return context;
}
