import { randomBytes, randomUUID } from "node:crypto";
import { join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { installHumanValidationMessages } from "../core/validation-messages";
import { createOutboxTransport, createSmtpTransport, type MailTransport } from "./adapters/mail/mail-transport";
import { enqueueMail } from "./adapters/mail/outbox";
import { createPayments, type PaymentsAdapter } from "./adapters/payments";
import { createDiskStorage } from "./adapters/storage/disk-storage";
import type { FileStorage } from "./adapters/storage/storage";
import { withApiKeys } from "./auth/api-key-actor";
import { type Auth, createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createActorResolver } from "./auth/session-actor";
import { createSessionReader } from "./auth/session-read";
import { clockMovable } from "./clock";
import { ViewCounter } from "./commands/view-counter";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { createReadRouting, type ReadRouting, registerReadYourWrites } from "./db/read-routing";
import { asPoolRequest } from "./db/request-priority";
import { registerApiDocs } from "./http/api-docs";
import { answerFrameworkError, registerErrorHandling } from "./http/error-handler";
import { type RegisteredRoute, registerGuard } from "./http/guard";
import { registerIdempotency } from "./http/idempotency";
import { ISLAND_LOADER_CSP_SOURCE } from "./http/island-loader";
import { registerJsonParser } from "./http/json-parser";
import { LOGGER_SAFETY } from "./http/log-safety";
import { registerOriginCheck } from "./http/origin-check";
import { safeValidatorCompiler } from "./http/safe-validator";
import { registerSecurityHeaders } from "./http/security-headers";
import { type AppRenderer, loadAppRenderer } from "./http/server-render";
import { registerSpa } from "./http/spa";
import { Throttle } from "./http/throttle";
import { createThrottleStore, rateLimitStoreOver } from "./http/throttle-store";
import { answerBusy, LINE_MAX_WAIT_MS, pacedServerFactory } from "./http/turn-pacer";
import { VisitorCache } from "./http/visitor-cache";
import { registerVisitorCache, registerVisitorCacheVariants } from "./http/visitor-cache-hooks";
import type { JobDefinition } from "./jobs/job-definition";
import { createJobRunner, type JobRunner } from "./jobs/job-runner";
import { JOB_DEFINITIONS } from "./jobs/registry";
import { registerWakeAfterCommit } from "./jobs/wake-after-commit";
import { createNotificationHub, type NotificationHub } from "./realtime/notification-hub";
import { registerApiRoutes } from "./routes";
import { credentialPublicRoutes } from "./routes/credentials/credentials.routes";
import { devClockPageRoutes } from "./routes/dev/dev-clock-page.routes";
import { devMailPageRoutes } from "./routes/dev/dev-mail.routes";

export interface AppContext {
  config: Config;
  database: Database;
  /** Shorthand for `database.db`. */
  db: Db;
  auth: Auth;
  /** Signs sessions (the auth library) and our own tokens (device cookies). */
  authSecret: string;
  /** Queues and runs everything that happens later (mail delivery, scheduled sweeps). */
  jobs: JobRunner;
  mailTransport: MailTransport;
  throttle: Throttle;
  /** Read-only queries: the replica (DATABASE_READ_URL) when healthy and the caller has not just written (D201). */
  reads: ReadRouting;
  /** Uploaded files (résumés, photos, evidence, documents): on disk under DATA_DIR/files; S3 can replace it. */
  storage: FileStorage;
  /** The secret that opens the developer pages; printed on the console at start (http/dev-access.ts). */
  devToolsToken: string;
  startedAt: number;
  /** Stripe or the local test-mode provider (adapters/payments). */
  payments: PaymentsAdapter;
  /** Live notification streams of this instance and the database LISTEN that feeds them (realtime/, D121). */
  notificationHub: NotificationHub;
  /** Visitor profile views, batched and flushed every second and on close (commands/view-counter.ts, D192). */
  views: ViewCounter;
  /** Visitors' reads kept a few seconds (D275); disabled when `visitorCacheSeconds` is 0. */
  visitorCache: VisitorCache;
  /** Every API route with its policy action, filled as routes register (used by the policy matrix test). */
  routes: RegisteredRoute[];
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  database: Database;
  /** Pino logger settings; tests pass `false`. */
  logger?: boolean | Record<string, unknown>;
  /** Replaces the mail transport chosen from config (tests pass an SMTP transport to a local server, or a failing one). */
  mailTransport?: MailTransport;
  /** The throttles' clock (bench/brute-force.ts simulates a day of guessing with it). */
  throttleClock?: () => number;
  /** Replaces the payments adapter chosen from config (tests). */
  payments?: PaymentsAdapter;
  /** Job workers and schedules run in the background (default). Tests turn this off and call `jobs.drain()`. */
  backgroundJobs?: boolean;
  /** Replaces the registered job definitions (tests add their own kinds). */
  jobDefinitions?: JobDefinition[];
  /** Draws profiles and search for visitors (D240); default: the build's SSR bundle. Tests pass the source module. */
  appRenderer?: AppRenderer | null;
}

/** Builds the whole HTTP application. `main.ts` and the tests both call this. */
export async function buildApp(config: Config, options: BuildAppOptions): Promise<FastifyInstance> {
  // Before any request is parsed: rules without their own message answer in plain words, never zod's log-speak.
  installHumanValidationMessages();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
            // Errors without their values, addresses without query values (D308).
            ...LOGGER_SAFETY,
            // Readable logs for people at a terminal in development; JSON lines everywhere else.
            ...(config.env === "development" && process.stdout.isTTY
              ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }
              : {}),
            ...(typeof options.logger === "object" ? options.logger : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return config.trustProxy && typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    frameworkErrors: answerFrameworkError,
    // A few requests started per turn of the loop, so a busy loop still turns, and accepts connections, often (D414).
    serverFactory: pacedServerFactory(config.requestsPerTurn, {
      maxWaitMs: LINE_MAX_WAIT_MS,
      refuse: answerBusy,
    }),
    // Fastify's ajv is replaced by zod; keep the defaults out of the way.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First hook: every query the request makes from here on waits for a pooled connection as part of it (D271).
  app.addHook("onRequest", (_request, _reply, done) => asPoolRequest(done));
  const routes: RegisteredRoute[] = [];
  const db = options.database.db;
  const mailTransport =
    options.mailTransport ??
    (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxTransport());
  const authSecret = resolveAuthSecret(config);
  const jobs = createJobRunner({
    database: options.database,
    definitions: options.jobDefinitions ?? JOB_DEFINITIONS,
    mode: config.jobsMode,
    background: options.backgroundJobs ?? true,
    log: app.log,
    config,
    mailTransport,
  });
  await jobs.start();
  // Shared by every instance: Redis with REDIS_URL, else PostgreSQL; memory on PGlite (D200).
  const throttleStore = await createThrottleStore(config, options.database, app.log, options.throttleClock);
  const reads = await createReadRouting(config, options.database, app.log);
  const auth = createAuth({
    config,
    db,
    secret: authSecret,
    sendMail: async (mail) => {
      await enqueueMail(db, mail);
    },
  });
  app.decorate("ctx", {
    config,
    database: options.database,
    db,
    auth,
    authSecret,
    jobs,
    mailTransport,
    throttle: new Throttle(options.throttleClock, throttleStore.store),
    reads,
    devToolsToken: config.devToolsToken ?? randomBytes(24).toString("base64url"),
    storage: createDiskStorage(join(config.dataDir, "files")),
    startedAt: Date.now(),
    payments: options.payments ?? createPayments(config, db, authSecret),
    notificationHub: createNotificationHub(options.database, app.log),
    views: new ViewCounter(options.database, {
      onError: (error) => app.log.warn({ err: error }, "profile views not written yet; retried at the next flush"),
    }),
    visitorCache: new VisitorCache({ ttlMs: config.visitorCacheSeconds * 1000 }),
    routes,
  });
  // Before the server stops accepting: open event streams would otherwise hold `close()` (and a deploy) open.
  app.addHook("preClose", async () => {
    await app.ctx.notificationHub.close();
  });
  app.addHook("onClose", async () => {
    await app.ctx.views.close();
    await jobs.stop();
    await throttleStore.store.close();
    await reads.close();
    mailTransport.close();
  });
  registerWakeAfterCommit(app, jobs.wake);

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // Personal data is never kept by a browser or shared cache: every API answer to a signed-in person, and every
    // one that sets a cookie, is no-store unless the route said otherwise (issue 12, hole 8).
    if (
      request.url.startsWith("/api") &&
      !reply.hasHeader("cache-control") &&
      (request.actor?.kind === "user" ||
        request.deactivatedSession ||
        reply.hasHeader("set-cookie") ||
        request.refreshedCookies ||
        request.url.startsWith("/api/auth") ||
        request.url.startsWith("/api/v1/auth"))
    )
      reply.header("cache-control", "no-store");
    // Sliding session expiry: the auth library renewed the cookie while we read the session.
    if (request.refreshedCookies && !reply.hasHeader("set-cookie"))
      reply.header("set-cookie", request.refreshedCookies);
  });

  // After the hook above (which sets the session's refreshed cookie only when no other is set).
  registerReadYourWrites(app, reads, config.readYourWritesMs, config.publicUrl.startsWith("https:"));
  registerErrorHandling(app);
  registerJsonParser(app);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ISLAND_LOADER_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        // The profile's resume viewer frames the visibility-checked resume route (same origin, PDFs only).
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === "production" && config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith("https:"),
  });
  // Before compression: the cache keeps the serialised body and compression runs on every answer, kept or not.
  registerVisitorCache(app, app.ctx.visitorCache);
  await app.register(fastifyCompress, { threshold: 1024 });
  registerVisitorCacheVariants(app, app.ctx.visitorCache);
  await app.register(fastifyCookie);
  // Registered once; routes opt in with `config: { rateLimit: … }`. The counters are shared like the throttle's, in
  // the same store and behind the same circuit breaker (a Redis that is down answers 503, D313).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(throttleStore.store.kind !== "memory" ? { store: rateLimitStoreOver(throttleStore.store) } : {}),
  });
  registerOriginCheck(app, config.publicUrl);
  const readSession = await createSessionReader(auth, db);
  const resolveActor = createActorResolver(auth, db, readSession, (request) => reads.onPrimary(request));
  registerGuard(app, withApiKeys(resolveActor, db), routes);
  // After the guard (the key is scoped to the actor), before the routes: Idempotency-Key on creating POSTs (D309).
  registerIdempotency(app, db, app.log);

  // Before the routes: the description is built from each route as it registers.
  await registerApiDocs(app, config.publicUrl);
  await app.register(registerApiRoutes, { prefix: "/api" });
  // The credentials' public keys and status list at their stable addresses (issue 36).
  await app.register(credentialPublicRoutes);
  if (config.devTools) await app.register(devMailPageRoutes);
  if (clockMovable(config)) await app.register(devClockPageRoutes);
  await registerSpa(app, config.webDistDir, {
    renderer: options.appRenderer !== undefined ? options.appRenderer : await loadAppRenderer(config.webDistDir),
  });
  return app;
}
