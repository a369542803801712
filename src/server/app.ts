import { randomUUID } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createOutboxTransport, createSmtpTransport, type MailTransport } from "./adapters/mail/mail-transport";
import { enqueueMail } from "./adapters/mail/outbox";
import { type Auth, createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createActorResolver } from "./auth/session-actor";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import { registerErrorHandling } from "./http/error-handler";
import { type RegisteredRoute, registerGuard } from "./http/guard";
import { ISLAND_LOADER_CSP_SOURCE } from "./http/island-loader";
import { registerOriginCheck } from "./http/origin-check";
import { safeValidatorCompiler } from "./http/safe-validator";
import { registerSpa } from "./http/spa";
import { Throttle } from "./http/throttle";
import { type MailWorker, startMailWorker } from "./jobs/mail-delivery";
import { registerApiRoutes } from "./routes";
import { devMailPageRoutes } from "./routes/dev/dev-mail.routes";

export interface AppContext {
  config: Config;
  database: Database;
  /** Shorthand for `database.db`. */
  db: Db;
  auth: Auth;
  mailWorker: MailWorker;
  mailTransport: MailTransport;
  throttle: Throttle;
  startedAt: number;
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
  /** Mail worker poll interval; tests use a long one and call `drain()`. */
  mailPollMs?: number;
}

/** Builds the whole HTTP application. `main.ts` and the tests both call this. */
export async function buildApp(config: Config, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
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
    // Fastify's ajv is replaced by zod; keep the defaults out of the way.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RegisteredRoute[] = [];
  const db = options.database.db;
  const mailTransport =
    options.mailTransport ??
    (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxTransport());
  const mailWorker = startMailWorker(db, mailTransport, app.log, options.mailPollMs);
  const auth = createAuth({
    config,
    db,
    secret: resolveAuthSecret(config),
    sendMail: async (mail) => {
      await enqueueMail(db, mail);
      mailWorker.poke();
    },
  });
  app.decorate("ctx", {
    config,
    database: options.database,
    db,
    auth,
    mailWorker,
    mailTransport,
    throttle: new Throttle(),
    startedAt: Date.now(),
    routes,
  });
  app.addHook("onClose", async () => {
    await mailWorker.stop();
  });

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // Sliding session expiry: the auth library renewed the cookie while we read the session.
    if (request.refreshedCookies && !reply.hasHeader("set-cookie"))
      reply.header("set-cookie", request.refreshedCookies);
  });

  registerErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ISLAND_LOADER_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === "production" && config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith("https:"),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  // Registered once; routes opt in with `config: { rateLimit: … }`.
  await app.register(fastifyRateLimit, { global: false });
  registerOriginCheck(app, [config.publicUrl]);
  registerGuard(app, createActorResolver(auth, db), routes);

  await app.register(registerApiRoutes, { prefix: "/api" });
  if (config.devTools) await app.register(devMailPageRoutes);
  await registerSpa(app, config.webDistDir);
  return app;
}
