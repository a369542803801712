import { beforeAll, describe, expect, it } from "vitest";
import { API } from "../../src/core/api";
import type { RouteDeclaration } from "../../src/core/api/declare";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();
beforeAll(async () => {
  await t.app.ready();
});

/**
 * Routes registered without a declaration in `src/core/api/` (D0374): the auth library's own routes (delegated to
 * it), the load balancer's health check and the API description (outside /api/v1), the test server's developer tools (never in production,
 * never called by the app).
 */
const UNDECLARED = [
  /^\/api\/auth\//,
  /^\/api\/health$/,
  /^\/api\/docs/,
  /^\/api\/v1\/dev\/(clock|jobs)/,
  /^\/api\/v1\/(search|professionals\/count|suggest|usage)/,
];

const declarations: RouteDeclaration[] = Object.values(API).flatMap((area) => Object.values(area));

describe("one declaration per route (D0374)", () => {
  it("every registered API route is registered from its declaration, with its policy", () => {
    const missing: string[] = [];
    for (const route of t.app.ctx.routes) {
      if (UNDECLARED.some((pattern) => pattern.test(route.url))) continue;
      const declared = declarations.find((d) => d.method === route.method && `/api/v1${d.path}` === route.url);
      if (!declared) missing.push(`${route.method} ${route.url}`);
      else expect(declared.policy, `${route.method} ${route.url}`).toBe(route.policy);
    }
    expect(missing).toEqual([]);
  });

  it("every declaration is registered (none is left behind when a route goes)", () => {
    const registered = new Set(t.app.ctx.routes.map((r) => `${r.method} ${r.url}`));
    const unregistered = declarations.map((d) => `${d.method} /api/v1${d.path}`).filter((key) => !registered.has(key));
    expect(unregistered).toEqual([]);
  });

  it("no two declarations name the same method and path", () => {
    const keys = declarations.map((d) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
