import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTH_LOCKOUTS } from "../../src/server/http/throttle";
import { cookieHeader, createAccount, enrolTotp } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

/**
 * Issue 38 §2 (D312): every guess is counted BEFORE its secret is checked, so a burst of wrong guesses fired at once
 * gets at most the lockout's budget checked — not every one that arrived before the first failure was written.
 * "Checked" is read from what the checks leave behind: the audit rows of failed password checks (written only after
 * the auth library answered "wrong password"), and the answers that came from the library rather than the lockout.
 * On PGlite the throttle is in memory; the PostgreSQL suite runs this file with the `throttle_counters` store, and
 * tests/scale/lockout-bursts.test.ts fires the bursts across two instances (Redis and PostgreSQL).
 */
const t = setUpTestApp();

let addressSeed = 0;
/** A fresh client address per burst, so one burst's per-address budgets never touch another's. */
const freshAddress = () => {
  addressSeed++;
  return `10.${(addressSeed >> 8) & 255}.${addressSeed & 255}.${1 + Math.floor(Math.random() * 250)}`;
};

async function failedSignInChecks(email: string): Promise<number> {
  const rows = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_logs
     WHERE action = 'login_attempt' AND new_data->>'type' = 'sign_in' AND new_data->>'success' = 'false'
       AND new_data->>'email' = $1`,
    [email],
  );
  return rows[0]!.n;
}

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/auth/sign-in", remoteAddress, payload: { email, password } });

const SIGN_IN_LIMIT = AUTH_LOCKOUTS.signInPerClient.max;
const ACCOUNT_LIMIT = AUTH_LOCKOUTS.signInPerAccountUntrusted.max;

/**
 * Each run fires up to 50 password checks (scrypt): on PGlite (the default suite, memory store) half the runs keep
 * `npm test` short; the PostgreSQL suite, where the store is shared SQL, runs them all.
 */
const RUNS = (n: number) => (process.env.TEST_DATABASE_URL ? n : Math.ceil(n / 2));

describe("sign-in bursts (reserve, then check)", () => {
  it("2–50 wrong passwords at once from one address: exactly min(n, 10) checked, the rest refused with 429", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), async (n) => {
        const victim = await createAccount(t.app);
        const from = freshAddress();
        const answers = await Promise.all(
          Array.from({ length: n }, (_, i) => signIn(victim.email, `Wrong-guess-${i}-zz`, from)),
        );
        const checked = await failedSignInChecks(victim.email);
        expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMIT);
        expect(checked).toBe(Math.min(n, SIGN_IN_LIMIT));
        expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(checked);
        expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(n - checked);
        for (const a of answers.filter((x) => x.statusCode === 429))
          expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
      }),
      { numRuns: RUNS(6) },
    );
  }, 300_000);

  it("2–50 wrong passwords at once spread over 2–6 addresses: at most 10 per address and 20 in all", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), fc.integer({ min: 2, max: 6 }), async (n, spread) => {
        const victim = await createAccount(t.app);
        const addresses = Array.from({ length: spread }, freshAddress);
        const answers = await Promise.all(
          Array.from({ length: n }, (_, i) => signIn(victim.email, `Wrong-guess-${i}-zz`, addresses[i % spread]!)),
        );
        const checked = await failedSignInChecks(victim.email);
        expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMIT);
        expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(checked);
        const rows = await t.database.query<{ ip: string; n: number }>(
          `SELECT ip_address AS ip, count(*)::int AS n FROM audit_logs
           WHERE action = 'login_attempt' AND new_data->>'success' = 'false' AND new_data->>'email' = $1
           GROUP BY ip_address`,
          [victim.email],
        );
        for (const row of rows) expect(row.n).toBeLessThanOrEqual(SIGN_IN_LIMIT);
      }),
      { numRuns: RUNS(4) },
    );
  }, 300_000);

  it("the right password inside a burst still gets in when it holds a slot, and forgets this client's failures", async () => {
    const owner = await createAccount(t.app);
    const from = freshAddress();
    const wrong = await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(owner.email, `Nope-${i}-guess`, from)));
    expect(wrong.every((a) => a.statusCode === 401)).toBe(true);
    expect((await signIn(owner.email, owner.password, from)).statusCode).toBe(200);
    // The client's failures were forgotten: ten more may be checked before it locks.
    const more = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(owner.email, `Again-${i}-x`, from)));
    expect(more.filter((a) => a.statusCode === 401)).toHaveLength(SIGN_IN_LIMIT);
  }, 120_000);
});

describe("other guessable secrets use the same reservation", () => {
  it("change password: a burst of wrong current passwords gets at most 10 checked", async () => {
    const a = await createAccount(t.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.send("POST", "/api/v1/account/password", a.cookie, {
          currentPassword: `Not-mine-${i}-pw`,
          newPassword: `A-brand-new-passphrase-${i}`,
        }),
      ),
    );
    const rows = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_logs
       WHERE user_id = $1 AND new_data->>'type' = 'password_change' AND new_data->>'success' = 'false'`,
      [a.userId],
    );
    expect(rows[0]!.n).toBe(AUTH_LOCKOUTS.passwordCheckPerAccount.max);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(AUTH_LOCKOUTS.passwordCheckPerAccount.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(25 - AUTH_LOCKOUTS.passwordCheckPerAccount.max);
  }, 120_000);

  it("TOTP at sign-in: a burst of wrong codes for one pending sign-in gets at most 5 to the library", async () => {
    const a = await createAccount(t.app);
    await enrolTotp(t.app, a.email, a.cookie);
    const from = freshAddress();
    const first = await signIn(a.email, a.password, from);
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    const pending = cookieHeader(first);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/two-factor/verify-totp",
          remoteAddress: from,
          headers: { cookie: pending },
          payload: { code: String(100000 + i * 7) },
        }),
      ),
    );
    // Every answer that is not the lockout's 429 came from the library's check of a code.
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked).toHaveLength(AUTH_LOCKOUTS.codePerSession.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - AUTH_LOCKOUTS.codePerSession.max);
  }, 120_000);
});
