import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, databaseSharesHost, defaultSearchConcurrency, loadConfig } from "../../src/server/config";
import { SEARCHES_QUEUED_PER_SLOT, searchLine } from "../../src/server/routes/search/search.routes";

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
    // D291: a quarter of the pool for searches, never fewer than 2; D427: no more than the cores when the database
    // shares them; SEARCH_CONCURRENCY overrides.
    const remote = { DATABASE_URL: "postgres://x@db.internal:5432/db" };
    expect(loadConfig(remote).searchConcurrency).toBe(10);
    expect(loadConfig({ ...remote, WEB_CONCURRENCY: "3" }).searchConcurrency).toBe(4);
    expect(loadConfig({ ...remote, DATABASE_POOL_MAX: "4" }).searchConcurrency).toBe(2);
    const cores = availableParallelism();
    expect(loadConfig({}).searchConcurrency).toBe(Math.min(10, Math.max(2, cores)));
    expect(loadConfig(pg).searchConcurrency).toBe(Math.min(10, Math.max(2, cores)));
    expect(loadConfig({ ...pg, SEARCH_CONCURRENCY: "25" }).searchConcurrency).toBe(25);
    expect(loadConfig({ ...remote, SEARCH_CONCURRENCY: "25" }).searchConcurrency).toBe(25);
    expect(() => loadConfig({ ...pg, SEARCH_CONCURRENCY: "0" })).toThrow();
    expect(loadConfig({ DATABASE_POOL_MAX: "25" }).databasePoolMax).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: "0" })).toThrow(ConfigError);
  });

  it("searches on a database that shares the machine run no more at once than its cores (D427)", () => {
    expect(defaultSearchConcurrency(40, true, 2)).toBe(2);
    expect(defaultSearchConcurrency(40, true, 1)).toBe(2);
    expect(defaultSearchConcurrency(40, true, 6)).toBe(6);
    expect(defaultSearchConcurrency(40, true, 64)).toBe(10);
    expect(defaultSearchConcurrency(40, false, 2)).toBe(10);
    expect(defaultSearchConcurrency(8, true, 16)).toBe(2);
    // Several HTTP processes share the cores: 8 cores, 3 processes → 3 each (2.67 rounded up).
    expect(defaultSearchConcurrency(14, true, 8 / 3)).toBe(3);
    const db = { DATABASE_URL: "postgres://x@127.0.0.1/db" };
    expect(loadConfig({ ...db, WEB_CONCURRENCY: "2" }).searchConcurrency).toBe(
      Math.min(5, Math.max(2, Math.ceil(availableParallelism() / 2))),
    );
    for (const local of [
      undefined,
      "postgres://x@127.0.0.1/db",
      "postgresql://localhost:5432/db",
      "postgres://u@[::1]:5432/db",
      "postgres:///db?host=/var/run/postgresql",
      "postgres://u@%2Fvar%2Frun%2Fpostgresql/db",
    ])
      expect(databaseSharesHost(local), String(local)).toBe(true);
    for (const away of ["postgres://u:p@db.internal:5432/x", "postgres://10.0.0.5/x", "postgres://128.0.0.1/x", "::"])
      expect(databaseSharesHost(away), away).toBe(false);
  });

  it("the searches' waiting room follows the pool's share, not how many run (D360, D427)", () => {
    expect(searchLine({ searchConcurrency: 2, databasePoolMax: 40 })).toEqual({
      running: 2,
      maxQueued: SEARCHES_QUEUED_PER_SLOT * 10,
    });
    expect(searchLine({ searchConcurrency: 10, databasePoolMax: 40 }).maxQueued).toBe(SEARCHES_QUEUED_PER_SLOT * 10);
    expect(searchLine({ searchConcurrency: 25, databasePoolMax: 40 }).maxQueued).toBe(SEARCHES_QUEUED_PER_SLOT * 25);
    expect(searchLine({ searchConcurrency: 1, databasePoolMax: 4 }).maxQueued).toBe(SEARCHES_QUEUED_PER_SLOT * 2);
  });
});
