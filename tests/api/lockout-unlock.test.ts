import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { AUTH } from "../../src/core/messages";
import { mailOutbox } from "../../src/server/db/schema";
import { approximateAddress } from "../../src/server/presenters/failed-sign-ins";
import { createAccount } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

/**
 * Issue 33 §6–7 (D314): failures spread over a few addresses lock new browsers out of the account, but the owner
 * always has a way in — the unlock link e-mailed on lockout — and sees the failures in account security.
 */
// Twenty sign-ins per attack, each a password hash: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const t = setUpTestApp();

const signIn = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-in",
    remoteAddress,
    payload: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** 20 failures from four addresses (five each: no address reaches its own lock of 10). */
async function spreadAttack(email: string, net: number) {
  for (const host of [1, 2, 3, 4])
    for (let i = 0; i < 5; i++) {
      const res = await signIn(email, `Guess-${host}-${i}-zz`, `10.${net}.${host}.9`);
      expect(res.statusCode).toBe(401);
    }
}

async function unlockMails(to: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, "unlock_account")));
}

const tokenOf = (text: string) => new URL(/(https?:\/\/\S+)/.exec(text)![1]!).searchParams.get("token")!;
const unlock = (token: string, remoteAddress = "10.200.0.1") =>
  t.app.inject({ method: "POST", url: "/api/v1/auth/unlock", remoteAddress, payload: { token } });

describe("an attack spread over addresses", () => {
  it("locks new browsers, e-mails the owner one single-use link, and that link lets a browser in", async () => {
    const owner = await createAccount(t.app);
    await spreadAttack(owner.email, 11);
    // The owner on a new browser is refused, and told how to get in.
    const refused = await signIn(owner.email, owner.password, "10.11.9.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(AUTH.lockedNewBrowsers);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const mails = await unlockMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("/auth/unlock?token=");
    const token = tokenOf(mails[0]!.textBody);

    const used = await unlock(token);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().message).toBe(AUTH.unlockLinkUsed);
    const device = used.cookies.find((c) => c.name === "standing.device");
    expect(device?.httpOnly).toBe(true);
    // That browser signs in from the same new address, despite the lock; another new browser still cannot.
    const inside = await signIn(owner.email, owner.password, "10.11.9.1", `standing.device=${device!.value}`);
    expect(inside.statusCode, inside.body).toBe(200);
    expect((await signIn(owner.email, owner.password, "10.11.9.2")).statusCode).toBe(429);
    // The link works once.
    const again = await unlock(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(AUTH.unlockLinkInvalid);
  });

  it("a forged or altered link is refused; an address without an account gets the same refusal and no mail", async () => {
    const owner = await createAccount(t.app);
    await spreadAttack(owner.email, 12);
    const token = tokenOf((await unlockMails(owner.email))[0]!.textBody);
    const [payload, mac] = token.split(".");
    const other = Buffer.from(
      Buffer.from(payload!, "base64url").toString("utf8").replace(owner.email, "mallory@example.com"),
    ).toString("base64url");
    expect((await unlock(`${other}.${mac}`)).statusCode).toBe(400);
    expect((await unlock(`${payload}.${mac!.slice(1)}A`)).statusCode).toBe(400);
    expect((await unlock("not-a-token")).statusCode).toBe(400);

    const ghost = `ghost-${Date.now()}@example.com`;
    await spreadAttack(ghost, 13);
    const refused = await signIn(ghost, "Whatever-pass-1", "10.13.9.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(AUTH.lockedNewBrowsers);
    expect(await unlockMails(ghost)).toHaveLength(0);
  });

  it("ending the lock (what a password reset does) lets new browsers in again", async () => {
    const owner = await createAccount(t.app);
    await spreadAttack(owner.email, 14);
    expect((await signIn(owner.email, owner.password, "10.14.9.1")).statusCode).toBe(429);
    await t.app.ctx.throttle.unlock(`signin:untrusted:${owner.email}`);
    expect((await signIn(owner.email, owner.password, "10.14.9.1")).statusCode).toBe(200);
  });
});

describe("failed sign-ins in account security", () => {
  it("lists the latest failures with time, network and browser, to the owner only", async () => {
    const owner = await createAccount(t.app);
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/sign-in",
        remoteAddress: "203.0.113.77",
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" },
        payload: { email: owner.email, password: `Wrong-${i}-password` },
      });
    const res = await t.send("GET", "/api/v1/account/failed-sign-ins", owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.days).toBe(30);
    expect(body.attempts).toHaveLength(3);
    for (const a of body.attempts) {
      expect(a.approximateAddress).toBe("203.0.113.x");
      expect(a.userAgent).toContain("Firefox");
      expect(Number.isNaN(Date.parse(a.at))).toBe(false);
    }
    expect(JSON.stringify(body)).not.toContain("Wrong-");
    // Someone else sees their own (none), and a visitor nothing.
    const other = await createAccount(t.app);
    const theirs = await t.send("GET", "/api/v1/account/failed-sign-ins", other.cookie);
    expect(theirs.json()).toMatchObject({ attempts: [], total: 0 });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/account/failed-sign-ins" })).statusCode).toBe(401);
  });

  it("shows the network, not the machine", () => {
    expect(approximateAddress("198.51.100.23")).toBe("198.51.100.x");
    expect(approximateAddress("::ffff:198.51.100.23")).toBe("198.51.100.x");
    expect(approximateAddress("2001:db8:85a3:1:2:3:4:5")).toBe("2001:db8:85a3::/48");
    expect(approximateAddress(null)).toBeNull();
  });
});
