import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClockLockedError, clockMovable, setClockOffset } from "../../src/server/clock";
import { ConfigError, loadConfig } from "../../src/server/config";
import { rawRequest } from "../../src/server/test/raw-http";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/**
 * Issue 12, hole 2: the default start once showed every e-mail (password-reset links included) to any visitor, and
 * let anyone move the business clock. The outbox now opens only for the person at this machine (the secret printed
 * on its console, from loopback, without proxy headers), and the clock moves only in tests.
 */
const TOKEN = "a-dev-token-a-dev-token-a-dev-token-0001";
let dev: TestApp;
let port: number;
beforeAll(async () => {
  dev = await createTestApp({ devTools: true, devToolsToken: TOKEN, env: "development" });
  await dev.app.listen({ port: 0, host: "127.0.0.1" });
  port = (dev.app.server.address() as AddressInfo).port;
});
afterAll(async () => dev?.close());

const api = (headers: Record<string, string> = {}) =>
  rawRequest(port, { method: "GET", path: "/api/v1/dev/mail", headers });

describe("the developer mail outbox", () => {
  it("is closed to a visitor without the console's secret, or with a wrong one", async () => {
    expect((await api()).status).toBe(404);
    expect((await api({ "x-dev-token": "nope" })).status).toBe(404);
    expect((await api({ "x-dev-token": `${TOKEN}x` })).status).toBe(404);
    expect((await rawRequest(port, { method: "GET", path: "/dev/mail" })).status).toBeGreaterThanOrEqual(400);
    expect((await rawRequest(port, { method: "GET", path: "/dev/mail?token=nope" })).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("opens with the secret from this machine", async () => {
    const res = await api({ "x-dev-token": TOKEN });
    expect(res.status, res.body).toBe(200);
    expect(res.json()).toHaveProperty("mails");
  });

  it("stays closed through a reverse proxy on the same host, even with the secret", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip", "via"])
      expect((await api({ "x-dev-token": TOKEN, [header]: "203.0.113.9" })).status, header).toBe(404);
  });

  it("stays closed to another machine, even with the secret", async () => {
    const res = await dev.app.inject({
      method: "GET",
      url: "/api/v1/dev/mail",
      headers: { "x-dev-token": TOKEN },
      remoteAddress: "192.0.2.10",
    });
    expect(res.statusCode).toBe(404);
  });

  it("the printed link keeps the secret in an HttpOnly, SameSite=Strict cookie for the page", async () => {
    const open = await rawRequest(port, { method: "GET", path: `/dev/mail?token=${TOKEN}` });
    expect(open.status).toBe(302);
    expect(open.headers.location?.[0]).toBe("/dev/mail");
    const cookie = open.headers["set-cookie"]?.[0] ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const page = await rawRequest(port, { method: "GET", path: "/dev/mail", headers: { cookie: open.cookies() } });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Mail outbox");
    expect(page.headers["cache-control"]?.[0]).toBe("no-store");
  });

  it("each start makes a new secret when none is configured", async () => {
    const a = await createTestApp({ devTools: true, env: "development" });
    const b = await createTestApp({ devTools: true, env: "development" });
    try {
      expect(a.app.ctx.devToolsToken).toMatch(/^[\w-]{32,}$/);
      expect(a.app.ctx.devToolsToken).not.toBe(b.app.ctx.devToolsToken);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe("the business clock", () => {
  it("moves on a development server only with the console's secret from this machine (D0336)", async () => {
    const post = (headers: Record<string, string>) =>
      rawRequest(port, {
        method: "POST",
        path: "/api/v1/dev/clock",
        body: JSON.stringify({ offsetMs: 3_600_000 }),
        headers: { origin: new URL(dev.config.publicUrl).origin, "content-type": "application/json", ...headers },
      });
    try {
      expect((await post({})).status).toBe(404);
      expect((await post({ "x-dev-token": `${TOKEN}x` })).status).toBe(404);
      expect((await post({ "x-dev-token": TOKEN, "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
      const page = await rawRequest(port, { method: "GET", path: "/dev/clock" });
      expect(page.status).toBeGreaterThanOrEqual(400);
      expect(page.body).not.toContain("Business time");
      const moved = await post({ "x-dev-token": TOKEN });
      expect(moved.status, moved.body).toBe(200);
      expect((moved.json() as { offsetMs: number }).offsetMs).toBe(3_600_000);
    } finally {
      setClockOffset(0, dev.config);
    }
  });

  it("never moves in production, even with DEV_TOOLS on", () => {
    // Both the routes (API and page) register only when `clockMovable` says so (routes/index.ts, app.ts).
    expect(clockMovable({ devTools: true, env: "production" })).toBe(false);
    expect(clockMovable({ devTools: false, env: "development" })).toBe(false);
    expect(clockMovable({ devTools: true, env: "development" })).toBe(true);
    expect(() => setClockOffset(3_600_000, { devTools: true, env: "production" })).toThrow(ClockLockedError);
  });
});

describe("production never holds published passwords", () => {
  it("refuses demo data in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SEED_ON_START: "true" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "production" }).seedOnStart).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).seedOnStart).toBe(true);
  });
});

describe("the demo accounts' published passwords", () => {
  it("are found while any demo account keeps its README password, and not once it is changed", async () => {
    const { seedDatabase, DEMO_ACCOUNTS } = await import("../../src/server/seed/seed");
    const { accountsWithPublishedPasswords } = await import("../../src/server/seed/published-passwords");
    const t = await createTestApp();
    try {
      await seedDatabase(t.database, { professionals: 5 });
      expect((await accountsWithPublishedPasswords(t.database.db)).sort()).toEqual(
        DEMO_ACCOUNTS.map((a) => a.email).sort(),
      );
      const { hashPassword } = await import("better-auth/crypto");
      const { account, user } = await import("../../src/server/db/schema");
      const { eq, inArray } = await import("drizzle-orm");
      const ids = await t.database.db
        .select({ id: user.id })
        .from(user)
        .where(
          inArray(
            user.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
        );
      const hash = await hashPassword("a-secret-only-the-operator-knows");
      for (const { id } of ids)
        await t.database.db.update(account).set({ password: hash }).where(eq(account.userId, id));
      expect(await accountsWithPublishedPasswords(t.database.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
