import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional } from "../../src/server/test/factories";
import { rawRequest } from "../../src/server/test/raw-http";
import { ORIGIN, twoInstances } from "./instances";

/**
 * The lookup allowance under bursts (issue 38 §2, D318): two app instances on one PostgreSQL, each with its own pool,
 * reached over real sockets; a new user (5 lookups a day) opens 2–50 distinct profiles at once, spread over both.
 * At most 5 full profiles come back, and `/api/v1/usage` never reports more than its limit. Before D318 a burst of 12
 * gave 6–8.
 */
describe("allowance bursts across two instances", () => {
  const { databases, apps, ports } = twoInstances({ max: 20 });
  const profiles: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 50; i++) profiles.push((await buildProfessional(databases[0]!)).id);
  });

  it("2–50 simultaneous openings by a new user: full profiles ≤ the allowance, /usage never above its limit", async () => {
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), async (size) => {
        const account = await createAccount(apps[0]!, { accountType: "employer" });
        const answers = await Promise.all(
          profiles.slice(0, size).map((id, i) =>
            rawRequest(ports[i % 2]!, {
              method: "GET",
              path: `/api/v1/professionals/${id}`,
              headers: { cookie: account.cookie, origin: ORIGIN },
            }),
          ),
        );
        for (const a of answers) expect(a.status, a.body).toBe(200);
        const full = answers.filter((a) => a.json<{ access: string }>().access === "full").length;
        for (const port of ports) {
          const usage = await rawRequest(port, {
            method: "GET",
            path: "/api/v1/usage",
            headers: { cookie: account.cookie, origin: ORIGIN },
          });
          expect(usage.status, usage.body).toBe(200);
          const { lookups } = usage.json<{ lookups: { limit: number; used: number } }>();
          expect(lookups.limit).toBe(5);
          expect(lookups.used).toBeLessThanOrEqual(lookups.limit);
          expect(lookups.used).toBe(full);
        }
        seen.push(`${size}→${full}`);
        expect(full).toBe(Math.min(size, 5));
      }),
      { numRuns: 12, examples: [[12], [12], [12], [50]] },
    );
    console.log(`bursts (size→full profiles): ${seen.join(" ")}`);
  }, 180_000);
});
