import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH } from "../../../core/messages";
import { authErrorOf, copyAuthHeaders } from "../../auth/library-response";
import { accountHasSecondFactor, markSecondFactor } from "../../auth/second-factor";
import { toFetchHeaders } from "../../auth/session-actor";
import { AUTH_LOCKOUTS } from "../../http/auth-throttles";
import { AppError, notFound, unauthorized } from "../../http/errors";
import { recordAudit } from "../../kernel/audit";
import { loadAccount } from "../../queries/me";
import { authAudit } from "./auth-audit";

/**
 * The only endpoints of the auth library a browser can reach (decisions D30). Each is an exact Fastify route, and
 * the library is called with a path we build from the route, never from the raw URL: `new URL()` would turn `\`
 * into `/` and resolve `..`, so a raw path once reached the library's own sign-in and sign-up (issue 12, hole 1).
 * Sign-up, sign-in, sign-out, password reset, change password and the session list are our own routes.
 */
interface LibraryEndpoint {
  method: "GET" | "POST";
  /** Path under /api/auth. */
  path: string;
  /** Needs a live session of a non-deactivated account. */
  session?: "required" | "none-or-any";
  /** The library checks `body.password`: guesses are throttled per account and audited. */
  checksPassword?: boolean;
  /** Enrols a second factor (allowed to an administrator who has none yet). */
  enrols?: boolean;
  /** Reads the account's own factors: also allowed to an administrator who is enrolling. */
  readsFactors?: boolean;
  /** Checks a one-time code: guesses are throttled per pending sign-in and per address. */
  checksCode?: boolean;
  /** Without a session, a success creates one: deactivation, audit and second-factor marking apply. */
  completesSignIn?: "second_factor" | "email_link";
  /** Audited as a security change when it succeeds. */
  audit?: string;
}

const ENDPOINTS: LibraryEndpoint[] = [
  { method: "GET", path: "/verify-email", completesSignIn: "email_link" },
  { method: "GET", path: "/reset-password/:token" },
  { method: "POST", path: "/two-factor/enable", session: "required", checksPassword: true, enrols: true },
  { method: "POST", path: "/two-factor/disable", session: "required", checksPassword: true, audit: "totp_disabled" },
  {
    method: "POST",
    path: "/two-factor/generate-backup-codes",
    session: "required",
    checksPassword: true,
    audit: "backup_codes_regenerated",
  },
  { method: "POST", path: "/two-factor/verify-totp", checksCode: true, enrols: true, completesSignIn: "second_factor" },
  { method: "POST", path: "/two-factor/verify-backup-code", checksCode: true, completesSignIn: "second_factor" },
  { method: "GET", path: "/passkey/generate-register-options", session: "required", enrols: true },
  { method: "POST", path: "/passkey/verify-registration", session: "required", enrols: true, audit: "passkey_added" },
  { method: "GET", path: "/passkey/generate-authenticate-options" },
  { method: "POST", path: "/passkey/verify-authentication", completesSignIn: "second_factor" },
  { method: "GET", path: "/passkey/list-user-passkeys", session: "required", readsFactors: true },
  { method: "POST", path: "/passkey/delete-passkey", session: "required", audit: "passkey_removed" },
  { method: "POST", path: "/passkey/update-passkey", session: "required" },
];

/** The exact, canonical library path for this request: route params are checked, never copied raw. */
function canonicalPath(endpoint: LibraryEndpoint, request: FastifyRequest): string {
  if (endpoint.path !== "/reset-password/:token") return endpoint.path;
  const token = (request.params as { token?: unknown }).token;
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{8,256}$/.test(token)) throw notFound();
  return `/reset-password/${token}`;
}

export function libraryRequest(request: FastifyRequest, publicUrl: string, path: string): Request {
  const url = new URL(publicUrl);
  const target = `/api/auth${path}`;
  url.pathname = target;
  const q = request.url.indexOf("?");
  url.search = q >= 0 ? request.url.slice(q) : "";
  // Belt and braces: the URL the library routes on is exactly the one we chose.
  if (url.pathname !== target) throw notFound();
  const hasBody = request.method === "POST" && request.body !== undefined;
  const headers = toFetchHeaders(request);
  headers.delete("content-length");
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * The library's answer body with every `token` field removed (issue 33 §6): verify-totp, verify-backup-code and the
 * passkey sign-in answer with the new session's token, and no response of ours hands a session token to script
 * (docs/security.md) — it travels only in the HttpOnly cookie. Bodies that are not JSON pass unchanged.
 */
export async function withoutSessionTokens(res: Response): Promise<Buffer> {
  const raw = Buffer.from(await res.arrayBuffer());
  if (!/json/i.test(res.headers.get("content-type") ?? "")) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString("utf8"));
  } catch {
    return raw;
  }
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => k !== "token")
          .map(([k, v]) => [k, strip(v)]),
      );
    return value;
  };
  return Buffer.from(JSON.stringify(strip(parsed)));
}

const hash = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 32);

/** The cookie header the library answered with, for reading the session it just created. */
export function cookieHeaderFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function authLibraryRoutes(app: FastifyInstance) {
  const { auth, config, db, throttle } = app.ctx;

  const securityAudit = authAudit(db, "security");

  for (const endpoint of ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `/auth${endpoint.path}`,
      config: { policy: "auth:library" },
      handler: async (request, reply) => handle(endpoint, request, reply),
    });
  }

  async function handle(endpoint: LibraryEndpoint, request: FastifyRequest, reply: FastifyReply) {
    if (request.deactivatedSession) throw unauthorized(AUTH.accountDeactivated);
    const account = request.account ?? null;
    const actor = request.actor;
    if (endpoint.session === "required" && !account) throw unauthorized();
    const pendingAdmin = actor.kind === "user" && actor.secondFactorPending === true;
    if (pendingAdmin) {
      // An administrator without a proved second factor may only enrol a first one.
      if (!endpoint.enrols && !endpoint.readsFactors)
        throw new AppError(403, "second_factor_required", AUTH.secondFactorRequired);
      if (account && (await accountHasSecondFactor(db, account.id)))
        throw new AppError(403, "second_factor_required", AUTH.secondFactorSignIn);
    }

    // Every guess is counted before the library checks it (D312): a burst gets at most the budget's checks through.
    const passwordKey = endpoint.checksPassword && account ? `password:acct:${account.id}` : null;
    const codeKeys = endpoint.checksCode
      ? [
          `code:ip:${request.ip}`,
          `code:client:${hash(request.sessionId ?? request.cookies?.["standing.two_factor"] ?? request.cookies?.["__Secure-standing.two_factor"] ?? request.ip)}`,
        ]
      : [];
    const attempt = await throttle.reserve([
      ...(passwordKey ? [{ key: passwordKey, rule: AUTH_LOCKOUTS.passwordCheckPerAccount }] : []),
      ...(endpoint.checksCode
        ? [
            { key: codeKeys[0]!, rule: AUTH_LOCKOUTS.codePerIp },
            { key: codeKeys[1]!, rule: AUTH_LOCKOUTS.codePerSession },
          ]
        : []),
    ]);

    const path = canonicalPath(endpoint, request);
    const res = await attempt.check(() => auth.handler(libraryRequest(request, config.publicUrl, path)));

    if (passwordKey) {
      const err = res.ok ? null : await authErrorOf(res);
      if (err && /PASSWORD/i.test(err.code)) {
        await attempt.fail();
        await securityAudit(request, account!.id, { type: "password_check", success: false, endpoint: path });
      } else if (res.ok) await attempt.succeed();
      else await attempt.release();
    }
    if (endpoint.checksCode) {
      if (res.ok) await attempt.succeed();
      else if (res.status < 500) await attempt.fail();
      else await attempt.release();
    }
    await attempt.release();

    if (endpoint.completesSignIn && !account) {
      if ((await completeSignIn(endpoint, request, res)) === "redirect")
        return reply.redirect("/auth?error=ACCOUNT_DEACTIVATED");
    } else if (endpoint.enrols && account && request.sessionId && res.ok && endpoint.method === "POST") {
      // Enabling TOTP (its first verified code) or registering a passkey proves the factor in this session.
      const proves =
        endpoint.path === "/passkey/verify-registration" ||
        (endpoint.path === "/two-factor/verify-totp" && !account.twoFactorEnabled);
      if (proves) {
        // The library may rotate the session as it enables TOTP: mark the one the browser keeps.
        const rotated = cookieHeaderFrom(res).includes("session_token")
          ? await auth.api.getSession({ headers: new Headers({ cookie: cookieHeaderFrom(res) }) }).catch(() => null)
          : null;
        await markSecondFactor(db, rotated?.session.id ?? request.sessionId);
        await securityAudit(request, account.id, {
          type: endpoint.path === "/passkey/verify-registration" ? "passkey_added" : "totp_enabled",
          success: true,
        });
      }
    } else if (endpoint.audit && account && res.ok) {
      await securityAudit(request, account.id, { type: endpoint.audit, success: true });
    }

    copyAuthHeaders(res, reply);
    reply.header("cache-control", "no-store");
    reply.status(res.status);
    return reply.send(res.body ? await withoutSessionTokens(res) : null);
  }

  /**
   * A library endpoint that just created a session (second factor, passkey, e-mail link): audited like our own
   * sign-in, refused for a deactivated account (its new session is ended at once), and marked as having proved a
   * second factor where it did. Throws or answers "redirect" when refused.
   */
  async function completeSignIn(
    endpoint: LibraryEndpoint,
    request: FastifyRequest,
    res: Response,
  ): Promise<"redirect" | null> {
    const cookie = cookieHeaderFrom(res);
    const created =
      res.status < 400 && cookie
        ? await auth.api.getSession({ headers: new Headers({ cookie }) }).catch(() => null)
        : null;
    if (!created && endpoint.completesSignIn === "email_link") return null;
    const account = created ? await loadAccount(db, created.user.id) : null;
    const ok = Boolean(account && !account.deactivated);
    await recordAudit(db, request.log, request, {
      userId: account?.id ?? null,
      action: "login_attempt",
      tableName: "auth",
      newData: {
        type: "sign_in",
        method: endpoint.path.slice(1),
        success: ok,
        email: account?.email ?? null,
        ...(account?.deactivated ? { error: "deactivated" } : {}),
      },
    });
    if (created && !ok) {
      await auth.api.signOut({ headers: new Headers({ cookie }) }).catch(() => {});
      if (endpoint.completesSignIn === "email_link") return "redirect";
      throw new AppError(401, "unauthorized", account?.deactivated ? AUTH.accountDeactivated : AUTH.loginFailed);
    }
    if (created && endpoint.completesSignIn === "second_factor") await markSecondFactor(db, created.session.id);
    return null;
  }
}
