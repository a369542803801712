import { beforeAll, describe, expect, it } from "vitest";
import { type Actor, hasRole } from "../../src/core/actor";
import { ROLES, type Role } from "../../src/core/domain";
import { can, ROUTE_ACTIONS } from "../../src/server/policies";
import { createAccount } from "../../src/server/test/auth-helpers";
import { createTestApp } from "../../src/server/test/test-app";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();
beforeAll(async () => {
  await t.app.ready();
});

const visitor: Actor = { kind: "visitor" };
const asRoles = (...roles: Role[]): Actor => ({
  kind: "user",
  userId: "u1",
  email: "u@example.com",
  roles,
});
const ACTORS: Record<string, Actor> = {
  visitor,
  professional: asRoles("professional"),
  employer: asRoles("employer"),
  admin: asRoles("admin"),
  // An administrator whose session has not proved a second factor (decisions D30).
  pendingAdmin: { kind: "user", userId: "u2", email: "a@example.com", roles: [], secondFactorPending: true },
};

describe("route × role matrix", () => {
  it("every registered API route names a policy action", () => {
    expect(t.app.ctx.routes.length).toBeGreaterThan(0);
    for (const route of t.app.ctx.routes) expect(Object.keys(ROUTE_ACTIONS)).toContain(route.policy);
  });

  it("a route without a policy cannot be registered", async () => {
    const fresh = await createTestApp();
    try {
      expect(() => fresh.app.get("/api/v1/unguarded", async () => ({}))).toThrow(/declares no known policy/);
    } finally {
      await fresh.close();
    }
  });

  // The expected audience per action is restated here, independently of ROUTE_ACTIONS, so a change
  // to who may call a route has to be made twice, deliberately.
  const EXPECTED: Record<string, Array<keyof typeof ACTORS>> = {
    "health:read": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "auth:library": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "auth:sign-up": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "auth:sign-in": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "auth:sign-out": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "auth:sign-out-everywhere": ["professional", "employer", "admin"],
    "auth:recover": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "auth:unlock": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "me:read": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "account:read": ["professional", "employer", "admin"],
    "account:update": ["professional", "employer", "admin"],
    "account:mfa": ["professional", "employer", "admin", "pendingAdmin"],
    "subscription:read": ["professional", "employer", "admin"],
    "dev:mail": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "client-errors:report": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "contact:submit": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "newsletter:subscribe": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "newsletter:link": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "search:read": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "search:count": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "search:suggest": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "professionals:view": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "usage:read": ["professional", "employer", "admin"],
    "employer:read": ["employer", "admin"],
    "employer:rate": ["employer", "admin"],
    "employer:verify": ["employer", "admin"],
    "employer:roster": ["employer", "admin"],
    "employer:confirm-email": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "admin:verifications": ["admin"],
    "admin:overview": ["admin"],
    "admin:users": ["admin"],
    "admin:audit": ["admin"],
    "admin:analytics": ["admin"],
    "professional:read": ["professional", "admin"],
    "professional:claim": ["professional", "admin"],
    "claim:invitation-preview": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "professional:settings": ["professional", "admin"],
    "professional:import": ["professional", "admin"],
    "professional:disputes": ["professional", "admin"],
    "professional:analytics": ["professional", "admin"],
    "professionals:resume": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "files:photo": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "admin:claims": ["admin"],
    "admin:disputes": ["admin"],
    "admin:appeals": ["admin"],
    "admin:invitations": ["admin"],
    "admin-invitation:accept": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "admin:flags": ["admin"],
    "employer:disputes": ["employer", "admin"],
    "transparency:read": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "notifications:read": ["professional", "employer", "admin"],
    "notifications:update": ["professional", "employer", "admin"],
    "notifications:unsubscribe": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "dev:clock": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "dev:jobs": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "docs:read": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "billing:checkout": ["professional", "employer", "admin"],
    "billing:read": ["professional", "employer", "admin"],
    "billing:manage": ["professional", "employer", "admin"],
    "billing:webhook": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "billing:local-checkout": ["professional", "employer", "admin"],
    "admin:subscriptions": ["admin"],
    "api-keys:manage": ["employer", "admin"],
    "privacy:export": ["professional", "employer", "admin"],
    "privacy:delete": ["professional", "employer", "admin"],
    "admin:privacy": ["admin"],
    "professional:credentials": ["professional", "admin"],
    "credentials:verify": ["visitor", "professional", "employer", "admin", "pendingAdmin"],
    "admin:credentials": ["admin"],
  };

  it("every action has an expectation", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ROUTE_ACTIONS).sort());
  });

  for (const [action, allowed] of Object.entries(EXPECTED)) {
    for (const [name, actor] of Object.entries(ACTORS)) {
      it(`${action} × ${name} → ${allowed.includes(name) ? "allowed" : "denied"}`, () => {
        expect(can(actor, action as keyof typeof ROUTE_ACTIONS)).toBe(allowed.includes(name));
      });
    }
  }

  it("signed-in callers of each route: denied ones answer 403, allowed ones are never refused or 5xx", async () => {
    const sessions = {
      professional: await createAccount(t.app, { accountType: "professional" }),
      employer: await createAccount(t.app, { accountType: "employer" }),
      admin: await createAccount(t.app, { accountType: "professional", roles: ["admin"] }),
      pendingAdmin: await createAccount(t.app, {
        accountType: "professional",
        roles: ["admin"],
        withoutSecondFactor: true,
      }),
    };
    for (const route of t.app.ctx.routes) {
      // Ending sessions would spoil the rest of the walk; their outcomes are covered in auth.test.ts.
      if (route.url.includes("sign-out")) continue;
      // An event stream never ends by itself; its audience is checked over real HTTP in notification-stream.test.ts.
      if (route.url.endsWith("/notifications/stream")) continue;
      const url = route.url.replaceAll(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      for (const [name, account] of Object.entries(sessions)) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers: { cookie: account.cookie },
          payload: route.method === "GET" ? undefined : {},
        });
        const label = `${route.method} ${route.url} as ${name}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (route.policy === "auth:library") {
          // The auth library answers its own 4xx to these empty calls; our gate must not refuse an allowed caller,
          // except that a pending administrator may only enrol (library-gate.ts).
          const ours = (res.json() as { error?: { code?: string } }).error?.code;
          if (name !== "pendingAdmin") expect(["unauthorized", "forbidden"], label).not.toContain(ours);
          continue;
        }
        if (can(ACTORS[name]!, route.policy)) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
        if (name === "pendingAdmin" && res.statusCode === 403)
          expect((res.json() as { error: { code: string } }).error.code, label).toBe("second_factor_required");
      }
    }
    // Hundreds of sequential calls: on a loaded 2-core runner this took over 30 s (CI dry run, 2026-11-23).
  }, 120_000);

  it("a visitor calling each route is never answered 5xx, and denied routes answer 401", async () => {
    for (const route of t.app.ctx.routes) {
      if (route.url.endsWith("/notifications/stream") && can(visitor, route.policy)) continue;
      const url = `${route.url.replaceAll(/:(\w+)/g, "00000000-0000-4000-8000-000000000000")}`;
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        payload: route.method === "GET" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      if (!can(visitor, route.policy)) expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  }, 120_000);

  it("developer tools (mail outbox, clock) answer 404 to anyone without the console's secret (D0336)", async () => {
    const devRoutes = t.app.ctx.routes.filter((r) => r.url.startsWith("/api/v1/dev/"));
    expect(devRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(["GET /api/v1/dev/mail", "GET /api/v1/dev/clock", "POST /api/v1/dev/clock"]),
    );
    for (const route of devRoutes.filter((r) => !r.url.endsWith("/jobs/run"))) {
      const res = await t.app.inject({
        method: route.method as "GET",
        url: route.url,
        headers: { "x-dev-token": "not-the-console-secret" },
        payload: route.method === "GET" ? undefined : { offsetMs: 3_600_000 },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it("admin passes every role check; other roles pass only their own", () => {
    for (const role of ROLES) {
      expect(hasRole(asRoles("admin"), role)).toBe(true);
      expect(hasRole(visitor, role)).toBe(false);
    }
    expect(hasRole(asRoles("professional"), "employer")).toBe(false);
    expect(hasRole(asRoles("employer"), "admin")).toBe(false);
    expect(hasRole(asRoles("employer", "professional"), "professional")).toBe(true);
  });
});
