import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openPostgres } from "../../src/server/db/client";
import { testConfig } from "../../src/server/test/test-app";

/** The scale files' public URL and shared Redis (SCALE_REDIS_URL, else the local default). */
export const ORIGIN = "https://standing.test";
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether Redis answers at REDIS_URL: the Redis variants are skipped when it does not. */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Another client each time: a fresh loopback source address (127.a.b.c), so earlier runs' counters never apply. */
export function freshAddress(): string {
  const n = () => 1 + Math.floor(Math.random() * 250);
  return `127.${n()}.${n()}.${n()}`;
}

/**
 * Two app instances on the scale primary, each with its own pool of `max` connections (and Redis at `redisUrl` when
 * given), listening on loopback: started before the enclosing file's or describe's tests, closed after them. The
 * arrays are filled by the `beforeAll` this registers, so read them inside hooks and tests.
 */
export function twoInstances(options: { max: number; redisUrl?: string }) {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const ports: number[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openPostgres(inject("scalePrimaryUrl"), { max: options.max });
      databases.push(database);
      const app = await buildApp(testConfig({ publicUrl: ORIGIN, redisUrl: options.redisUrl }), {
        database,
        logger: false,
        backgroundJobs: false,
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
      ports.push((app.server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });
  return { databases, apps, ports };
}
