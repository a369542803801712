import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/test/auth-helpers";
import { rawRequest } from "../../src/server/test/raw-http";
import { freshAddress, ORIGIN, REDIS_URL, redisAvailable, twoInstances } from "./instances";

/**
 * Two app instances on one PostgreSQL, each with its own pool and its own throttle object, reached over real sockets
 * (issue 19 §3, D200): a password guesser alternating between them is limited as if there were one instance, and so
 * is a route budget of @fastify/rate-limit. Once with the state in PostgreSQL, once in Redis (REDIS_URL).
 */
const withRedis = await redisAvailable();

for (const store of ["postgres", "redis"] as const) {
  describe.skipIf(store === "redis" && !withRedis)(`two instances, throttles in ${store}`, () => {
    const { apps, ports } = twoInstances({ max: 4, redisUrl: store === "redis" ? REDIS_URL : undefined });

    it("uses the shared store it was configured with", () => {
      for (const app of apps) expect(app.ctx.throttle.store.kind).toBe(store);
    });

    it("ten wrong passwords spread over both instances lock the guesser out of both", async () => {
      const account = await createAccount(apps[0]!);
      const from = freshAddress();
      const attempt = (i: number, password: string) =>
        rawRequest(ports[i % 2]!, {
          method: "POST",
          path: "/api/v1/auth/sign-in",
          localAddress: from,
          headers: { origin: ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ email: account.email, password }),
        });
      // signInPerClient: 10 failures within 15 minutes lock this account from this address (D31).
      for (let i = 0; i < 10; i++) {
        const res = await attempt(i, `Wrong-Guess-${i}-x9`);
        expect(res.status, res.body).toBe(401);
      }
      // One instance alone has seen only five: with per-instance memory both would still answer 401.
      for (const i of [0, 1]) {
        const res = await attempt(i, `Wrong-Guess-more-${i}`);
        expect(res.status, res.body).toBe(429);
        expect(res.json<{ error: { code: string } }>().error.code).toBe("rate_limited");
      }
      // Even the right password waits out the lock, on either instance.
      expect((await attempt(1, account.password)).status).toBe(429);
      // Another client (address) is not locked.
      const other = await rawRequest(ports[1]!, {
        method: "POST",
        path: "/api/v1/auth/sign-in",
        localAddress: freshAddress(),
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(other.status, other.body).toBe(200);
    });

    it("a route's rate limit (contact form, 5 per 10 minutes) counts the requests of both instances", async () => {
      const from = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await rawRequest(ports[i % 2]!, {
          method: "POST",
          path: "/api/v1/contact",
          localAddress: from,
          headers: { origin: ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ email: "someone@example.com", message: `hello ${i}` }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });
  });
}
