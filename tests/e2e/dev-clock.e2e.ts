import { describe, expect, it } from "vitest";
import { ACCOUNT } from "../../src/core/messages";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { PHONE } from "./harness";
import { setUpOwnServer } from "./own-server";
import { E2E_DEV_TOKEN } from "./server";
import { SEEDED } from "./sign-in";

/**
 * Issue 34 §6 (D0336, D0337): the time machine where the README sends people. On a server started as `npm start`
 * starts it (NODE_ENV=development, developer tools on), Northwind's disputes page says its answer to a dispute is due
 * within a day. A visitor without the console's secret gets 404 at /dev/clock. With the printed link the page opens,
 * shows the business time and what moving it also moves; "+24 hours" moves it, the dispute's answer deadline passes
 * (the page runs the deadline job at once), and Northwind's page — still signed in — now shows the decision date
 * instead. Desktop and phone width, accessible. Screenshots go to CLOCK_SHOTS_DIR.
 */
const SHOTS = process.env.CLOCK_SHOTS_DIR;
const own = setUpOwnServer({ SEED_PROFESSIONALS: "300", NODE_ENV: "development" }, SHOTS);
const { url, open, shoot } = own;
const NORTHWIND = SEEDED.employer;

describe("the dev clock under the default start", () => {
  it("is not there for a visitor without the console's secret", async () => {
    const p = await open();
    const res = await p.page.goto(url("/dev/clock"));
    expect(res?.status()).toBe(404);
    expect(await p.page.getByText("Business time").count()).toBe(0);
    await p.context.close();
  });

  it("moves 24 hours: a dispute's answer deadline passes, and nobody is signed out", async () => {
    const p = await open();
    await p.page.goto(url("/auth"));
    await p.page.getByLabel(ACCOUNT.email).fill(NORTHWIND.email);
    await p.page.getByLabel(ACCOUNT.password).fill(NORTHWIND.password);
    await p.page.getByRole("button", { name: ACCOUNT.signInButton, exact: true }).last().click();
    await p.page.waitForURL(/\/dashboard\/employer/);
    const disputes = url("/dashboard/employer/disputes");
    await p.page.goto(disputes);
    await expectVisible(p.page.getByText("Your answer is due").first());

    // The link the console prints opens the page and keeps the secret in a cookie for this browser.
    const clock = await p.context.newPage();
    await clock.goto(url(`/dev/clock?token=${E2E_DEV_TOKEN}`));
    expect(clock.url()).toBe(url("/dev/clock"));
    await expectVisible(clock.getByRole("heading", { name: "Dev clock" }));
    await expectVisible(clock.getByText("none (real time)"));
    await expectVisible(clock.getByRole("heading", { name: "What moving it also moves" }));
    await expectVisible(clock.getByText(/Dispute deadlines/));
    await expectVisible(clock.getByText(/nobody is signed out/));
    const before = await clock.getByTestId("business-time").textContent();
    await clock.getByRole("button", { name: "+24 hours" }).click();
    await expectVisible(clock.getByRole("status").filter({ hasText: "The clock moved." }));
    await expectVisible(clock.getByTestId("clock-offset").filter({ hasText: /^\+1 d/ }));
    expect(await clock.getByTestId("business-time").textContent()).not.toBe(before);

    // Still signed in; the answer deadline has passed, so the dispute is back with Standing for a decision.
    await p.page.goto(disputes);
    await expectVisible(p.page.getByText("Decision due by").first());
    expect(await p.page.getByText("Your answer is due").count()).toBe(0);

    await clock.bringToFront();
    await expectAccessible(clock);
    if (SHOTS) await clock.screenshot({ path: `${SHOTS}/dev-clock-desktop.png`, fullPage: true });

    // A date, then back to real time.
    const target = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await clock.getByLabel("To a date (UTC)").fill(target);
    await clock.getByRole("button", { name: "Move to this date" }).click();
    await expectVisible(clock.getByTestId("clock-offset").filter({ hasText: /^\+(2 d 23 h|3 d)/ }));
    await clock.getByRole("button", { name: "Reset to real time" }).click();
    await expectVisible(clock.getByText("none (real time)"));
    expect(ownErrors(p.errors)).toEqual([]);
    await p.context.close();
  });

  it("fits a phone", async () => {
    const p = await open(PHONE);
    await p.page.goto(url(`/dev/clock?token=${E2E_DEV_TOKEN}`));
    await expectVisible(p.page.getByRole("button", { name: "+30 days" }));
    await expectAccessible(p.page);
    await expectFitsWidth(p.page);
    await shoot(p, "dev-clock-phone");
    await p.context.close();
  });
});
