import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** What every journey checks of a page: accessibility, layout at phone width, counts and visibility that wait, errors. */

/**
 * The errors seen, minus those of a page that is meant to answer 404 (an unknown path, a missing article): the
 * document's own status and the console line Chromium writes for it.
 */
export function withoutExpected404(errors: string[], url: string): string[] {
  return errors.filter((e) => e !== `404: ${url}` && !/^console: Failed to load resource: .*status of 404/.test(e));
}

/** Fails on any serious or critical axe violation, naming the rule and the first offending node. */
export async function expectAccessible(page: Page) {
  // Motion off while axe reads the page. A toast whose timer runs out after the wait below would start to fade and be
  // measured half transparent (a false contrast failure on its `div[data-title]`, seen once in CI); sonner drops its
  // transitions under prefers-reduced-motion, so a toast is then either shown or gone.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    // A toast caught mid-way through its fade-in is half transparent and axe measures the blended colours: wait until
    // every toast is fully shown, hidden in the stack, or gone.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-sonner-toast]")].every((t) => {
        const opacity = getComputedStyle(t).opacity;
        return opacity === "1" || (opacity === "0" && t.getAttribute("data-visible") === "false");
      }),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.help} — ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Waits (up to `timeout`) until `locator` matches exactly `n` elements. A count read straight after a click can
 * see the page before React has rendered the click's result, so every count that follows an action goes through
 * here. (It cannot bring back a click React dropped: one on a Suspense boundary still waiting for data to hydrate is
 * lost, which is why a prerendered island loads its data before it hydrates, as the blog index does.)
 */
export async function expectCount(locator: Locator, n: number, timeout = 5000) {
  await expect.poll(() => locator.count(), { timeout }).toBe(n);
}

/**
 * Waits (up to `timeout`) until `locator` is visible, or hidden when `visible` is false. `isVisible()` answers at
 * once, so on a page still hydrating (the signed-out header appears only once the session check answers) it reads
 * a state the user would never act on; CI saw exactly that race.
 */
export async function expectVisible(locator: Locator, visible = true, timeout = 10_000) {
  await locator.first().waitFor({ state: visible ? "visible" : "hidden", timeout });
}

/** Errors we caused: the service-worker registration belongs to the PWA setup, not to these pages. */
export const ownErrors = (errors: string[]) => errors.filter((e) => !/service.?worker|unsupported MIME type/i.test(e));

/** No sideways scrolling at phone width. */
export async function expectFitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "page scrolls sideways").toBeLessThanOrEqual(client);
}
