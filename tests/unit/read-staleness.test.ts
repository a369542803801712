import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { checkIntervalMs, committedThrough, parseLsn, Staleness } from "../../src/server/db/replica-staleness";

/** Bounded staleness by WAL positions (issue 38 §1, D316), on readings given by hand. */
describe("replica staleness", () => {
  it("reads LSNs as ordered numbers", () => {
    expect(parseLsn("0/0")).toBe(0n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn("1/0")! > parseLsn("0/FFFFFFFF")!).toBe(true);
    expect(parseLsn(null)).toBeNull();
    expect(parseLsn("garbage")).toBeNull();
  });

  it("takes the primary's insert position back over a fresh page's header, where no replay position can be", () => {
    const page = 8192n;
    // Mid-page: the insert position is the end of the last record.
    expect(committedThrough(5n * page + 1000n, 5 * 8192 + 1000, 8192)).toBe(5n * page + 1000n);
    // The last record ended on a page boundary: the insert position points past the 24-byte short header.
    expect(committedThrough(5n * page + 24n, 5 * 8192 + 24, 8192)).toBe(5n * page);
    // A segment's first page has the 40-byte long header.
    expect(committedThrough((1n << 24n) + 40n, 40, 8192)).toBe(1n << 24n);
    // 40 bytes into any other page is a record's end (16 bytes of a record continued after the short header).
    expect(committedThrough(5n * page + 40n, 5 * 8192 + 40, 8192)).toBe(5n * page + 40n);
    expect(committedThrough(null, 0, 8192)).toBeNull();
  });

  it("a quiet primary (its position stands still) keeps a caught-up replica fresh however long the spell", () => {
    const s = new Staleness(2000);
    for (let t = 0; t <= 60_000; t += 1000) {
      s.primaryAt(t, 100n);
      s.replayed(100n);
      expect(s.within(t + 5)).toBe(true);
    }
  });

  it("a replica whose replay stands still (upstream cut) falls outside the bound once the primary has moved on", () => {
    const s = new Staleness(2000);
    s.primaryAt(0, 100n);
    s.replayed(100n);
    // A write at 500 ms: the primary's position moves; the replica's does not.
    for (let t = 1000; t <= 5000; t += 1000) {
      s.primaryAt(t, 200n);
      s.replayed(100n);
    }
    // Known to hold what the primary had at 0 only: within the bound until 2000, not after.
    expect(s.lagMs(2000)).toBe(2000);
    expect(s.within(2000)).toBe(true);
    expect(s.within(2001)).toBe(false);
    // Streaming again: caught up with the latest reading.
    s.primaryAt(6000, 200n);
    s.replayed(200n);
    expect(s.within(6100)).toBe(true);
  });

  it("a replica partly behind is as fresh as the newest reading it has passed", () => {
    const s = new Staleness(10_000);
    s.primaryAt(0, 10n);
    s.primaryAt(1000, 20n);
    s.primaryAt(2000, 30n);
    s.replayed(25n);
    expect(s.freshAsOf).toBe(1000);
    // A position read later than the replica's is never counted.
    s.replayed(20n);
    expect(s.freshAsOf).toBe(1000);
  });

  it("no reading of the primary, or a reset, means unknown: not within the bound", () => {
    const s = new Staleness(2000);
    s.replayed(100n);
    expect(s.within(0)).toBe(false);
    s.primaryAt(0, 100n);
    s.replayed(100n);
    expect(s.within(0)).toBe(true);
    s.reset();
    expect(s.within(0)).toBe(false);
  });

  it("checks four times within the bound, at most once a second", () => {
    expect(checkIntervalMs(5000)).toBe(1000);
    expect(checkIntervalMs(2000)).toBe(500);
    expect(checkIntervalMs(100)).toBe(100);
  });

  it("DATABASE_READ_MAX_LAG_MS: 5 s by default, 100 ms at least", () => {
    expect(loadConfig({}).databaseReadMaxLagMs).toBe(5000);
    expect(loadConfig({ DATABASE_READ_MAX_LAG_MS: "2000" }).databaseReadMaxLagMs).toBe(2000);
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG_MS: "50" })).toThrow(ConfigError);
  });
});
