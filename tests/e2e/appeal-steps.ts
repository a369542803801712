import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { ACCOUNT } from "../../src/core/messages";
import { totp } from "../../src/server/test/totp";
import { DESKTOP, openPage, type PageProbe } from "./harness";
import { devHeaders } from "./server";

/**
 * Steps the issue 34 §3–§4 journeys share (professional-appeal, admin-invite): a consented page, signing in through
 * the form, enrolling an authenticator app as an administrator must, the development outbox, screenshots.
 */
export const SHOTS = process.env.APPEAL_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

export async function shoot(p: PageProbe, name: string) {
  if (!SHOTS) return;
  await p.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

export async function openConsentedAt(browser: Browser, viewport = DESKTOP): Promise<PageProbe> {
  const probe = await openPage(browser, viewport);
  await probe.context.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ essential: true, analytics: false, preferences: false, timestamp: new Date().toISOString() }),
    ),
  );
  return probe;
}

export async function signInUi(p: PageProbe, baseUrl: string, who: { email: string; password: string }) {
  await p.page.goto(`${baseUrl}/auth`);
  await p.page.getByLabel(ACCOUNT.email).fill(who.email);
  await p.page.getByLabel(ACCOUNT.password).fill(who.password);
  await p.page.getByRole("button", { name: ACCOUNT.signInButton, exact: true }).last().click();
}

/** On /settings/security, where an administrator without a second factor lands: enrol an authenticator app. */
export async function enrolAuthenticator(p: PageProbe, baseUrl: string, password: string) {
  await p.page.waitForURL(`${baseUrl}/settings/security`);
  await p.page.getByRole("button", { name: "Set up authenticator app" }).click();
  await p.page.getByLabel("Your password").fill(password);
  await p.page.getByRole("button", { name: "Continue" }).click();
  await p.page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  const secret = (await p.page.locator("code").first().textContent())!.trim();
  await p.page.getByLabel(ACCOUNT.authCode).fill(totp(secret));
  await p.page.getByRole("button", { name: ACCOUNT.verify }).click();
  await p.page.getByRole("button", { name: "I've saved my codes" }).click();
}

/** The first link in the newest mail of `kind` to `to` in the development outbox (/dev/mail), waiting for it. */
export async function devMailLink(baseUrl: string, to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/api/v1/dev/mail`, { headers: devHeaders });
        const { mails } = (await res.json()) as { mails: Array<{ to: string; kind: string; text: string }> };
        link = mails
          .filter((m) => m.to === to && m.kind === kind)
          .map((m) => /(https?:\/\/\S+)/.exec(m.text)?.[1])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeTruthy();
  return link!;
}
