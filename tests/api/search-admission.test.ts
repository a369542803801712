import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawResponse, rawRequest } from "../../src/server/test/raw-http";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/**
 * D360: the searches' bulkhead admits a bounded line. With one search running and the database held, searches past
 * the line are answered 503 + Retry-After at once, those in the line after the longest wait (150 ms), and the one running
 * is answered when the database answers. Real requests on real sockets, as a load balancer or browser sends them.
 */
describe("search admission control (D360)", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // One running, and a pool whose share of searches is 2 (D427: the waiting room follows the share): 6 may wait.
    t = await createTestApp({ searchConcurrency: 1, databasePoolMax: 4 });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 503 + Retry-After with the error shape instead of queueing searches for seconds", async () => {
    // Hold the directory's table (search_profiles, D398): on PostgreSQL the search's statement waits for the lock, on PGlite for the
    // transaction (one connection). Nothing answers a search until `release()`.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const holding = new Promise<void>((r) => (locked = r));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE search_profiles IN ACCESS EXCLUSIVE MODE`);
      locked();
      await gate;
    });
    await holding;

    const total = 12;
    const answers: RawResponse[] = [];
    let all: RawResponse[];
    try {
      const requests = Array.from({ length: total }, (_, i) =>
        rawRequest(port, { method: "GET", path: `/api/v1/search?q=admission${i}` }).then((res) => {
          answers.push(res);
          return res;
        }),
      );
      // One runs; SEARCHES_QUEUED_PER_SLOT × 2 wait and leave the line after SEARCH_MAX_WAIT_MS; the rest are refused
      // at once. So all but one are answered while the database is still held: nothing waits for it to come back.
      while (answers.length < total - 1) await new Promise((r) => setTimeout(r, 10));
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers["retry-after"]).toEqual(["1"]);
        expect(res.headers["content-type"]?.[0]).toMatch(/^application\/json/);
        const body = res.json<{ error: { code: string; message: string } }>();
        expect(body.error.code).toBe("service_unavailable");
        expect(body.error.message.length).toBeGreaterThan(0);
      }
      release();
      await holder;
      all = await Promise.all(requests);
    } finally {
      release();
    }
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);

    // Once the line is empty again, a search is answered as usual.
    const after = await rawRequest(port, { method: "GET", path: "/api/v1/search?q=afterwards" });
    expect(after.status).toBe(200);
  });
});
