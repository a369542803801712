import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, hasRole } from "../../src/core/actor";
import { ROLES, type Role } from "../../src/core/domain";
import { can, ROUTE_ACTIONS } from "../../src/server/policies";
import { createAccount } from "../../src/server/test/auth-helpers";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => t?.close());

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
    "health:read": ["visitor", "professional", "employer", "admin"],
    "auth:library": ["visitor", "professional", "employer", "admin"],
    "auth:sign-up": ["visitor", "professional", "employer", "admin"],
    "auth:sign-in": ["visitor", "professional", "employer", "admin"],
    "auth:sign-out": ["visitor", "professional", "employer", "admin"],
    "auth:sign-out-everywhere": ["professional", "employer", "admin"],
    "auth:recover": ["visitor", "professional", "employer", "admin"],
    "me:read": ["visitor", "professional", "employer", "admin"],
    "account:read": ["professional", "employer", "admin"],
    "account:update": ["professional", "employer", "admin"],
    "subscription:read": ["professional", "employer", "admin"],
    "dev:mail": ["visitor", "professional", "employer", "admin"],
    "client-errors:report": ["visitor", "professional", "employer", "admin"],
    "contact:submit": ["visitor", "professional", "employer", "admin"],
    "newsletter:subscribe": ["visitor", "professional", "employer", "admin"],
    "newsletter:link": ["visitor", "professional", "employer", "admin"],
    "search:read": ["visitor", "professional", "employer", "admin"],
    "search:suggest": ["visitor", "professional", "employer", "admin"],
    "professionals:view": ["visitor", "professional", "employer", "admin"],
    "usage:read": ["professional", "employer", "admin"],
    "employer:read": ["employer", "admin"],
    "employer:rate": ["employer", "admin"],
    "employer:verify": ["employer", "admin"],
    "employer:roster": ["employer", "admin"],
    "employer:confirm-email": ["visitor", "professional", "employer", "admin"],
    "admin:verifications": ["admin"],
    "professional:read": ["professional", "admin"],
    "professional:claim": ["professional", "admin"],
    "claim:invitation-preview": ["visitor", "professional", "employer", "admin"],
    "professional:settings": ["professional", "admin"],
    "professional:import": ["professional", "admin"],
    "professional:disputes": ["professional", "admin"],
    "professional:analytics": ["professional", "admin"],
    "professionals:resume": ["visitor", "professional", "employer", "admin"],
    "files:photo": ["visitor", "professional", "employer", "admin"],
    "admin:claims": ["admin"],
    "notifications:read": ["professional", "employer", "admin"],
    "notifications:update": ["professional", "employer", "admin"],
    "dev:clock": ["visitor", "professional", "employer", "admin"],
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
    };
    for (const route of t.app.ctx.routes) {
      // Ending sessions would spoil the rest of the walk; their outcomes are covered in auth.test.ts.
      if (route.url.includes("sign-out")) continue;
      const url = `${route.url.replaceAll(/:(\w+)/g, "00000000-0000-4000-8000-000000000000").replace("*", "get-session")}`;
      for (const [name, account] of Object.entries(sessions)) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers: { cookie: account.cookie },
          payload: route.method === "GET" ? undefined : {},
        });
        const label = `${route.method} ${route.url} as ${name}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (can(ACTORS[name]!, route.policy)) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
      }
    }
  });

  it("a visitor calling each route is never answered 5xx, and denied routes answer 401", async () => {
    for (const route of t.app.ctx.routes) {
      const url = `${route.url.replaceAll(/:(\w+)/g, "00000000-0000-4000-8000-000000000000")}`;
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        payload: route.method === "GET" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      if (!can(visitor, route.policy)) expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
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
