import { readdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BILLING, BLOG, DIRECTORY, MARKETING, OVERLAYS, SUBSCRIPTION_PAGES } from "../../src/core/messages";
import { RATING_CATEGORIES } from "../../src/core/rating-categories";
import { expectAccessible, expectCount, expectVisible, withoutExpected404 } from "./checks";
import { baseUrl, DESKTOP, openPage, PHONE, setUpBrowser } from "./harness";

let browser: Browser;
setUpBrowser((b) => (browser = b));

const CONSENT_KEY = "cookie-consent";

/** A page whose visitor already chose cookies, so the banner does not cover what a test clicks. */
async function openConsented(viewport = DESKTOP) {
  const probe = await openPage(browser, viewport);
  await probe.context.addInitScript((key) => {
    if (!localStorage.getItem(key)) {
      localStorage.setItem(
        key,
        JSON.stringify({ essential: true, analytics: false, preferences: false, timestamp: new Date().toISOString() }),
      );
    }
  }, CONSENT_KEY);
  return probe;
}

async function h1(page: Page) {
  const heading = page.locator("main h1").first();
  await heading.waitFor();
  return (await heading.textContent())?.trim();
}

const ROUTES: Array<[string, string | RegExp]> = [
  ["/", /Your work, verified/],
  ["/about", "About Standing"],
  ["/how-it-works", "How Standing Works"],
  ["/pricing", "Simple, transparent pricing"],
  ["/faq", "Frequently Asked Questions"],
  ["/contact", "Contact Us"],
  ["/blog", "The Standing Blog"],
  ["/blog/introducing-standing", /^Introducing Standing/],
  ["/blog/building-digital-work-identity", /digital work identity/],
  ["/blog/data-privacy-guide", /privacy guide/],
  ["/blog/legal-reference-guidelines", /legal risk/],
  ["/blog/verified-references-changing-hiring", /verified references/],
  ["/blog/understanding-rating-categories", /15 rating categories/],
  ["/help", "Help Center"],
  ["/terms", "Terms of Service"],
  ["/privacy", "Privacy Policy"],
  ["/fair-use", "Fair Use Policy"],
  // A visitor's payment is never confirmed: the page says it is still confirming, never "Activated" (issue 17).
  ["/subscription/success", "Confirming your payment"],
  ["/subscription/cancel", BILLING.canceledTitle],
];

describe("every public route", () => {
  it("renders its heading with a title and description, without console errors or serious axe violations", async () => {
    const { page, context, errors } = await openConsented();
    for (const [path, expected] of ROUTES) {
      await page.goto(path);
      const text = await h1(page);
      if (typeof expected === "string") expect(text, path).toBe(expected);
      else expect(text, path).toMatch(expected);
      expect(await page.title(), path).toMatch(/· Standing$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(30);
      await expectAccessible(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000); // ~20 pages, each loaded, hydrated and scanned by axe

  it("legal pages have 14, 15 and 10 numbered sections", async () => {
    const { page, context } = await openConsented();
    for (const [path, count] of [
      ["/terms", 14],
      ["/privacy", 15],
      ["/fair-use", 10],
    ] as const) {
      await page.goto(path);
      await h1(page);
      expect(await page.locator("article section h2").count(), path).toBe(count);
    }
    await context.close();
  });
});

describe("home", () => {
  it("has the calls to action and a keyboard-operable testimonials carousel", async () => {
    const { page, context, errors } = await openConsented();
    await page.goto("/");
    await h1(page);
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: MARKETING.getStarted, exact: true }).getAttribute("href")).toBe(
      "/auth",
    );
    expect(await main.getByRole("link", { name: MARKETING.learnMore }).getAttribute("href")).toBe("/how-it-works");
    expect(await main.getByRole("link", { name: MARKETING.getStartedFree }).getAttribute("href")).toBe("/signup");
    expect(await main.getByRole("link", { name: MARKETING.contactSales }).getAttribute("href")).toBe("/contact");
    for (const claim of ["8,000+", "2,500+", "95%"]) await main.getByText(claim, { exact: true }).waitFor();

    const slides = page.locator('[aria-roledescription="slide"]');
    await expectCount(slides, 6);
    const visibleSlide = () =>
      page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute("aria-label");
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    expect(await visibleSlide()).toBe("1 of 6");
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    expect(await visibleSlide()).toBe("6 of 6"); // loops
    await page.keyboard.press("ArrowRight");
    expect(await visibleSlide()).toBe("1 of 6");
    await page.getByRole("button", { name: "Play testimonials" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the hero search submits to /search?q=", async () => {
    const { page, context } = await openConsented();
    await page.goto("/");
    await page.getByRole("combobox").fill("nurse austin");
    await page.getByRole("combobox").press("Enter");
    await page.waitForURL(/\/search\?q=nurse(%20|\+)austin$/);
    await context.close();
  });

  it("/signup opens the sign-up tab of /auth", async () => {
    const { page, context } = await openConsented();
    await page.goto("/signup");
    await page.waitForURL(/\/auth\?mode=signup$/);
    await context.close();
  });
});

describe("how it works and pricing", () => {
  it("how-it-works opens on For Employers and lists the 15 categories", async () => {
    const { page, context } = await openConsented();
    await page.goto("/how-it-works");
    await h1(page);
    expect(await page.getByRole("tab", { name: "For Employers" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tab", { name: "Verification System" }).click();
    await page.getByRole("heading", { name: "Trust built into every rating" }).waitFor();
    for (const c of RATING_CATEGORIES) await page.getByText(c.label, { exact: true }).waitFor();
    await context.close();
  });

  it("pricing opens on Business; signed out, Upgrade goes to /auth?redirect=/pricing and Free to /auth", async () => {
    const { page, context } = await openConsented();
    await page.goto("/pricing");
    await h1(page);
    expect(await page.getByRole("tab", { name: "Business" }).getAttribute("aria-selected")).toBe("true");
    await page.getByText("$29", { exact: true }).waitFor();
    await page.getByText("or $290/year billed annually").waitFor();
    await page.getByText("$45", { exact: true }).waitFor();
    await page.getByText(/Save 15% with annual billing/).waitFor();
    const upgrades = page.getByRole("tabpanel").getByRole("link", { name: MARKETING.upgrade });
    await expectCount(upgrades, 2);
    for (const href of await upgrades.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/auth?redirect=/pricing");
    expect(
      await page.getByRole("tabpanel").getByRole("link", { name: MARKETING.getStarted }).getAttribute("href"),
    ).toBe("/auth");
    await page.getByRole("tab", { name: "Individual" }).click();
    await page.getByText("$9", { exact: true }).waitFor();
    await page.getByText("or $90/year billed annually").waitFor();
    await context.close();
  });
});

describe("blog", () => {
  it("filters by category and pages with Load More", async () => {
    const { page, context, errors } = await openConsented();
    await page.goto("/blog");
    await h1(page);
    const cards = page.locator("main article");
    await cards.first().waitFor();
    await expectCount(cards, 4);
    await page.getByRole("button", { name: MARKETING.loadMore }).click();
    await expectCount(cards, 6);
    await expectCount(page.getByRole("button", { name: MARKETING.loadMore }), 0);
    await page.getByRole("button", { name: "Legal", exact: true }).click();
    await expectCount(cards, 1);
    expect(await page.getByRole("button", { name: "Legal", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expectCount(cards, 4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Load More answers the first click after the page says it has hydrated, however slowly the articles arrive", async () => {
    const { page, context, errors } = await openConsented();
    // Each article is its own chunk, fetched once the island's code runs. Hold them a second, as a slow network
    // would: the page must not say it has hydrated while its grid still waits for them, or the click is dropped.
    const slugs = readdirSync("content/blog").map((f) => f.replace(/\.md$/, ""));
    const articleChunk = new RegExp(`/assets/(${slugs.join("|")})-[\\w-]+\\.js$`);
    const held = new Set<string>();
    await context.route(articleChunk, async (route) => {
      held.add(articleChunk.exec(route.request().url())?.[1] ?? "");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/blog");
    await page.getByRole("button", { name: MARKETING.loadMore }).click();
    await expectCount(page.locator("main article"), 6);
    expect([...held].sort()).toEqual([...slugs].sort());
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the newsletter box stores a subscription and asks to confirm", async () => {
    const { page, context } = await openConsented();
    await page.goto("/blog");
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(MARKETING.contactEmailInvalid).waitFor();
    await page.getByLabel("Email address").fill(`reader-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(MARKETING.newsletterCheckInbox).waitFor();
    await context.close();
  });

  it("an article has share buttons, copy-link toast and both sign-up calls to action", async () => {
    const { page, context, errors } = await openConsented();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.goto("/blog/introducing-standing");
    await h1(page);
    for (const name of ["Share on LinkedIn", "Share on Twitter", "Share on Facebook", "Share by e-mail"]) {
      await page.getByRole("link", { name }).waitFor();
    }
    expect(await page.getByRole("link", { name: "Share on LinkedIn" }).getAttribute("href")).toContain(
      encodeURIComponent(`${baseUrl()}/blog/introducing-standing`),
    );
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText(DIRECTORY.linkCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/introducing-standing`);
    expect(await page.getByRole("link", { name: "Join as a professional" }).getAttribute("href")).toBe(
      "/auth?mode=signup&type=professional",
    );
    expect(await page.getByRole("link", { name: "Join as an employer" }).getAttribute("href")).toBe(
      "/auth?mode=signup&type=employer",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a missing slug shows Article Not Found with Back to Blog", async () => {
    const { page, context, errors } = await openConsented();
    const res = await page.goto("/blog/no-such-article");
    expect(res?.status()).toBe(404);
    expect(await h1(page)).toBe(BLOG.notFoundTitle);
    await page.getByText(BLOG.notFoundMessage).waitFor();
    await expectAccessible(page);
    await page.locator("main").getByRole("link", { name: BLOG.backToBlog }).click();
    await page.waitForURL(`${baseUrl()}/blog`);
    expect(withoutExpected404(errors, `${baseUrl()}/blog/no-such-article`)).toEqual([]);
    await context.close();
  });
});

describe("contact, help and subscription pages", () => {
  it("contact refuses an empty message inline, then acknowledges a sent message", async () => {
    const { page, context, errors } = await openConsented();
    await page.goto("/contact");
    await page.getByLabel("Email").fill("dana@northwind.example");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText(MARKETING.contactMessageRequired).waitFor();
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Inquiry type").selectOption("sales");
    await page.getByRole("textbox", { name: "Message" }).fill("Tell me about Enterprise for 40 sites.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText(MARKETING.contactSent).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("help searches instantly and 'Was this helpful' acts locally", async () => {
    const { page, context } = await openConsented();
    await page.goto("/help");
    await h1(page);
    await expectCount(page.locator("main section[id] > h2"), 5);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.getByLabel("Search help articles").fill("dispute");
    await page.getByRole("heading", { name: /articles? for "dispute"/ }).waitFor();
    await page.getByText("Disputing a rating").first().click();
    await page.getByRole("button", { name: MARKETING.helpfulYes }).first().click();
    await page.getByText(MARKETING.helpfulThanks).waitFor();
    expect(requests.filter((u) => u.includes("/api/"))).toEqual([]);
    await context.close();
  });

  it("subscription success shows the session id and its three buttons; cancel says nothing was charged", async () => {
    const { page, context } = await openConsented();
    await page.goto("/subscription/success?session_id=cs_test_123");
    await page.getByText("cs_test_123").waitFor();
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: SUBSCRIPTION_PAGES.goToDashboard }).getAttribute("href")).toBe(
      "/dashboard/employer",
    );
    expect(await main.getByRole("link", { name: SUBSCRIPTION_PAGES.viewBillingDetails }).getAttribute("href")).toBe(
      "/dashboard/billing",
    );
    expect(await main.getByRole("link", { name: SUBSCRIPTION_PAGES.contactSupport }).getAttribute("href")).toBe(
      "/contact",
    );
    await page.goto("/subscription/cancel");
    await main.getByText(SUBSCRIPTION_PAGES.noCharges).waitFor();
    const hrefs = await main.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(["/pricing", "/", "/contact"]));
    await context.close();
  });
});

describe("cookie consent banner", () => {
  const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
  const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), CONSENT_KEY);

  async function freshPage(setup?: (context: BrowserContext) => Promise<void>) {
    const probe = await openPage(browser);
    await setup?.(probe.context);
    return probe;
  }

  it("appears about 1 s after load, and Essential Only stores the record and hides it for good", async () => {
    // When the banner first appears, in ms since the navigation started (the page's own clock).
    const { page, context, errors } = await freshPage(async (c) => {
      await c.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('section[aria-label="Cookie consent"]')) {
            (window as Window & { bannerAt?: number }).bannerAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, childList: true });
      });
    });
    await page.goto("/");
    await h1(page);
    await banner(page).waitFor({ timeout: 3000 });
    // Counted from the load, not from when the overlays hydrated (issue 20 §5): never before 1 s.
    const shownAt = await page.evaluate(() => (window as Window & { bannerAt?: number }).bannerAt ?? 0);
    expect(shownAt).toBeGreaterThanOrEqual(1000);
    await expectAccessible(page);
    await banner(page).getByRole("button", { name: OVERLAYS.consentEssentialOnly }).click();
    await expectCount(banner(page), 0);
    const record = await stored(page);
    expect(record).toMatchObject({ essential: true, analytics: false, preferences: false });
    expect(Date.now() - Date.parse(record.timestamp)).toBeLessThan(60_000);
    await page.reload();
    await h1(page);
    await page.waitForTimeout(1500);
    await expectCount(banner(page), 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Accept stores analytics and preferences; the close icon acts as Essential Only", async () => {
    const a = await freshPage();
    await a.page.goto("/pricing");
    await banner(a.page).getByRole("button", { name: OVERLAYS.consentAccept }).click();
    await expect.poll(() => stored(a.page)).toMatchObject({ essential: true, analytics: true, preferences: true });
    await a.context.close();

    const b = await freshPage();
    await b.page.goto("/pricing");
    await banner(b.page).getByRole("button", { name: /Close/ }).click();
    await expectCount(banner(b.page), 0);
    await expect.poll(() => stored(b.page)).toMatchObject({ essential: true, analytics: false, preferences: false });
    await b.context.close();
  });

  it("asks again when the record is older than 30 days or unreadable", async () => {
    for (const value of [
      JSON.stringify({
        essential: true,
        analytics: true,
        preferences: true,
        timestamp: new Date(Date.now() - 31 * 86_400_000).toISOString(),
      }),
      "{broken",
    ]) {
      const { page, context } = await freshPage(async (ctx) => {
        await ctx.addInitScript(([key, v]) => localStorage.setItem(key!, v!), [CONSENT_KEY, value]);
      });
      await page.goto("/");
      await banner(page).waitFor({ timeout: 3000 });
      await context.close();
    }
  });
});

describe("mobile frame", () => {
  it("shows the bottom navigation bar at 375 px and hides it on desktop", async () => {
    const { page, context, errors } = await openConsented(PHONE);
    await page.goto("/");
    await h1(page);
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expectVisible(nav);
    const links = await nav
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute("href")]));
    expect(links).toEqual([
      ["Home", "/"],
      ["Search", "/search"],
      ["Alerts", "/notifications"],
      ["Profile", "/dashboard/professional"],
    ]);
    const box = await nav.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    // The page does not scroll sideways at 375 px.
    for (const path of ["/", "/pricing", "/how-it-works", "/blog/introducing-standing", "/help", "/terms"]) {
      await page.goto(path);
      await h1(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
    await page.setViewportSize(DESKTOP);
    await expectVisible(nav, false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the header search icon goes to /search", async () => {
    const { page, context } = await openConsented(PHONE);
    await page.goto("/about");
    await page.locator("header").getByRole("link", { name: "Search professionals" }).click();
    await page.waitForURL(`${baseUrl()}/search`);
    await context.close();
  });
});

describe("progressive web app", () => {
  it("serves a manifest with icons and registers a service worker that never caches API responses", async () => {
    const { page, context, errors } = await openConsented();
    await page.goto("/");
    await h1(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await fetch(new URL(manifestHref!, baseUrl()))).json();
    expect(manifest.name).toBe("Standing");
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, baseUrl()))).status).toBe(200);

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl()}/`);
    // Visit pages that call the API, then look in every cache the worker filled.
    await page.goto("/blog");
    await page.getByLabel("Email address").fill(`sw-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText(MARKETING.newsletterCheckInbox).waitFor();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached).toContain("/index.html");
    expect(cached.filter((u) => u.startsWith("/api"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a returning visitor the prerendered page from the network, and offline the copy it kept or the app shell", async () => {
    const { page, context, errors } = await openConsented();
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Online: the worker fetches the page itself, so it reads complete before any script (as on a first visit).
    const pricing = await page.goto("/pricing");
    expect(pricing?.fromServiceWorker()).toBe(true);
    await expectCount(page.locator("#root[data-prerendered]"), 1);
    expect(await h1(page)).toBe("Simple, transparent pricing");
    await page.getByRole("tab", { name: "Individual" }).click();
    await page.getByRole("tab", { name: "Individual", selected: true }).waitFor();
    expect(errors).toEqual([]);

    await context.setOffline(true);
    // A page seen before: the copy the worker kept, hydrated from the precached scripts.
    await page.goto("/pricing");
    await expectCount(page.locator("#root[data-prerendered]"), 1);
    await page.getByRole("tab", { name: "Individual" }).click();
    await page.getByRole("tab", { name: "Individual", selected: true }).waitFor();
    // A page never seen: the app shell draws it.
    await page.goto("/faq");
    expect(await h1(page)).toBe("Frequently Asked Questions");
    await expectCount(page.locator("#root[data-prerendered]"), 0);
    await context.setOffline(false);
    await context.close();
  });
});
