import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/client";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_ON_START: "false",
      WEB_DIST_DIR: "./tmp/no-web-build",
    }),
    ...overrides,
  };
}

/** buildApp on a fresh database. Call `close()` in afterAll. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildAppOptions, "database"> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  // No background workers: a test runs due jobs itself (`app.ctx.jobs.drain()`), so nothing races its reads.
  const app = await buildApp(config, { database, logger: false, backgroundJobs: false, ...options });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
