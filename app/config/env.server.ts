/**
 * The only reader of process.env. Parsed once at start-up; a bad value stops the process with a list of
 * what is wrong rather than failing later in a request.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.ts";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Where the embedded database (PGlite), generated files and the e-mail outbox live. */
  DATA_DIR: z.string().default("./data"),
  /** A PostgreSQL server; when set, PGlite is not used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * The same database reached directly, not through a transaction-mode pooler (PgBouncer): the start's
   * migrations hold a session advisory lock, which only a real session keeps. Unset: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** Connections per app server to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The public base URL, used in feeds, linked data and e-mails. */
  SITE_URL: z.string().url().optional(),
  /** Geography files (postcodes/, local-authorities-2024.csv) imported on first start when present. */
  GEO_DIR: z.string().optional(),
  /** Notices the first start seeds when the database is empty; 0 seeds none. */
  SEED_NOTICES: z.coerce.number().int().min(0).default(20000),
  /** Seed for the deterministic demo-data generator. */
  SEED: z.coerce.number().int().default(1665),
  /** Import every postcode file of GEO_DIR in the background after the first start. */
  GEO_FULL_IMPORT: z.enum(["on", "off"]).default("on"),
  /** Run the background job worker in this process. */
  JOBS_WORKER: z.enum(["on", "off"]).default("on"),
  /** Street-map tiles for the notices map, e.g. https://tiles.example.org/{z}/{x}/{y}.png; none by default. */
  MAP_TILE_URL: z.string().optional(),
  /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.org:465; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  /** The From address of every e-mail. */
  MAIL_FROM: z.string().default("The Gazette <noreply@gazette.localhost>"),
  /** Test-only calls under /__test (creating users for browser tests). Never set this in production. */
  TEST_HOOKS: z.enum(["on", "off"]).default("off"),
  /**
   * Demo accounts (one per role, see README) created on first start together with the demo notices. By
   * default only for a site on this machine (SITE_URL unset or a localhost address); either way they sign in
   * only from this machine, because their password is published (ADR 007).
   */
  DEMO_ACCOUNTS: z.enum(["on", "off"]).optional(),
  /** Proxies whose X-Forwarded-For is believed: off (default), a hop count, or addresses (trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The seller on VAT invoices: name, address (lines separated by "|") and VAT registration number. */
  SELLER_NAME: z.string().min(1).default("The Gazette"),
  SELLER_ADDRESS: z.string().min(1).default("PO Box 1665|Norwich|NR3 1GN"),
  SELLER_VAT_NUMBER: z.string().min(1).default("GB 000 0000 00 (set SELLER_VAT_NUMBER)"),
  /** GOV.UK Pay's API (https://publicapi.payments.service.gov.uk); with PAY_API_KEY, card payments go there. */
  PAY_API_URL: z.string().url().optional(),
  /** The GOV.UK Pay API key of the service (test or live). */
  PAY_API_KEY: z.string().min(1).optional(),
  /**
   * The built-in payment simulator (ADR 015): on by default except on a production server, where anyone
   * could "pay" through its card page without paying; `on` serves it there too, `off` nowhere.
   */
  PAYMENT_SIMULATOR: z.enum(["on", "off"]).optional(),
  /** The API key the simulator accepts (and the app uses to call it); a fixed development key otherwise. */
  PAYMENT_SIMULATOR_KEY: z.string().min(16).optional(),
  /**
   * Shared pages (ADR 026): pages their routes mark shareable (a notice) are rendered once for anonymous
   * visitors and reused for up to a minute with each visitor's own token. On by default except under the
   * development server, where a page must show the code just edited.
   */
  SHARED_PAGES: z.enum(["on", "off"]).optional(),
  /** Multiplies every rate limit (browser tests sign in hundreds of times from one address). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
});

export type Env = Omit<z.infer<typeof schema>, "DEMO_ACCOUNTS" | "SHARED_PAGES"> & {
  DEMO_ACCOUNTS: "on" | "off";
  SHARED_PAGES: "on" | "off";
  siteUrl: string;
  dataDir: string;
  geoDir: string | null;
};

/** Is this site address on this machine (a newcomer's `npm start`) rather than a public server? */
export function isLocalSiteUrl(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

let cached: Env | null = null;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const defaultGeo = resolve("../shared/data/geo");
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  cached = {
    ...env,
    DEMO_ACCOUNTS: env.DEMO_ACCOUNTS ?? (isLocalSiteUrl(siteUrl) ? "on" : "off"),
    SHARED_PAGES: env.SHARED_PAGES ?? (env.NODE_ENV === "development" ? "off" : "on"),
    dataDir: resolve(env.DATA_DIR),
    siteUrl,
    // A geography folder that is not there is no geography: the site runs, postcodes are simply unknown.
    geoDir: env.GEO_DIR
      ? existsSync(resolve(env.GEO_DIR))
        ? resolve(env.GEO_DIR)
        : null
      : existsSync(defaultGeo)
        ? defaultGeo
        : null,
  };
  return cached;
}
