import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Role } from "../../core/domain";
import type { SubscriptionType } from "../../core/plans";
import { employers, subscriptions, user, userRoles } from "../db/schema";
import { totp } from "./totp";

export { totp };

export const TEST_PASSWORD = "correct-horse-battery-staple";

/** Turns the Set-Cookie answers of an inject() call into a Cookie header for the next call. */
export function cookieHeader(res: { cookies: Array<{ name: string; value: string }> }, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((c) => c.split("=") as [string, string]),
  );
  for (const c of res.cookies) {
    if (c.value === "") jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** TOTP secrets of accounts the factories enrolled, so `signIn` can answer the second step as a person would. */
const totpSecrets = new Map<string, string>();

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/v1/auth/sign-in", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const pending = cookieHeader(res);
  const secret = totpSecrets.get(email.toLowerCase());
  if (!(res.json() as { twoFactorRequired?: boolean }).twoFactorRequired || !secret) return pending;
  const second = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    headers: { cookie: pending },
    payload: { code: totp(secret) },
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return cookieHeader(second, pending);
}

/**
 * Enrols TOTP through the real endpoints (enable with the password, then the first code), which proves a second
 * factor in this session: what an administrator must do before anything else (decisions D30).
 */
export async function enrolTotp(app: FastifyInstance, email: string, cookie: string, password = TEST_PASSWORD) {
  const enable = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/enable",
    headers: { cookie },
    payload: { password },
  });
  if (enable.statusCode !== 200) throw new Error(`enable TOTP failed: ${enable.statusCode} ${enable.body}`);
  const secret = new URL((enable.json() as { totpURI: string }).totpURI).searchParams.get("secret")!;
  const verify = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    headers: { cookie },
    payload: { code: totp(secret) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify TOTP failed: ${verify.statusCode} ${verify.body}`);
  totpSecrets.set(email.toLowerCase(), secret);
  return { secret, cookie: cookieHeader(verify, cookie) };
}

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  /** Cookie header of a signed-in session. */
  cookie: string;
}

export interface AccountOptions {
  accountType?: "professional" | "employer";
  /** Extra roles beyond the account type (e.g. admin). */
  roles?: Role[];
  plan?: SubscriptionType;
  /** Employers only: mark the employer verified. */
  verified?: boolean;
  email?: string;
  fullName?: string;
  /** Admins only: leave the second factor unenrolled (the session can then do nothing but enrol one). */
  withoutSecondFactor?: boolean;
}

/**
 * Creates a real account through the sign-up API (so every rule runs), confirms its e-mail, applies the
 * requested roles/plan/verification directly, and signs in. Use it in any API test that needs a signed-in user.
 */
export async function createAccount(app: FastifyInstance, options: AccountOptions = {}): Promise<TestAccount> {
  const accountType = options.accountType ?? "professional";
  const tag = randomBytes(4).toString("hex");
  const domain = `co-${tag}.example`;
  const email = options.email ?? (accountType === "employer" ? `hr-${tag}@${domain}` : `pro-${tag}@example.com`);
  const payload =
    accountType === "employer"
      ? {
          accountType,
          fullName: options.fullName ?? "Erin Employer",
          email,
          password: TEST_PASSWORD,
          companyName: `Company ${tag}`,
          companyWebsite: `https://${email.split("@")[1]}`,
          ageConfirmed: true,
          termsAccepted: true,
        }
      : {
          accountType,
          fullName: options.fullName ?? "Pat Professional",
          email,
          password: TEST_PASSWORD,
          ageConfirmed: true,
          termsAccepted: true,
        };
  const res = await app.inject({ method: "POST", url: "/api/v1/auth/sign-up", payload });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const userId = (res.json() as { user: { id: string } }).user.id;
  const db = app.ctx.db;
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  for (const role of options.roles ?? []) await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  if (options.plan)
    await db.update(subscriptions).set({ subscriptionType: options.plan }).where(eq(subscriptions.userId, userId));
  if (options.verified && accountType === "employer") {
    await db
      .update(employers)
      .set({ verificationStatus: "verified", verificationMethod: "email_domain", verifiedAt: new Date() })
      .where(eq(employers.userId, userId));
  }
  let cookie = await signIn(app, email);
  if (options.roles?.includes("admin") && !options.withoutSecondFactor)
    cookie = (await enrolTotp(app, email, cookie)).cookie;
  return { userId, email, password: TEST_PASSWORD, cookie };
}
