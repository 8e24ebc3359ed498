/** Request-scoped values that the server puts into React Router's context for loaders and actions. */
import { createContext } from "react-router";
import type { Database } from "./db/client.server.ts";
import type { DocumentStore } from "./features/notice-documents/document-store.server.ts";
import type { Seller } from "./features/orders/order-documents.ts";
import type { PaymentProvider } from "./features/payments/payment-provider.ts";

export interface AppServices {
  db: Database;
  siteUrl: string;
  mapTileUrl: string | null;
  /** Cookies get the Secure flag (the site is served over https). */
  secureCookies: boolean;
  /** Test-only calls are enabled (TEST_HOOKS=on). */
  testHooks: boolean;
  /** The UI kit gallery (/dev/ui-kit) is served: in development, or for the browser tests (TEST_HOOKS=on). */
  uiKit: boolean;
  /** The e-mail outbox page is available (no SMTP server configured: mail is written to DATA_DIR/outbox). */
  outboxDir: string | null;
  /** Notices' supporting documents, as files under DATA_DIR/documents (outside the web root). */
  documents: DocumentStore;
  /** Court orders of court injunctions, as files under DATA_DIR/court-orders (outside the web root). */
  courtOrders: DocumentStore;
  rateLimitFactor: number;
  /** Card payments: GOV.UK Pay, the built-in simulator, or "unavailable" (features/payments/payment-config). */
  payments: PaymentProvider;
  /** The payment simulator's routes are served, accepting this API key; null: they answer 404. */
  paymentSimulator: { apiKey: string; thisMachineOnly: boolean } | null;
  /** Who sells, as VAT invoices name them (SELLER_* settings). */
  seller: Seller;
}

/** Facts about this request the Express layer knows and React Router does not. */
export interface RequestInfo {
  /** The client's address (behind a trusted proxy, from X-Forwarded-For: see TRUST_PROXY). */
  ip: string;
  /** The request comes from the machine the app runs on (client-origin.ts). */
  fromThisMachine: boolean;
}

export const appContext = createContext<AppServices>();
/** The Content-Security-Policy nonce of this response, for inline scripts React Router emits. */
export const nonceContext = createContext<string>("");
export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", fromThisMachine: false });
