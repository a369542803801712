import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { devHeaders } from "./server";

export const baseUrl = () => inject("baseUrl");

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * Marketing pages arrive prerendered (scripts/prerender/prerender.ts), and a visitor's profile and search page drawn by
 * the server (D240); they become interactive when React hydrates them.
 * After every `goto` or `reload` of such a page, wait for that, as a person waits for a page to respond, so a journey
 * never types into HTML that has no JavaScript yet. Other pages render on the client and pass at once.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !["data-prerendered", "data-ssr"].some((a) => document.getElementById("root")?.hasAttribute(a)) ||
      document.documentElement.hasAttribute("data-hydrated"),
  );
}

function withHydrationWait(page: Page): Page {
  const marked = page as Page & { __hydrationWait?: true };
  if (marked.__hydrationWait) return page;
  marked.__hydrationWait = true;
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  // A reload of a visitor's search page is drawn by the server again (default filters) and restores the saved
  // filters only as it hydrates: read it after that, as after a goto.
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await newContext(...args);
    context.on("page", withHydrationWait);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => withHydrationWait(await newPage());
    return context;
  };
  const browserNewPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser["newPage"]>) => withHydrationWait(await browserNewPage(...args));
  return browser;
}

export interface PageProbe {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors seen so far. */
  errors: string[];
}

/** A fresh context and page that records page errors, console errors and 5xx answers. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<PageProbe> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    // 5xx is always a fault; a 404 for one of our own files or API calls is too (it names the URL the console omits).
    if (r.status() >= 500 || r.status() === 404) errors.push(`${r.status()}: ${r.url()}`);
  });
  return { page, context, errors };
}

/** A page whose visitor has already answered the cookie banner (essential only), so it stays out of the way. */
export async function openConsented(browser: Browser, viewport = DESKTOP): Promise<PageProbe> {
  const probe = await openPage(browser, viewport);
  await probe.context.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, preferences: false, timestamp: new Date().toISOString() }),
    ),
  );
  return probe;
}

/** The link in the first mail of `kind` sent to `to`, from the development outbox (DEV_TOOLS); waits up to 10 s. */
export async function mailLink(to: string, kind: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl()}/api/v1/dev/mail`, { headers: devHeaders });
    const { mails } = (await res.json()) as { mails: Array<{ to: string; kind: string; text: string }> };
    const link = mails
      .filter((m) => m.to === to && m.kind === kind)
      .map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1])[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} mail for ${to}`);
}

/** Launches Chromium before the file's journeys (handing it to `use`) and closes it after them. */
export function setUpBrowser(use: (browser: Browser) => void) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    use(browser);
  });
  afterAll(async () => browser?.close());
}

/** Full-page screenshots into `dir` (made if missing) when it is set; nothing otherwise. */
export function shooter(dir: string | undefined) {
  if (dir) mkdirSync(dir, { recursive: true });
  return async (p: PageProbe, name: string) => {
    if (dir) await p.page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  };
}

/** Moves the shared e2e server's business clock to `offsetMs` from now; journeys that move it put it back (0) after. */
export async function setClock(offsetMs: number) {
  const res = await fetch(`${baseUrl()}/api/v1/dev/clock`, {
    method: "POST",
    // The clock answers only with the console's secret (D0336).
    headers: { ...devHeaders, "content-type": "application/json" },
    body: JSON.stringify({ offsetMs }),
  });
  expect(res.status, await res.text()).toBe(200);
}
