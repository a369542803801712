import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

/** D275, D278: the settings of the visitors' cache, the pool and the HTTP workers. */
describe("scale settings", () => {
  it("the visitors' cache is on outside tests, off in tests, and can be set", () => {
    expect(loadConfig({}).visitorCacheSeconds).toBe(10);
    expect(loadConfig({ NODE_ENV: "test" }).visitorCacheSeconds).toBe(0);
    expect(loadConfig({ VISITOR_CACHE_SECONDS: "0" }).visitorCacheSeconds).toBe(0);
    expect(() => loadConfig({ VISITOR_CACHE_SECONDS: "-1" })).toThrow(ConfigError);
  });

  it("several HTTP workers need PostgreSQL; the pool size is per process", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/needs PostgreSQL/);
    expect(loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://x@127.0.0.1/db" }).webConcurrency).toBe(2);
    // D286: 40 connections per machine by default, shared by its processes, at least 10 each.
    expect(loadConfig({}).databasePoolMax).toBe(40);
    const pg = { DATABASE_URL: "postgres://x@127.0.0.1/db" };
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: "2" }).databasePoolMax).toBe(20);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: "3" }).databasePoolMax).toBe(14);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: "8" }).databasePoolMax).toBe(10);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: "8", DATABASE_POOL_MAX: "4" }).databasePoolMax).toBe(4);
    // D291: a quarter of the pool for searches, never fewer than 2; SEARCH_CONCURRENCY overrides.
    expect(loadConfig({}).searchConcurrency).toBe(10);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: "3" }).searchConcurrency).toBe(4);
    expect(loadConfig({ ...pg, DATABASE_POOL_MAX: "4" }).searchConcurrency).toBe(2);
    expect(loadConfig({ ...pg, SEARCH_CONCURRENCY: "25" }).searchConcurrency).toBe(25);
    expect(() => loadConfig({ ...pg, SEARCH_CONCURRENCY: "0" })).toThrow();
    expect(loadConfig({ DATABASE_POOL_MAX: "25" }).databasePoolMax).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: "0" })).toThrow(ConfigError);
  });
});
