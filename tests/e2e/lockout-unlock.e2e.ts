import { request as httpRequest } from "node:http";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT, AUTH, SECURITY } from "../../src/core/messages";
import { expectFitsWidth } from "./checks";
import { baseUrl, mailLink, openConsented, PHONE, setUpBrowser } from "./harness";
import { signUpVia } from "./sign-in";

/**
 * Issue 33 §7 (D314), as the owner lives it: guessers spread over four addresses lock new browsers out of the
 * account; the owner, on a new browser, is told to look in the mailbox; the unlock link from the outbox lets that
 * browser sign in; account security lists the failures (desktop and 375 px).
 */
let browser: Browser;
setUpBrowser((b) => (browser = b));

const PASSWORD = "Quiet-Harbour-Lantern-42";
const SHOTS = process.env.E2E_SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** A wrong-password sign-in from another loopback address (127.0.x.y), as another machine would send it. */
function guessFrom(localAddress: string, email: string, password: string): Promise<number> {
  const url = new URL("/api/v1/auth/sign-in", baseUrl());
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", origin: url.origin, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel(ACCOUNT.email).fill(email);
  await page.getByLabel(ACCOUNT.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: ACCOUNT.signInButton, exact: true }).click();
}

describe("a lockout the attacker cannot aim at the owner", () => {
  it("guesses lock new browsers; the e-mailed link lets the owner in; the failures show in account security", async () => {
    const { page, context } = await openConsented(browser);
    const email = `owner-${Math.random().toString(36).slice(2, 10)}@example.com`;
    await signUpVia(context.request, {
      accountType: "professional",
      fullName: "Robin Owner",
      email,
      password: PASSWORD,
    });
    const verify = new URL(await mailLink(email, "verify_email"));
    await fetch(`${baseUrl()}${verify.pathname}${verify.search}`, { redirect: "manual" });
    await context.clearCookies();

    // Five wrong passwords from each of four addresses: no address reaches its own lock, the account-wide one trips.
    for (const host of [1, 2, 3, 4])
      for (let i = 0; i < 5; i++)
        expect(await guessFrom(`127.0.${40 + host}.7`, email, `Guess-${host}-${i}-xx`)).toBe(401);

    // The owner, on a browser that never signed in here, is refused and told where the way in is.
    await signInThroughForm(page, email);
    await page.getByText(AUTH.lockedNewBrowsers).waitFor();
    await shoot(page, "lockout-refused");

    // The link from the outbox, opened in this browser: the page changes nothing until the button is pressed.
    const link = await mailLink(email, "unlock_account");
    await page.goto(link);
    await page.getByRole("heading", { name: SECURITY.unlockTitle }).waitFor();
    await shoot(page, "unlock-page");
    await page.getByRole("button", { name: SECURITY.unlockButton }).click();
    await page.getByText(AUTH.unlockLinkUsed).waitFor();
    await page.getByRole("link", { name: SECURITY.unlockGoSignIn }).click();
    await signInThroughForm(page, email);
    await page.getByText(AUTH.signedIn).waitFor();

    // Account security lists the twenty failures, newest first, with network and browser.
    await page.goto("/settings/security");
    const list = page.getByRole("list", { name: SECURITY.failedTitle });
    await list.waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(20);
    await expect(list.getByRole("listitem").first().textContent()).resolves.toMatch(/from 127\.0\.4\d\.x/);
    await shoot(page, "security-failed-desktop");

    // The link works once.
    await page.goto(link);
    await page.getByRole("button", { name: SECURITY.unlockButton }).click();
    await page.getByText(AUTH.unlockLinkInvalid).waitFor();

    // At phone width the list fits.
    const phone = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl(),
      storageState: await context.storageState(),
    });
    const small = await phone.newPage();
    await small.goto("/settings/security");
    await small.getByRole("list", { name: SECURITY.failedTitle }).waitFor();
    await expectFitsWidth(small);
    await shoot(small, "security-failed-phone");
    await small.goto(link);
    await small.getByRole("heading", { name: SECURITY.unlockTitle }).waitFor();
    await expectFitsWidth(small);
    await shoot(small, "unlock-page-phone");
    await phone.close();
    await context.close();
  });
});
