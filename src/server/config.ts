import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { parse as parseConnectionString } from "pg-connection-string";
import { z } from "zod";

/**
 * Every environment variable the server reads, typed, with its default.
 * The README's configuration table is written from this list: keep them in step.
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * PostgreSQL connections per machine when `DATABASE_POOL_MAX` is unset, shared by its HTTP processes (D286). A pooled
 * connection makes one round trip per turn of its process's event loop (the answer waits for the loop to come round),
 * so under load a pool of 10 was ten round trips per turn, fewer than the signed-in reads asked for, and those
 * requests queued: the mixed load's p99.
 */
export const POOL_CONNECTIONS_PER_MACHINE = 40;
const MIN_POOL_PER_PROCESS = 10;

/** Each of `webConcurrency` processes gets its share of the machine's connections, and never fewer than 10. */
export function defaultPoolMax(webConcurrency: number): number {
  return Math.max(MIN_POOL_PER_PROCESS, Math.ceil(POOL_CONNECTIONS_PER_MACHINE / webConcurrency));
}

/**
 * A quarter of the pool, never fewer than 2 (D291): the searches' share of a process's connections. The rest stays
 * for the cheap reads (profiles, dashboards, suggestions). It also sizes the searches' waiting room (D360, D427).
 */
export function searchShareOfPool(poolMax: number): number {
  return Math.max(2, Math.ceil(poolMax / 4));
}

/**
 * Whether the database runs on this machine, and so on the cores this process runs on: the embedded database (no URL)
 * or PostgreSQL on a loopback address or a Unix socket.
 */
export function databaseSharesHost(databaseUrl: string | undefined): boolean {
  if (!databaseUrl) return true;
  let host: string;
  try {
    // pg's own reading of the URL (its `?host=`, percent-encoded and `socket:` forms), so the host judged is the one
    // pg connects to.
    host = parseConnectionString(databaseUrl).host ?? "";
  } catch {
    return false;
  }
  return host === "" || host.startsWith("/") || host === "localhost" || /^127\./.test(host) || host === "::1";
}

/**
 * Searches each process runs against PostgreSQL at once when `SEARCH_CONCURRENCY` is unset: the pool's share (D291),
 * and no more than the process's part of the machine's cores when the database shares them (D427), never fewer than 2.
 * A search is CPU work in PostgreSQL; on shared cores more of them at once only take turns, and each then costs more
 * (a third more of PostgreSQL's CPU at ten than at two, measured on two cores).
 */
export function defaultSearchConcurrency(poolMax: number, sharesHost: boolean, coresPerProcess: number): number {
  const share = searchShareOfPool(poolMax);
  return sharesHost ? Math.min(share, Math.max(2, Math.ceil(coresPerProcess))) : share;
}

/** `REQUESTS_PER_TURN` unset (D414); 0 turns the pacer off. */
export const DEFAULT_REQUESTS_PER_TURN = 16;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_READ_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(500).optional(),
  REQUESTS_PER_TURN: z.coerce.number().int().min(0).max(1000).default(DEFAULT_REQUESTS_PER_TURN),
  VISITOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  READ_YOUR_WRITES_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  REDIS_URL: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_ON_START: bool.optional(),
  SEED_PROFESSIONALS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().default("./dist/web"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  CREDENTIAL_SIGNING_KEYS: z.string().optional(),
  REQUIRE_EMAIL_VERIFICATION: bool.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Standing <no-reply@standing.example>"),
  SUPPORT_EMAIL: z.email().default("support@standing.example"),
  DEV_TOOLS: bool.optional(),
  DEV_TOOLS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  SCRAPER_URL: z.union([z.literal(""), z.url()]).optional(),
  SCRAPER_API_KEY: z.string().optional(),
  SCRAPER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  JOBS_MODE: z.enum(["all", "web", "worker"]).default("all"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.union([z.literal(""), z.url()]).optional(),
  FLAGGING_PROVIDER: z.enum(["retext"]).default("retext"),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** A streaming replica for read-only queries (search, suggestions, public profiles, dashboards' reads); D201. */
  databaseReadUrl: string | undefined;
  /** How long a user's reads stay on the primary after they wrote (read-your-writes, D202). */
  readYourWritesMs: number;
  /**
   * How far behind the primary the replica may be, at most, and still answer reads (bounded staleness, D316). Measured
   * by WAL positions (the primary's against the replica's replay), so a replica cut off from its primary counts.
   */
  databaseReadMaxLagMs: number;
  /** Connections each process keeps to PostgreSQL (PostgreSQL's own `max_connections` bounds the sum). */
  databasePoolMax: number;
  /** HTTP processes `npm start` runs on the one port (node:cluster), PostgreSQL only (D278). */
  webConcurrency: number;
  /** Directory searches a process runs on the database at once; the others wait their turn (D291). */
  searchConcurrency: number;
  /** Requests a process starts per turn of its event loop; the others wait their turn; 0: no pacing (D414). */
  requestsPerTurn: number;
  /** How long a visitor's read (search, suggestions, profile header) may be answered from memory; 0: never (D275). */
  visitorCacheSeconds: number;
  /** Redis for state shared by every instance (throttles, rate limits); unset: PostgreSQL holds it (D200). */
  redisUrl: string | undefined;
  /** PGlite: where the daily backup and `npm run backup` write; default `<DATA_DIR>/backups` (D203). */
  backupDir: string;
  /** PGlite: daily backups older than this many days are deleted. */
  backupKeepDays: number;
  logLevel: string;
  seedOnStart: boolean;
  seedProfessionals: number;
  bodyLimitBytes: number;
  trustProxy: boolean;
  webDistDir: string;
  /** Signs session cookies and tokens. Required in production; development derives one per data directory. */
  authSecret: string | undefined;
  /**
   * Ed25519 keys of the signed Standing credentials (issue 36, D0347): a JWK set as JSON, the first key signs, the
   * others only verify (rotation). Required in production; elsewhere one is generated into the data directory.
   */
  credentialSigningKeys: string | undefined;
  requireEmailVerification: boolean;
  /** SMTP connection string (smtp://user:pass@host:port). Unset: mail stays in the outbox shown at /dev/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Developer pages such as /dev/mail. On by default outside production; opened only with `devToolsToken`. */
  devTools: boolean;
  /** The secret that opens the developer pages. Unset: a new random one at every start, printed on the console. */
  devToolsToken: string | undefined;
  /** Hosted profile-scraping service (profile import from a public profile address). Unset: the option is off. */
  scraperUrl: string | undefined;
  scraperApiKey: string | undefined;
  scraperTimeoutMs: number;
  /** `all`: HTTP and job workers; `web`: HTTP, jobs only queued; `worker`: job workers, no HTTP (`--worker`). */
  jobsMode: "all" | "web" | "worker";
  /** Stripe is used when both are set; otherwise the local test-mode provider (issue 17). */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Another Stripe API address (stripe-mock, a local fake in tests). */
  stripeApiBase: string | undefined;
  /** The biased-language and abuse check behind the flags queue (D171): `retext`, offline, the only one so far. */
  flaggingProvider: "retext";
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`invalid configuration: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.SEED_ON_START)
    throw new ConfigError(
      "invalid configuration: SEED_ON_START cannot be used in production (the demo accounts' passwords are published)",
    );
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET))
    throw new ConfigError(
      "invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together (set both for Stripe, neither for the local test-mode provider)",
    );
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      `WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process`,
    );
  if (e.JOBS_MODE !== "all" && !e.DATABASE_URL)
    throw new ConfigError(
      `JOBS_MODE=${e.JOBS_MODE} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, which must run both HTTP and jobs (JOBS_MODE=all)`,
    );
  const poolMax = e.DATABASE_POOL_MAX ?? defaultPoolMax(e.WEB_CONCURRENCY);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReadUrl: (e.DATABASE_URL && e.DATABASE_READ_URL) || undefined,
    readYourWritesMs: e.READ_YOUR_WRITES_MS,
    databaseReadMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    databasePoolMax: poolMax,
    webConcurrency: e.WEB_CONCURRENCY,
    searchConcurrency:
      e.SEARCH_CONCURRENCY ??
      defaultSearchConcurrency(
        poolMax,
        databaseSharesHost(e.DATABASE_URL || undefined),
        availableParallelism() / e.WEB_CONCURRENCY,
      ),
    requestsPerTurn: e.REQUESTS_PER_TURN,
    // Off in tests, which write rows directly and read them back at once; on everywhere else.
    visitorCacheSeconds: e.VISITOR_CACHE_SECONDS ?? (e.NODE_ENV === "test" ? 0 : 10),
    redisUrl: e.REDIS_URL || undefined,
    backupDir: resolve(e.BACKUP_DIR || join(resolve(e.DATA_DIR), "backups")),
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    logLevel: e.LOG_LEVEL,
    // Demo data carries the README's published passwords: never in production (D32).
    seedOnStart: e.SEED_ON_START ?? e.NODE_ENV !== "production",
    seedProfessionals: e.SEED_PROFESSIONALS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolve(e.WEB_DIST_DIR),
    authSecret: e.AUTH_SECRET,
    credentialSigningKeys: e.CREDENTIAL_SIGNING_KEYS || undefined,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    devTools: e.DEV_TOOLS ?? e.NODE_ENV !== "production",
    devToolsToken: e.DEV_TOOLS_TOKEN,
    scraperUrl: e.SCRAPER_URL || undefined,
    scraperApiKey: e.SCRAPER_API_KEY || undefined,
    scraperTimeoutMs: e.SCRAPER_TIMEOUT_MS,
    jobsMode: e.JOBS_MODE,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: e.STRIPE_API_BASE || undefined,
    flaggingProvider: e.FLAGGING_PROVIDER,
  };
}
