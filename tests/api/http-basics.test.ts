import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { GENERIC_ERRORS } from "../../src/core/messages";
import { FIELD_MESSAGES, isRawMessage } from "../../src/core/validation-messages";
import { ISLAND_LOADER_CSP_SOURCE } from "../../src/server/http/island-loader";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

let t: TestApp;
const webDir = join(process.cwd(), "tmp", `web-${process.pid}`);

beforeAll(async () => {
  mkdirSync(join(webDir, "assets"), { recursive: true });
  writeFileSync(join(webDir, "index.html"), "<!doctype html><title>Standing</title><div id=root></div>");
  writeFileSync(join(webDir, "assets", "app-abc123.js"), "console.log('hi')");
  mkdirSync(join(webDir, "_prerendered"), { recursive: true });
  writeFileSync(
    join(webDir, "_prerendered", "pricing.html"),
    "<!doctype html><div id=root data-prerendered><h1>Pricing",
  );
  writeFileSync(
    join(webDir, "_prerendered", "manifest.json"),
    JSON.stringify({ "/pricing": "pricing.html", "/evil": "../../package.json" }),
  );
  t = await createTestApp({ webDistDir: webDir, bodyLimitBytes: 4096 });
  // A route that fails unexpectedly, to see how a 500 is answered.
  t.app.get("/api/v1/__boom", { config: { policy: "health:read" } }, async () => {
    throw new Error("secret internal detail");
  });
  // Text the database cannot store: the driver's error as drizzle wraps it, and (on PostgreSQL) the real thing.
  t.app.get("/api/v1/__nul-wrapped", { config: { policy: "health:read" } }, async () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    throw Object.assign(new Error("Failed query: insert …"), { cause: driver });
  });
  t.app.get("/api/v1/__nul-real", { config: { policy: "health:read" } }, async () => {
    return t.database.query("SELECT $1::text AS v", ["a\u0000b"]);
  });
});
afterAll(async () => {
  await t?.close();
});

function expectErrorShape(body: unknown, code: string) {
  const parsed = ApiErrorBody.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  expect(parsed.data?.error.code).toBe(code);
  return parsed.data!.error;
}

/** A client error report: a body given as a string goes as raw JSON (a string payload is sent as it is). */
const reportError = (payload: string | object) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/client-errors",
    ...(typeof payload === "string" ? { headers: { "content-type": "application/json" } } : {}),
    payload,
  });

describe("health", () => {
  it("tells a load balancer only whether the instance can serve (no version, migration or uptime)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "up" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("text the database cannot store", () => {
  it("answers 400 validation_failed, not 500", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/__nul-wrapped" });
    expect(res.statusCode, res.body).toBe(400);
    expect(expectErrorShape(res.json(), "validation_failed").message).toBe(GENERIC_ERRORS.unstorableText);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("on PostgreSQL, from a real NUL parameter", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/__nul-real" });
    expect(res.statusCode, res.body).toBe(400);
    expectErrorShape(res.json(), "validation_failed");
  });
});

describe("error shape", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    for (const url of ["/api/nope", "/api/v1/does-not-exist", "/api"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expectErrorShape(res.json(), "not_found");
    }
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await reportError('{"message": "x",');
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), "invalid_json");
  });

  it("refuses bodies over the limit with 413", async () => {
    const res = await reportError(JSON.stringify({ message: "x".repeat(10_000), url: "/" }));
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), "payload_too_large");
  });

  it("refuses unknown fields and names them", async () => {
    const res = await reportError({ message: "boom", url: "/", isAdmin: true });
    expect(res.statusCode).toBe(400);
    const error = expectErrorShape(res.json(), "validation_failed");
    expect(error.fields).toHaveProperty("isAdmin");
  });

  it("names the field that is missing", async () => {
    const res = await reportError({ url: "/" });
    expect(res.statusCode).toBe(400);
    const error = expectErrorShape(res.json(), "validation_failed");
    expect(error.fields).toHaveProperty("message");
  });

  it("accepts a well-formed report", async () => {
    const res = await reportError({ message: "TypeError: x is undefined", url: "/search" });
    expect(res.statusCode).toBe(204);
  });

  it("hides the cause of an unexpected failure and gives a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/__boom" });
    expect(res.statusCode).toBe(500);
    const error = expectErrorShape(res.json(), "internal");
    expect(res.body).not.toContain("secret internal detail");
    expect(res.body).not.toContain("at ");
    expect(error.requestId).toBe(res.headers["x-request-id"]);
  });

  it("answers rules without their own message in plain words, never the validator's (issue 20 §2)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/client-errors",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.0.0.2" },
      payload: JSON.stringify({ message: "", url: "x".repeat(2001), extra: 1 }),
    });
    expect(res.statusCode).toBe(400);
    const error = expectErrorShape(res.json(), "validation_failed");
    expect(error.fields).toEqual({
      message: FIELD_MESSAGES.required,
      url: FIELD_MESSAGES.tooLong(2000),
      extra: FIELD_MESSAGES.unknownField,
    });
    expect(isRawMessage(error.message)).toBe(false);
  });

  it("framework refusals answer in our shape and plain words, never the framework's (issue 20 §2)", async () => {
    const badUrl = await t.app.inject({ method: "GET", url: "/api/v1/professionals/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(expectErrorShape(badUrl.json(), "validation_failed").message).toBe(GENERIC_ERRORS.malformedRequest);
    const badGzip = await t.app.inject({
      method: "POST",
      url: "/api/v1/client-errors",
      headers: { "content-type": "application/json", "content-encoding": "gzip", "x-forwarded-for": "10.0.0.3" },
      payload: "{}",
    });
    expect(badGzip.statusCode).toBeGreaterThanOrEqual(400);
    expect(badGzip.statusCode).toBeLessThan(500);
    const message = expectErrorShape(
      badGzip.json(),
      badGzip.statusCode === 415 ? "unsupported_media_type" : "validation_failed",
    ).message;
    expect(message).not.toMatch(/decompress|payload|encoding/i);
  });

  it("refuses a state-changing request from another origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/client-errors",
      headers: { origin: "https://evil.example" },
      payload: { message: "x", url: "/" },
    });
    expect(res.statusCode).toBe(403);
    expectErrorShape(res.json(), "forbidden");
  });

  it("never answers 500 to arbitrary JSON bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/client-errors",
          headers: { "content-type": "application/json", "x-forwarded-for": "10.0.0.1" },
          payload: JSON.stringify(value),
        });
        // 429 is the rate limit doing its job on this anonymous endpoint.
        expect([204, 400, 413, 429]).toContain(res.statusCode);
        if (res.statusCode !== 204) expectErrorShape(res.json(), res.json().error.code);
      }),
      { numRuns: 60 },
    );
  });

  it("answers 400 to hostile shapes that make the schema library throw", async () => {
    // An object whose toString is not a function where a string is expected once made zod throw a TypeError.
    for (const payload of [
      { email: { length: { toString: "" } }, password: "x" },
      { email: { toString: 1, valueOf: null }, password: { length: 3 } },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/auth/sign-in", payload });
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), "validation_failed");
    }
  });

  it("never answers 500 to arbitrary paths", async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), fc.constantFrom("GET", "POST", "DELETE"), async (path, method) => {
        const res = await t.app.inject({ method: method as "GET", url: path.startsWith("/") ? path : `/${path}` });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

describe("web app serving", () => {
  it("serves index.html for the client router's paths (history fallback)", async () => {
    for (const url of [
      "/",
      "/search?q=nurse",
      "/dashboard/employer/rate",
      "/profile/00000000-0000-4000-8000-000000000000",
      "/blog/data-privacy-guide",
      "/legal/data-export",
      "/admin/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("answers 404 with the app shell (its not-found page) for unknown paths and missing articles", async () => {
    for (const url of [
      "/no/such/page",
      "/blog/no-such-article",
      "/dashboard/employer/nope",
      "/profile",
      "/profile/a/b",
      "/pricing/extra",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "if-none-match": "*" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("serves a prerendered page for exactly its path, and ignores unsafe manifest entries", async () => {
    const res = await t.app.inject({ method: "GET", url: "/pricing?tab=individual" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<h1>Pricing");
    for (const url of ["/pricing/", "/Pricing", "/evil"]) {
      const other = await t.app.inject({ method: "GET", url });
      expect(other.statusCode, url).toBe(url === "/evil" ? 404 : 200);
      expect(other.body, url).toContain("<div id=root>");
    }
  });

  it("sends pages compressed when the browser accepts it, with an ETag that revalidates", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const plain = await t.app.inject({ method: "GET", url: "/pricing" });
    const br = await t.app.inject({
      method: "GET",
      url: "/pricing",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: "GET",
      url: "/no/such/page",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("<div id=root>");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const etag = String(plain.headers.etag);
    const again = await t.app.inject({ method: "GET", url: "/pricing", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers a missing asset with 404, not the app shell", async () => {
    for (const url of ["/assets/gone-123.js", "/service-worker-old.js", "/favicon.png"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("<div id=root>");
    }
  });

  it("serves fingerprinted assets with a long cache life", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends security headers and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    // Scripts from our origin, plus exactly one inline script: the prerendered pages' island loader.
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+={0,2}';/);
    expect(csp).toContain(`script-src 'self' ${ISLAND_LOADER_CSP_SOURCE};`);
    expect(res.headers["x-frame-options"]).toBeDefined();
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends helmet's whole set on every kind of answer, a refusal and an unknown path included (worked out once: D283)", async () => {
    const names = [
      "content-security-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "referrer-policy",
      "x-content-type-options",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-frame-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ];
    for (const url of ["/api/health", "/api/v1/professional/overview", "/api/v1/no-such-route", "/"]) {
      const res = await t.app.inject({ method: "GET", url });
      for (const name of names) expect(res.headers[name], `${url} ${name}`).toBeDefined();
      // http: no HSTS (it would pin a development host to https).
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("compresses large responses", async () => {
    writeFileSync(join(webDir, "assets", "big-xyz.js"), "x".repeat(50_000));
    const fresh = await createTestApp({ webDistDir: webDir });
    try {
      const res = await fresh.app.inject({
        method: "GET",
        url: "/assets/big-xyz.js",
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.headers["content-encoding"]).toBe("gzip");
    } finally {
      await fresh.close();
    }
  });
});
