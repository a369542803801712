import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationView } from "../../src/core/contracts/notifications";
import { buildApp } from "../../src/server/app";
import { type Database, openPostgres } from "../../src/server/db/client";
import { createAccount } from "../../src/server/test/auth-helpers";
import { openSse, type SseStream } from "../../src/server/test/sse-client";
import { createTestApp, type TestApp, testConfig } from "../../src/server/test/test-app";

/**
 * Two app instances on one PostgreSQL (D121): a notification created through instance A reaches an event stream
 * held by instance B, through LISTEN/NOTIFY. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("fan-out across instances", () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;
  let stream: SseStream | undefined;
  beforeAll(async () => {
    a = await createTestApp({ publicUrl: "https://standing.test" });
    bDatabase = await openPostgres(a.database.url!, { max: 2 });
    b = await buildApp(testConfig({ publicUrl: "https://standing.test" }), {
      database: bDatabase,
      logger: false,
      backgroundJobs: false,
    });
    await b.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    stream?.close();
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("a notice written through instance A arrives on instance B's stream; reading it through A shows on B", async () => {
    const employer = await createAccount(a.app, { accountType: "employer", verified: false });
    const admin = await createAccount(a.app, { accountType: "professional", roles: ["admin"] });
    const port = (b.server.address() as AddressInfo).port;
    stream = await openSse(`http://127.0.0.1:${port}/api/v1/notifications/stream`, { cookie: employer.cookie });
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === "ready");
    // A real producer on instance A: the employer asks for EIN verification, an administrator approves it.
    expect(
      (
        await a.app.inject({
          method: "POST",
          url: "/api/v1/employer/verification/ein",
          headers: { cookie: employer.cookie },
          payload: { ein: "12-3456789" },
        })
      ).statusCode,
    ).toBe(201);
    const queue = await a.app.inject({
      method: "GET",
      url: "/api/v1/admin/verifications",
      headers: { cookie: admin.cookie },
    });
    const request = queue.json().requests[0] as { id: string };
    const started = Date.now();
    const approve = await a.app.inject({
      method: "POST",
      url: `/api/v1/admin/verifications/${request.id}/approve`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const arrived = await stream.next((e) => e.event === "notification");
    expect(Date.now() - started).toBeLessThan(1000);
    const view = JSON.parse(arrived.data) as NotificationView;
    expect(view.title).toBe("Your business is verified");
    await a.app.inject({
      method: "POST",
      url: `/api/v1/notifications/${view.id}/read`,
      headers: { cookie: employer.cookie },
    });
    await stream.next((e) => e.event === "changed" && JSON.parse(e.data).unreadCount === 0);
  });
});
