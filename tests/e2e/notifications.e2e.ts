import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATIONS } from "../../src/core/messages";
import { expectAccessible, expectCount, expectFitsWidth, expectVisible } from "./checks";
import { baseUrl, launchBrowser, mailLink, openConsented, type PageProbe, PHONE } from "./harness";
import { devHeaders } from "./server";
import { signInAs, startSignUp, submitSignUp } from "./sign-in";

/**
 * Live notifications (issue 16) as one professional lives them, in two tabs: an employer rates them, the daily
 * rating notice is written (the batch triggered through the test hook), the toast appears in both tabs, reading it
 * in one clears it in the other; they turn e-mail for new ratings off, and the next rating notice sends no mail.
 * Screens: the bell, the page and the preferences form, desktop and 375 px, checked with axe.
 */
const SHOTS = process.env.NOTIFICATION_SHOTS ?? "/tmp/notifications-shots";
const PASSWORD = "Quiet-Harbour-Lantern-42";
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
const FIRST = "Marlow";
const LAST = `Tern${letters(7)}`;
const EMAIL = `marlow.${letters(8)}@example.com`;
const RECEIVED = "You received a new rating";
const EDITED = "A rating about you was updated";

let browser: Browser;
let employer: BrowserContext;
let person: PageProbe;
let tab2: Page;
let ratingId = "";

interface OutboxMail {
  to: string;
  kind: string;
  text: string;
}
async function outbox(): Promise<OutboxMail[]> {
  const res = await fetch(`${baseUrl()}/api/v1/dev/mail`, { headers: devHeaders });
  return ((await res.json()) as { mails: OutboxMail[] }).mails;
}
async function runDailyRatingNotices() {
  const res = await fetch(`${baseUrl()}/api/v1/dev/jobs/run`, {
    method: "POST",
    headers: { ...devHeaders, "content-type": "application/json" },
    body: JSON.stringify({ name: "rating-notices", closePeriodNow: true }),
  });
  expect(res.status, await res.text()).toBe(200);
}
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
const bell = (page: Page) => page.locator('header button[aria-label^="Notifications"]');
const liveBell = (page: Page) => page.locator('header button[aria-label^="Notifications"][data-live="true"]');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  employer = await browser.newContext({ baseURL: baseUrl() });
  await signInAs(employer, "employer@northwind.example", "Standing-Employer-2026");
  const added = await employer.request.post("/api/v1/employer/employees", {
    data: {
      entry: { firstName: FIRST, lastName: LAST, city: "Austin", state: "TX", email: EMAIL },
      nameMatch: "create",
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const professionalId = ((await added.json()) as { rows: Array<{ professionalId?: string }> }).rows[0]!
    .professionalId!;
  const inviteLink = await mailLink(EMAIL, "roster_invite");

  person = await openConsented(browser);
  await person.context.addInitScript(() => localStorage.setItem("pwa-install-dismissed", "true"));
  const { page } = person;
  await startSignUp(page, "/auth?mode=signup&type=professional", `${FIRST} ${LAST}`, EMAIL, PASSWORD);
  await submitSignUp(page);
  await page.goto(await mailLink(EMAIL, "verify_email"));
  await page.waitForURL(`${baseUrl()}/dashboard/professional`);
  await page.goto(inviteLink);
  await page.getByRole("button", { name: "Claim this profile" }).click();
  await page.waitForURL(`${baseUrl()}/dashboard/professional`);

  // Rated after the claim; the notice waits for the daily batch.
  const rated = await employer.request.post("/api/v1/employer/ratings", {
    data: { professionalId, employmentStatus: "current", scores: { work_quality: 4, overall_performance: 4 } },
  });
  expect(rated.status(), await rated.text()).toBe(201);
  ratingId = ((await rated.json()) as { rating: { id: string } }).rating.id;
}, 120_000);

afterAll(async () => {
  await person?.context.close();
  await employer?.close();
  await browser?.close();
});

describe("live notifications", () => {
  it("a rating's daily notice appears live in both tabs; reading it in one clears it in the other", async () => {
    const { page, context } = person;
    await page.goto("/dashboard/professional");
    tab2 = await context.newPage();
    await tab2.goto("/notifications");
    await expectVisible(liveBell(page));
    await expectVisible(liveBell(tab2));
    // Start from nothing unread (the claim left a notice): "Mark all read" in tab 2 clears tab 1's badge live.
    await expectVisible(page.locator('[data-testid="notification-badge"]'));
    await tab2.getByRole("button", { name: "Mark all read" }).click();
    await expectCount(page.locator('[data-testid="notification-badge"]'), 0);
    // Nothing yet: the rating is batched (the time of day must not point at the rater).
    await expectCount(toast(page, RECEIVED), 0);

    await runDailyRatingNotices();
    await expectVisible(toast(page, RECEIVED));
    await expectVisible(toast(tab2, RECEIVED));
    await expectVisible(page.locator('[data-testid="notification-badge"]'));
    // The page in tab 2 prepends it without a reload.
    await expectVisible(tab2.getByRole("button", { name: `Mark "${RECEIVED}" as read` }));
    const body = await tab2.locator("main").textContent();
    expect(body).not.toContain("Northwind");

    // Screens while there is something to show.
    await page.screenshot({ path: `${SHOTS}/page-desktop-toast.png` });
    // The toast and the open menu share the top-right corner: let the toast go first (axe measures what is on top).
    // The toast may already have closed itself (after a few seconds), and while it animates it is never "stable"
    // for a hover: close it if it is still there without waiting for stability, then wait until it is gone.
    await toast(page, RECEIVED)
      .getByRole("button", { name: /close/i })
      .click({ force: true, timeout: 3000 })
      .catch(() => undefined);
    await expectCount(toast(page, RECEIVED), 0, 20_000);
    await bell(page).click();
    await expectVisible(page.getByRole("menuitem", { name: new RegExp(RECEIVED) }));
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/bell-desktop.png` });
    await page.keyboard.press("Escape");
    await tab2.screenshot({ path: `${SHOTS}/notifications-desktop.png`, fullPage: true });

    // Read in tab 2; tab 1's badge goes without a reload.
    await tab2.getByRole("button", { name: `Mark "${RECEIVED}" as read` }).click();
    await expectCount(tab2.getByRole("button", { name: `Mark "${RECEIVED}" as read` }), 0);
    await expectCount(page.locator('[data-testid="notification-badge"]'), 0);
  });

  it("the preferences form: defaults, the master switch disables the four types, saving", async () => {
    const { page } = person;
    await page.goto("/settings/notifications");
    const master = page.getByRole("switch", { name: "Email notifications" });
    const newRating = page.getByRole("switch", { name: "New rating" });
    const marketing = page.getByRole("switch", { name: "Marketing emails" });
    await expectVisible(master);
    await expect.poll(() => master.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => marketing.getAttribute("aria-checked")).toBe("false");
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/preferences-desktop.png`, fullPage: true });

    await master.click();
    await expect.poll(() => newRating.isDisabled()).toBe(true);
    await expect.poll(() => marketing.isDisabled()).toBe(false);
    await master.click();
    await expect.poll(() => newRating.isDisabled()).toBe(false);

    await newRating.click();
    await expect.poll(() => newRating.getAttribute("aria-checked")).toBe("false");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expectVisible(page.getByText(NOTIFICATIONS.preferencesSaved));
    await page.reload();
    await expect
      .poll(() => page.getByRole("switch", { name: "New rating" }).getAttribute("aria-checked"))
      .toBe("false");
  });

  it("with e-mail for new ratings off, the next rating notice arrives in-app and sends no mail", async () => {
    const { page } = person;
    const ratingMail = (m: OutboxMail) => m.to === EMAIL && m.kind.startsWith("notice:rating.");
    const mailsBefore = (await outbox()).filter(ratingMail);
    expect(mailsBefore.map((m) => m.kind)).toEqual(["notice:rating.received"]);
    expect(mailsBefore[0]!.text).toContain("/unsubscribe?token=");
    expect(mailsBefore[0]!.text).not.toContain("Northwind");

    await page.goto("/notifications");
    await expectVisible(liveBell(page));
    const edited = await employer.request.patch(`/api/v1/employer/ratings/${ratingId}`, {
      data: { scores: { work_quality: 5, overall_performance: 5 } },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await runDailyRatingNotices();
    await expectVisible(toast(page, EDITED));
    await expectVisible(toast(tab2, EDITED));
    const mailsAfter = (await outbox()).filter(ratingMail);
    expect(mailsAfter.map((m) => m.kind)).toEqual(["notice:rating.received"]);
  });

  it("at 375 px: the bell, the page and the preferences form fit and pass axe", async () => {
    const phone = await openConsented(browser, PHONE);
    try {
      await phone.context.addCookies(await person.context.cookies());
      await phone.context.addInitScript(() => localStorage.setItem("pwa-install-dismissed", "true"));
      const { page } = phone;
      for (const [path, name] of [
        ["/notifications", "notifications"],
        ["/settings/notifications", "preferences"],
      ] as const) {
        await page.goto(path);
        await expectVisible(liveBell(page));
        if (name === "preferences") await expectVisible(page.getByRole("switch", { name: "New rating" }));
        else await expectVisible(page.getByText(EDITED).first());
        await expectAccessible(page);
        await expectFitsWidth(page);
        await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
      }
      await bell(page).click();
      await expectVisible(page.getByRole("menuitem", { name: new RegExp(EDITED) }));
      await page.screenshot({ path: `${SHOTS}/bell-375.png` });
    } finally {
      await phone.context.close();
    }
  });
});
