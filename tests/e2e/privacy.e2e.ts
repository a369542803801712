import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH, DIRECTORY, PRIVACY_REQUESTS } from "../../src/core/messages";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { baseUrl, DESKTOP, mailLink, openConsented, PHONE, setClock, setUpBrowser } from "./harness";
import { devHeaders, type RunningServer, startServer } from "./server";
import { signUpConfirmed } from "./sign-in";

/**
 * The privacy journey (issue 18): a new professional exports their data and opens the link from the dev outbox;
 * a new employer deletes the account, is signed out and sent home, and cannot sign back in; the development clock
 * moves 31 days, the erasure job runs, and the account is gone (its sign-in is now unknown). Both pages are checked
 * signed out and signed in, on a desktop and at 375 px, with axe. Then, on a server of its own, the verified demo
 * employer (Northwind) rates a new professional, deletes its account and is erased 31 days later; the professional's
 * profile still shows the rating, with nothing naming the employer, to a visitor, to a member and to the professional.
 */
let browser: Browser;
const PASSWORD = "Quiet-Harbour-Lantern-42";
const DAY = 86_400_000;
const rand = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, "x");

setUpBrowser((b) => (browser = b));
afterAll(async () => {
  await setClock(0).catch(() => {});
});

/** Signs up through the API and confirms the account e-mail from the outbox; the page ends signed in. */
async function signUp(page: Page, context: BrowserContext, kind: "professional" | "employer") {
  const domain = `priv-${rand()}.example`;
  const email = kind === "employer" ? `ops@${domain}` : `pro-${rand()}@example.com`;
  const account = {
    accountType: kind,
    fullName: kind === "employer" ? "Pia Owner" : "Pax Person",
    email,
    password: PASSWORD,
    ...(kind === "employer" ? { companyName: "Privacy Works", companyWebsite: `https://${domain}` } : {}),
  };
  await signUpConfirmed(page, context, account, `/dashboard/${kind}`);
  return email;
}

describe("privacy journey", () => {
  it("signed out, both pages ask to log in (desktop and 375 px)", async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, context, errors } = await openConsented(browser, viewport);
      await page.goto("/legal/data-export");
      await expectVisible(page.getByText(PRIVACY_REQUESTS.exportLoggedOut));
      await expectVisible(page.getByRole("link", { name: "Log In" }));
      await expectAccessible(page);
      if (viewport) await expectFitsWidth(page);
      await page.goto("/legal/delete-account");
      await expectVisible(page.getByText(`${PRIVACY_REQUESTS.deleteMustLogIn}.`));
      await expectAccessible(page);
      if (viewport) await expectFitsWidth(page);
      expect(ownErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it("a professional requests an export and opens the e-mailed link", async () => {
    const { page, context, errors } = await openConsented(browser);
    const email = await signUp(page, context, "professional");
    await page.goto("/legal/data-export");
    await expectVisible(page.getByText("Ratings received"));
    await expectAccessible(page);
    await page.getByRole("button", { name: "Request data export" }).click();
    await expectVisible(page.getByText(PRIVACY_REQUESTS.exportSubmitted));
    const link = await mailLink(email, "data_export");
    expect(link).toContain("/legal/data-export?token=");
    await page.goto(link);
    await expectVisible(page.getByRole("heading", { name: "Your export is ready" }));
    await expectAccessible(page);
    const href = await page.getByRole("link", { name: "Download my data" }).getAttribute("href");
    const zip = await context.request.get(href!);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString("latin1")).toBe("PK");
    // The same link in another person's browser is refused.
    const stranger = await openConsented(browser);
    await signUp(stranger.page, stranger.context, "professional");
    expect((await stranger.context.request.get(href!)).status()).toBe(403);
    await stranger.context.close();
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it("an employer deletes the account, is signed out and cannot sign in; 30 days later it is gone", async () => {
    const { page, context, errors } = await openConsented(browser, PHONE);
    const email = await signUp(page, context, "employer");
    await page.goto("/legal/delete-account");
    const button = page.getByRole("button", { name: "Delete my account" });
    await expectVisible(button);
    await expectAccessible(page);
    await expectFitsWidth(page);
    await expect.poll(() => button.isDisabled()).toBe(true);
    for (const box of await page.getByRole("checkbox").all()) await box.click();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await page.getByLabel("Password").fill(PASSWORD);
    await button.click();
    await page.waitForURL(`${baseUrl()}/`);
    await expectVisible(page.getByText(PRIVACY_REQUESTS.deleteSubmitted));
    const me = await context.request.get("/api/v1/me");
    expect((await me.json()).user).toBeNull();
    const again = await context.request.post("/api/v1/auth/sign-in", { data: { email, password: PASSWORD } });
    expect(again.status()).toBe(401);
    expect((await again.json()).error.message).toBe(AUTH.accountDeactivated);

    await setClock(31 * DAY);
    const run = await fetch(`${baseUrl()}/api/v1/dev/jobs/run`, {
      method: "POST",
      headers: { ...devHeaders, "content-type": "application/json" },
      body: JSON.stringify({ name: "account-erasure" }),
    });
    expect(run.status, await run.text()).toBe(200);
    await setClock(0);
    const gone = await context.request.post("/api/v1/auth/sign-in", { data: { email, password: PASSWORD } });
    expect(gone.status()).toBe(401);
    expect((await gone.json()).error.message).toBe(AUTH.loginFailed);
    expect(ownErrors(errors).filter((e) => !e.includes("401"))).toEqual([]);
    await context.close();
  });
});

describe("an erased employer's ratings remain, anonymous", () => {
  let own: RunningServer;
  const SHOTS = process.env.PRIVACY_SHOTS_DIR;
  const NORTHWIND = { email: "employer@northwind.example", password: "Standing-Employer-2026" };
  beforeAll(async () => {
    own = await startServer({ SEED_PROFESSIONALS: "40" });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await own?.stop();
  });
  const at = (path: string) => `${own.baseUrl}${path}`;
  const post = (context: BrowserContext, path: string, data: object) =>
    context.request.post(at(path), { data, headers: { origin: own.baseUrl } });
  async function open(viewport = DESKTOP) {
    const context = await browser.newContext({ viewport, baseURL: own.baseUrl });
    await context.addInitScript(() =>
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: false, preferences: false, timestamp: new Date().toISOString() }),
      ),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    page.on("response", (r) => {
      if (r.status() >= 500) errors.push(`${r.status()}: ${r.url()}`);
    });
    return { context, page, errors };
  }
  async function shoot(page: Page, name: string) {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
  async function ownMailLink(to: string, kind: string) {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await fetch(at("/api/v1/dev/mail"), { headers: devHeaders });
          const { mails } = (await res.json()) as { mails: Array<{ to: string; kind: string; text: string }> };
          link = mails
            .filter((m) => m.to === to && m.kind === kind)
            .map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1])[0];
          return link;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBeTruthy();
    return link!;
  }
  async function devPost(path: string, body: object) {
    const res = await fetch(at(path), {
      method: "POST",
      headers: { ...devHeaders, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.text()).toBe(200);
  }

  it("Northwind rates, deletes its account and is erased; the rating stays on the profile, naming no employer", async () => {
    // A new professional with a public profile of their own.
    const pro = await open();
    const tag = rand();
    const proEmail = `rhea-${tag}@example.com`;
    const up = await post(pro.context, "/api/v1/auth/sign-up", {
      accountType: "professional",
      fullName: "Rhea Quillfeather",
      email: proEmail,
      password: PASSWORD,
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(up.status(), await up.text()).toBe(201);
    await pro.page.goto(await ownMailLink(proEmail, "verify_email"));
    await pro.page.waitForURL(at("/dashboard/professional"));
    const made = await post(pro.context, "/api/v1/claim/own-profile", {
      firstName: "Rhea",
      lastName: `Quillfeather${tag}`,
      city: "Boise",
      state: "ID",
    });
    expect(made.status(), await made.text()).toBe(201);
    const professionalId = (await made.json()).professionalId as string;

    // Northwind (verified, from the seed) rates them.
    const northwind = await open();
    expect((await post(northwind.context, "/api/v1/auth/sign-in", NORTHWIND)).status()).toBe(200);
    const overview = await northwind.context.request.get(at("/api/v1/employer/overview"));
    expect(overview.status(), await overview.text()).toBe(200);
    const companyName = ((await overview.json()) as { employer: { companyName: string } }).employer.companyName;
    expect(companyName).toContain("Northwind");
    const rated = await post(northwind.context, "/api/v1/employer/ratings", {
      professionalId,
      employmentStatus: "former",
      scores: { overall_performance: 4, reliability: 5 },
    });
    expect(rated.status(), await rated.text()).toBe(201);

    // Northwind deletes its account through the page and is signed out.
    await northwind.page.goto("/legal/delete-account");
    const button = northwind.page.getByRole("button", { name: "Delete my account" });
    await expectVisible(button);
    for (const box of await northwind.page.getByRole("checkbox").all()) await box.click();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await northwind.page.getByLabel("Password").fill(NORTHWIND.password);
    await button.click();
    await northwind.page.waitForURL(at("/"));
    await expectVisible(northwind.page.getByText(PRIVACY_REQUESTS.deleteSubmitted));

    // 31 days later the erasure job runs; Northwind's sign-in is unknown.
    await devPost("/api/v1/dev/clock", { offsetMs: 31 * DAY });
    try {
      await devPost("/api/v1/dev/jobs/run", { name: "account-erasure" });
    } finally {
      await devPost("/api/v1/dev/clock", { offsetMs: 0 });
    }
    const gone = await post(northwind.context, "/api/v1/auth/sign-in", NORTHWIND);
    expect(gone.status()).toBe(401);
    expect((await gone.json()).error.message).toBe(AUTH.loginFailed);
    await northwind.context.close();

    // Nothing a reader of the profile receives names the employer: API answers and pages, for each kind of reader.
    const noEmployer = (text: string) => {
      expect(text).not.toContain(companyName);
      expect(text.toLowerCase()).not.toContain("northwind");
    };
    // A visitor (signed out): the profile page, and the public answer behind it.
    const visitor = await open();
    await visitor.page.goto(`/profile/${professionalId}`);
    await expectVisible(visitor.page.getByRole("heading", { name: `Rhea Quillfeather${tag}`, level: 1 }));
    noEmployer(await visitor.page.content());
    noEmployer(await (await visitor.context.request.get(at(`/api/v1/professionals/${professionalId}`))).text());
    await shoot(visitor.page, "erased-employer-visitor-desktop");
    // A signed-in member (another professional): the ratings section (one employer's rating alone is held back, D304),
    // no employer.
    const member = await open(PHONE);
    const memberEmail = `member-${rand()}@example.com`;
    expect(
      (
        await post(member.context, "/api/v1/auth/sign-up", {
          accountType: "professional",
          fullName: "Milo Reader",
          email: memberEmail,
          password: PASSWORD,
          ageConfirmed: true,
          termsAccepted: true,
        })
      ).status(),
    ).toBe(201);
    await member.page.goto(await ownMailLink(memberEmail, "verify_email"));
    await member.page.waitForURL(at("/dashboard/professional"));
    await member.page.goto(`/profile/${professionalId}`);
    await expectVisible(member.page.getByText(DIRECTORY.ratingsPending).first());
    noEmployer(await member.page.content());
    await expectFitsWidth(member.page);
    await expectAccessible(member.page);
    await shoot(member.page, "erased-employer-member-phone");
    // The professional: their profile and their ratings on the disputes page.
    await pro.page.goto(`/profile/${professionalId}`);
    await expectVisible(pro.page.getByText(DIRECTORY.ratingsPending).first());
    noEmployer(await pro.page.content());
    await expectAccessible(pro.page);
    await shoot(pro.page, "erased-employer-professional-desktop");
    const mine = await pro.context.request.get(at("/api/v1/professional/ratings"));
    expect(mine.status()).toBe(200);
    expect(((await mine.json()) as { ratings: unknown[] }).ratings).toHaveLength(1);
    noEmployer(await mine.text());
    await pro.page.goto("/dashboard/professional/disputes");
    await expectVisible(pro.page.getByText("Shown on your profile"));
    await pro.page.waitForLoadState("networkidle");
    noEmployer(await pro.page.content());
    await shoot(pro.page, "erased-employer-professional-ratings-desktop");
    for (const p of [pro, visitor, member]) expect(ownErrors(p.errors)).toEqual([]);
    for (const p of [pro, visitor, member]) await p.context.close();
  }, 300_000);
});
