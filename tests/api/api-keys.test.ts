import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../src/core/billing";
import { API_KEY_RATE_PER_MINUTE } from "../../src/core/contracts/api-keys";
import { apiKeys, auditLogs } from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

async function call(a: TestAccount, method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: a.cookie }, ...(payload ? { payload } : {}) });
}
async function subscribeEnterprise(a: TestAccount) {
  const res = await call(a, "POST", "/billing/checkout", {
    priceId: "standing_enterprise_monthly",
    userType: "employer",
  });
  const sessionId = (res.json() as { url: string }).url.split("/checkout/local/")[1]!;
  await call(a, "POST", `/billing/local-checkout/${sessionId}/pay`, { card: TEST_CARDS.success });
  await t.app.ctx.jobs.drain();
}
const withKey = (key: string, url: string) =>
  t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` } });

describe("Enterprise API keys", () => {
  it("only Enterprise employers may create keys", async () => {
    const free = await createAccount(t.app, { accountType: "employer" });
    const res = await call(free, "POST", "/api-keys", { name: "CI" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("API access is part of the Enterprise plan.");
    const pro = await createAccount(t.app, { accountType: "professional" });
    expect((await call(pro, "POST", "/api-keys", { name: "CI" })).statusCode).toBe(403);
  });

  it("a key is shown once, stored hashed, authenticates search and profile, is counted, audited and revocable", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await subscribeEnterprise(a);
    const created = await call(a, "POST", "/api-keys", { name: "Applicant tracking" });
    expect(created.statusCode).toBe(201);
    const { key, id, prefix } = created.json() as { key: string; id: string; prefix: string };
    expect(key).toMatch(/^stk_[\w-]{40,}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const [stored] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stored!.keyHash).not.toContain(key.slice(4));
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = (await call(a, "GET", "/api-keys")).json();
    expect(list.keys).toEqual([expect.objectContaining({ id, name: "Applicant tracking", lastUsedAt: null })]);
    expect(JSON.stringify(list)).not.toContain(key);

    const pro = await buildProfessional(t.database, { firstName: "Quinlan", lastName: "Apikey" });
    const search = await withKey(key, "/search?q=Quinlan");
    expect(search.statusCode).toBe(200);
    const ids = (search.json() as { professionals: Array<{ id: string }> }).professionals.map((p) => p.id);
    expect(ids).toContain(pro.id);
    const profile = await withKey(key, `/professionals/${pro.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain("Quinlan");
    const after = (await call(a, "GET", "/api-keys")).json().keys[0];
    expect(after.callCount).toBe(2);
    expect(after.lastUsedAt).not.toBeNull();
    const audits = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, a.userId), eq(auditLogs.action, "api_key.call")));
    expect(audits.length).toBe(after.callCount);

    // Keys open the directory's read API only.
    expect((await withKey(key, "/billing")).statusCode).toBe(403);
    expect((await withKey("stk_not-a-key", "/search?q=a")).statusCode).toBe(401);

    expect((await call(a, "DELETE", `/api-keys/${id}`)).statusCode).toBe(200);
    expect((await withKey(key, "/search?q=a")).statusCode).toBe(401);
    expect((await call(a, "GET", "/api-keys")).json().keys).toEqual([]);
  });

  it("someone else cannot revoke my key", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await subscribeEnterprise(a);
    const { id, key } = (await call(a, "POST", "/api-keys", { name: "Mine" })).json();
    const b = await createAccount(t.app, { accountType: "employer" });
    expect((await call(b, "DELETE", `/api-keys/${id}`)).statusCode).toBe(404);
    expect((await withKey(key, "/search?q=a")).statusCode).toBe(200);
  });

  it("has its own rate limit", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await subscribeEnterprise(a);
    const { key } = (await call(a, "POST", "/api-keys", { name: "Busy" })).json();
    await t.app.ctx.db.update(apiKeys).set({ windowCount: API_KEY_RATE_PER_MINUTE, windowStartedAt: new Date() });
    const res = await withKey(key, "/search?q=a");
    expect(res.statusCode).toBe(429);
  });

  it("stops working when the owner leaves Enterprise", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await subscribeEnterprise(a);
    const { key } = (await call(a, "POST", "/api-keys", { name: "Soon idle" })).json();
    expect(
      (await call(a, "POST", "/billing/change-plan", { priceId: "standing_verified_pro_monthly" })).statusCode,
    ).toBe(200);
    await t.app.ctx.jobs.drain();
    const res = await withKey(key, "/search?q=a");
    expect(res.statusCode).toBe(403);
  });
});
