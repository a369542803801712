import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openPostgres } from "../../src/server/db/client";
import { createAccount } from "../../src/server/test/auth-helpers";
import { rawRequest } from "../../src/server/test/raw-http";
import { testConfig } from "../../src/server/test/test-app";

/**
 * Issue 38 §3 (D313): a Redis that dies makes the throttled routes answer 503 with Retry-After at once (they hung
 * ~10 s and answered 500), /api/health says "degraded" with a 503 a load balancer acts on, the log says so once
 * (not once per retry), ioredis prints no "Unhandled error event", and everything comes back with Redis. The test
 * runs its own redis-server on a port of its own: the machine's shared Redis (6379) is never touched.
 */
const ORIGIN = "https://standing.test";
const PORT = 6390 + Math.floor(Math.random() * 8);
const REDIS_URL = `redis://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
async function startRedis(): Promise<void> {
  server = spawn("redis-server", ["--port", String(PORT), "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    if (
      await probe.connect().then(
        () => probe.ping(),
        () => null,
      )
    )
      break;
    probe.disconnect();
    await new Promise((resolve) => setImmediate(resolve));
  }
  probe.disconnect();
}
function killRedis(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  const child = server!;
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

const lines: Array<{ msg?: string; level?: number }> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const logged = (pattern: RegExp) => lines.filter((l) => pattern.test(l.msg ?? "")).length;

let database: Database;
let app: FastifyInstance;
let port: number;
const consoleError = vi.spyOn(console, "error");

beforeAll(async () => {
  await startRedis();
  database = await openPostgres(inject("scalePrimaryUrl"), { max: 4 });
  app = await buildApp(testConfig({ publicUrl: ORIGIN, redisUrl: REDIS_URL }), {
    database,
    logger: { level: "info", stream: logStream },
    backgroundJobs: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (server && server.exitCode === null && server.signalCode === null) await killRedis();
});

const signIn = (email: string, password: string) =>
  rawRequest(port, {
    method: "POST",
    path: "/api/v1/auth/sign-in",
    localAddress: "127.0.0.1",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
const health = () => rawRequest(port, { method: "GET", path: "/api/health" });
const contact = () =>
  rawRequest(port, {
    method: "POST",
    path: "/api/v1/contact",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: "someone@example.com", message: "hello" }),
  });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() - started > ms) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("Redis down: fail fast, say so, come back", () => {
  it("answers 503 with Retry-After within a second, reports degraded, logs once, recovers", async () => {
    expect(app.ctx.throttle.store.kind).toBe("redis");
    const account = await createAccount(app);
    expect((await signIn(account.email, "Wrong-password-1")).status).toBe(401);
    expect((await health()).json()).toEqual({ status: "ok", database: "up", redis: "up" });

    await killRedis();
    // Every throttled request answers at once: sign-in (lockout), and a route rate limit (contact form).
    const started = Date.now();
    let answered = 0;
    while (Date.now() - started < 3_000) {
      const t0 = Date.now();
      const res = answered % 2 === 0 ? await signIn(account.email, account.password) : await contact();
      const took = Date.now() - t0;
      expect(res.status, res.body).toBe(503);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("service_unavailable");
      expect(Number(res.headers["retry-after"]?.[0])).toBeGreaterThan(0);
      expect(took).toBeLessThan(1_000);
      answered++;
    }
    expect(answered).toBeGreaterThan(5);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.json()).toEqual({ status: "degraded", database: "up", redis: "down" });
    // Three seconds of reconnect attempts and failed requests: one line said Redis went away.
    expect(logged(/^redis unavailable/)).toBe(1);
    expect(consoleError.mock.calls.flat().join(" ")).not.toMatch(/Unhandled error event/);

    await startRedis();
    const back = await until(health, (res) => res.status === 200);
    expect(back.json()).toEqual({ status: "ok", database: "up", redis: "up" });
    const after = await until(
      () => signIn(account.email, account.password),
      (res) => res.status === 200,
    );
    expect(after.status, after.body).toBe(200);
    expect(logged(/^redis unavailable/)).toBe(1);
    expect(logged(/^redis available again/)).toBe(1);
  });

  it("a Redis that stops answering (process frozen) is cut off by the command timeout, then recovers", async () => {
    const account = await createAccount(app);
    server!.kill("SIGSTOP");
    try {
      for (let i = 0; i < 4; i++) {
        const t0 = Date.now();
        const res = await signIn(account.email, account.password);
        expect(res.status, res.body).toBe(503);
        expect(Date.now() - t0).toBeLessThan(1_000);
      }
      expect((await health()).json()).toMatchObject({ status: "degraded", redis: "down" });
    } finally {
      server!.kill("SIGCONT");
    }
    const back = await until(health, (res) => res.status === 200);
    expect(back.json()).toEqual({ status: "ok", database: "up", redis: "up" });
    expect((await signIn(account.email, account.password)).status).toBe(200);
    expect(logged(/^redis unavailable/)).toBe(2);
    expect(logged(/^redis available again/)).toBe(2);
  });
});
