import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { QueuedMail } from "../adapters/mail/outbox";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { allowedOrigins } from "../http/allowed-origins";
import { logAuthLibrary } from "../http/log-safety";
import { resetPasswordMail, verifyEmailMail } from "./auth-mail";

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  /** Queues a mail and wakes the delivery worker. */
  sendMail(mail: QueuedMail): Promise<void>;
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** A session used after this age is extended (sliding expiry), so active people never see an abrupt sign-out. */
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24;

/**
 * better-auth does passwords (scrypt), sessions, e-mail verification, password reset, TOTP and passkeys.
 * Sign-up, sign-in and sign-out go through our own routes (validation, audit, throttling); the rest of its
 * endpoints are reachable under /api/auth/* through an allow-list (see auth.routes.ts).
 */
export function createAuth({ config, db, secret, sendMail }: AuthDeps) {
  const publicUrl = new URL(config.publicUrl);
  return betterAuth({
    appName: "Standing",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    // The same list as the CSRF check (http/allowed-origins.ts, D52); passkeys stay bound to PUBLIC_URL's host.
    trustedOrigins: allowedOrigins(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => sendMail(resetPasswordMail(user.email, user.name, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Our sign-in route sends a fresh link itself, within the recovery-mail limits (D30).
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => sendMail(verifyEmailMail(user.email, user.name, url)),
    },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_REFRESH_AGE_SECONDS },
    // Our own per-IP and per-account throttle sits in front of the sensitive endpoints (http/auth-throttle.ts).
    rateLimit: { enabled: false },
    // Its lines go through the log's rule: no query parameters or values (D308).
    logger: { level: config.env === "test" ? "error" : "warn", log: logAuthLibrary },
    advanced: {
      useSecureCookies: publicUrl.protocol === "https:",
      cookiePrefix: "standing",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [], disableIpTracking: false },
    },
    plugins: [
      twoFactor({ issuer: "Standing" }),
      passkey({
        rpID: publicUrl.hostname,
        rpName: "Standing",
        origin: publicUrl.origin,
        // SPEC §9 defaults (cross-platform, user verification preferred), except the resident key: "preferred"
        // rather than none, because a non-discoverable passkey cannot start a sign-in (decisions D20).
        authenticatorSelection: {
          authenticatorAttachment: "cross-platform",
          userVerification: "preferred",
          residentKey: "preferred",
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
