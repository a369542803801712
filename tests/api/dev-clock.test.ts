import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER } from "../../src/core/messages";
import { ClockLockedError, clock, setClockOffset } from "../../src/server/clock";
import { createEmployerSession, ratingPayload } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

const HOUR = 3_600_000;
let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await createTestApp({ devTools: true });
  prod = await createTestApp({ devTools: false });
});
afterEach(() => setClockOffset(0, { devTools: true, env: "test" }));
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const setOffset = (t: TestApp, offsetMs: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/dev/clock", payload: { offsetMs } });

describe("the development clock", () => {
  it("does not exist without DEV_TOOLS (404), and the offset cannot be set in code either", async () => {
    expect((await prod.app.inject({ method: "GET", url: "/api/v1/dev/clock" })).statusCode).toBe(404);
    expect((await setOffset(prod, 25 * HOUR)).statusCode).toBe(404);
    expect(prod.app.ctx.routes.some((r) => r.url.includes("/dev/clock"))).toBe(false);
    expect(() => setClockOffset(HOUR, prod.config)).toThrow(ClockLockedError);
    expect(clock.offsetMs()).toBe(0);
  });

  it("reads and moves the clock with DEV_TOOLS; 0 resets it", async () => {
    const before = await dev.app.inject({ method: "GET", url: "/api/v1/dev/clock" });
    expect(before.statusCode).toBe(200);
    expect(before.json().offsetMs).toBe(0);
    const moved = await setOffset(dev, 25 * HOUR);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().offsetMs).toBe(25 * HOUR);
    expect(Math.abs(Date.parse(moved.json().now) - (Date.now() + 25 * HOUR))).toBeLessThan(5_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(25 * HOUR - 5_000);
    const reset = await setOffset(dev, 0);
    expect(reset.json().offsetMs).toBe(0);
  });

  it("refuses bad offsets with 400 and never answers 5xx", async () => {
    for (const bad of ["1h", 1.5, null, 10 ** 12, -(10 ** 12)])
      expect((await setOffset(dev, bad)).statusCode).toBe(400);
    expect(
      (await dev.app.inject({ method: "POST", url: "/api/v1/dev/clock", payload: { offsetMs: 1, extra: true } }))
        .statusCode,
    ).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const res = await dev.app.inject({ method: "POST", url: "/api/v1/dev/clock", payload: { offsetMs: body } });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it("the employer routes follow it: 25 h later a fresh rating is locked, and unlocked again after the reset", async () => {
    const emp = await createEmployerSession(dev.app);
    const pid = (await buildProfessional(dev.database)).id;
    const made = await dev.app.inject({
      method: "POST",
      url: "/api/v1/employer/ratings",
      headers: { cookie: emp.cookie },
      payload: ratingPayload(pid),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().rating.id as string;
    const history = async () =>
      (
        await dev.app.inject({ method: "GET", url: "/api/v1/employer/ratings", headers: { cookie: emp.cookie } })
      ).json();
    expect((await history()).ratings[0]).toMatchObject({ id, editable: true });

    await setOffset(dev, 25 * HOUR);
    const later = await history();
    expect(later.ratings[0]).toMatchObject({ id, editable: false });
    expect(Date.parse(later.now) - Date.now()).toBeGreaterThan(24 * HOUR);
    const patch = await dev.app.inject({
      method: "PATCH",
      url: `/api/v1/employer/ratings/${id}`,
      headers: { cookie: emp.cookie },
      payload: { employmentStatus: "former" },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.message).toBe(EMPLOYER.ratingLocked(24));
    // The rolling 24-hour allowance has moved on too.
    const overview = await dev.app.inject({
      method: "GET",
      url: "/api/v1/employer/overview",
      headers: { cookie: emp.cookie },
    });
    expect(overview.json().allowances.ratings.used).toBe(0);

    await setOffset(dev, 0);
    expect((await history()).ratings[0]).toMatchObject({ id, editable: true });
  });
});
