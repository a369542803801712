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

// The clock answers only with the console's secret (D0336), like the mail outbox.
const dt = (t: TestApp) => ({ "x-dev-token": t.app.ctx.devToolsToken });
const setOffset = (t: TestApp, offsetMs: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/dev/clock", headers: dt(t), payload: { offsetMs } });

describe("the development clock", () => {
  it("does not exist without DEV_TOOLS (404), and the offset cannot be set in code either", async () => {
    expect((await prod.app.inject({ method: "GET", url: "/api/v1/dev/clock", headers: dt(prod) })).statusCode).toBe(
      404,
    );
    expect((await setOffset(prod, 25 * HOUR)).statusCode).toBe(404);
    expect(prod.app.ctx.routes.some((r) => r.url.includes("/dev/clock"))).toBe(false);
    expect(() => setClockOffset(HOUR, prod.config)).toThrow(ClockLockedError);
    expect(clock.offsetMs()).toBe(0);
  });

  it("reads and moves the clock with DEV_TOOLS; 0 resets it", async () => {
    expect((await dev.app.inject({ method: "GET", url: "/api/v1/dev/clock" })).statusCode).toBe(404);
    const before = await dev.app.inject({ method: "GET", url: "/api/v1/dev/clock", headers: dt(dev) });
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
      (
        await dev.app.inject({
          method: "POST",
          url: "/api/v1/dev/clock",
          headers: dt(dev),
          payload: { offsetMs: 1, extra: true },
        })
      ).statusCode,
    ).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const res = await dev.app.inject({
          method: "POST",
          url: "/api/v1/dev/clock",
          headers: dt(dev),
          payload: { offsetMs: body },
        });
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

describe("the dev clock page (/dev/clock, D0336)", () => {
  const form = (t: TestApp, body: string, headers: Record<string, string> = dt(t)) =>
    t.app.inject({
      method: "POST",
      url: "/dev/clock",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });

  it("answers 404 without the console's secret, and opens with it (the link sets the cookie)", async () => {
    // Not found, as if the page did not exist (the site's not-found page; 503 where no build is served).
    for (const url of ["/dev/clock", "/dev/clock?token=nope"]) {
      const res = await dev.app.inject({ method: "GET", url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain("Business time");
    }
    expect((await form(dev, "move=day", {})).statusCode).toBeGreaterThanOrEqual(400);
    expect(clock.offsetMs()).toBe(0);
    const link = await dev.app.inject({ method: "GET", url: `/dev/clock?token=${dev.app.ctx.devToolsToken}` });
    expect(link.statusCode).toBe(302);
    const cookie = String(link.headers["set-cookie"]).split(";")[0] as string;
    const page = await dev.app.inject({ method: "GET", url: "/dev/clock", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    // Else the browser posts the form with `Origin: null`, which the origin check refuses (403).
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(page.body).toContain("Business time");
    expect(page.body).toContain("What moving it also moves");
    expect(page.body).toContain("nobody is signed out");
  });

  it("moves by +1 h, +24 h, +30 days, to a date, and resets", async () => {
    const step = async (body: string, expected: number) => {
      const res = await form(dev, body);
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toBe("/dev/clock?moved=1");
      expect(Math.abs(clock.offsetMs() - expected)).toBeLessThan(60_000);
    };
    await step("move=hour", HOUR);
    await step("move=day", 25 * HOUR);
    await step("move=month", 25 * HOUR + 30 * 24 * HOUR);
    const target = new Date(Date.now() + 3 * 24 * HOUR);
    await step(`move=date&at=${target.toISOString().slice(0, 16)}`, target.getTime() - Date.now());
    await step("move=reset", 0);
    const shown = await dev.app.inject({ method: "GET", url: "/dev/clock?moved=1", headers: dt(dev) });
    expect(shown.body).toContain("The clock moved.");
    expect(shown.body).toContain("none (real time)");
  });

  it("refuses a bad form or a move past a year with 400, the clock unmoved", async () => {
    for (const bad of ["", "move=week", "move=date", "move=date&at=tomorrow", "move=day&extra=1"]) {
      const res = await form(dev, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('role="alert"');
    }
    const far = new Date(Date.now() + 400 * 24 * HOUR).toISOString().slice(0, 16);
    expect((await form(dev, `move=date&at=${far}`)).statusCode).toBe(400);
    expect(clock.offsetMs()).toBe(0);
  });

  it("does not sign anyone out: sessions keep real time (D0337)", async () => {
    const emp = await createEmployerSession(dev.app);
    const me = async () =>
      (await dev.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: emp.cookie } })).json();
    const before = await me();
    expect(before.user).not.toBeNull();
    await form(dev, "move=month");
    await form(dev, "move=month");
    await form(dev, "move=month");
    expect(clock.offsetMs()).toBeGreaterThan(89 * 24 * HOUR);
    expect((await me()).user?.id).toBe(before.user.id);
  });
});
