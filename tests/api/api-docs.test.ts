import { beforeAll, describe, expect, it } from "vitest";
import { AUDIENCE_DESCRIPTIONS, ROUTE_ACTIONS } from "../../src/server/policies";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();
beforeAll(async () => {
  await t.app.ready();
});

/** Fastify's `/a/:id/b` as OpenAPI writes it: `/a/{id}/b`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("API description at /api/docs (issue 13 §5)", () => {
  it("lists every registered /api/v1 route with its audience from the policy module", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { description?: string; responses?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const v1 = t.app.ctx.routes.filter((r) => r.url.startsWith("/api/v1/"));
    expect(v1.length).toBeGreaterThan(40);
    for (const route of v1) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const audience = AUDIENCE_DESCRIPTIONS[ROUTE_ACTIONS[route.policy]];
      expect(operation?.description, `${route.method} ${route.url}`).toContain(audience);
      expect(operation?.description).toContain(route.policy);
    }
    // Only the API: not the description's own routes, the SPA or developer pages.
    for (const path of Object.keys(doc.paths))
      expect(path.startsWith("/api/") && !path.startsWith("/api/docs")).toBe(true);
  });

  it("documents request and response shapes from the zod contracts", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    const signIn = doc.paths["/api/v1/auth/sign-in"].post;
    expect(JSON.stringify(signIn.requestBody)).toContain("email");
    expect(JSON.stringify(signIn.responses["200"])).toContain("twoFactorRequired");
  });

  it("serves a browsable page whose scripts are files, under the app's CSP", async () => {
    const page = await t.app.inject({ url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    // No inline script: every <script> names a file, and each file is served.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body?.trim()).toBe("");
      const src = /src="([^"]+)"/.exec(attrs ?? "")?.[1];
      expect(src).toBeDefined();
      const asset = await t.app.inject({ url: new URL(src!, "http://x/api/docs/").pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    const initializer = await t.app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(initializer.statusCode).toBe(200);
  });

  it("is open to visitors (policy docs:read) and refuses writes", async () => {
    expect((await t.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    expect(t.app.ctx.routes.some((r) => r.url.startsWith("/api/docs") && r.policy === "docs:read")).toBe(true);
    expect((await t.app.inject({ method: "POST", url: "/api/docs/json" })).statusCode).toBe(404);
  });
});
