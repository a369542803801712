import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CLAIM } from "../../src/core/messages";
import { expectAccessible, expectFitsWidth, ownErrors } from "./checks";
import { baseUrl, mailLink, openConsented, PHONE, setUpBrowser } from "./harness";
import { apiClient, signUpVia } from "./sign-in";

/**
 * Claim by evidence (issue 34 §7): the dialog has no default method, so a file cannot go out as a work-e-mail claim;
 * sending without a choice says what to do; choosing "Document" and attaching a PDF sends the request.
 */
let browser: Browser;
const PASSWORD = "Quiet-Harbour-Lantern-42";
const tag = Math.random().toString(36).slice(2, 9);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

setUpBrowser((b) => (browser = b));

async function newProfessional(label: string): Promise<string> {
  const email = `${label}.${tag}@example.com`;
  const ctx = await apiClient(baseUrl());
  await signUpVia(ctx, { accountType: "professional", fullName: `Casey ${label} ${tag}`, email, password: PASSWORD });
  await ctx.dispose();
  return email;
}

/** The `nth` unclaimed seeded profile, by the directory's own answer (each run claims its own: a pending claim blocks others). */
async function unclaimedProfile(nth: number): Promise<{ firstName: string; lastName: string }> {
  const res = await fetch(`${baseUrl()}/api/v1/search?sortBy=alphabetical`);
  const { professionals } = (await res.json()) as {
    professionals: Array<{ firstName: string; lastName: string; isClaimed: boolean }>;
  };
  const found = professionals.filter((p) => !p.isClaimed)[nth];
  if (!found) throw new Error("no unclaimed profile on the first page");
  return found;
}

describe("claim by evidence", () => {
  for (const viewport of [undefined, PHONE]) {
    it(`asks for a method first, then sends a document${viewport ? " (375 px)" : ""}`, async () => {
      const { page, errors, context } = await openConsented(browser, viewport);
      const email = await newProfessional(viewport ? "phone" : "desktop");
      await page.goto(await mailLink(email, "verify_email"));
      await page.waitForURL(`${baseUrl()}/dashboard/professional`);
      const target = await unclaimedProfile(viewport ? 1 : 0);

      await page.goto("/dashboard/professional/claim");
      await page.getByPlaceholder(/Your name/).fill(`${target.firstName} ${target.lastName}`);
      await page.getByRole("button", { name: "Search" }).click();
      await page
        .getByRole("button", { name: `This is me: ${target.firstName} ${target.lastName}` })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Send for review" }).click();
      await dialog.getByRole("alert").filter({ hasText: CLAIM.chooseMethod }).waitFor();
      await expectAccessible(page);
      if (viewport) await expectFitsWidth(page);

      await dialog.getByRole("radio", { name: /Document/ }).click();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "pay-stub.pdf", mimeType: "application/pdf", buffer: PDF });
      await dialog.getByRole("button", { name: "Send for review" }).click();
      await page.getByText(CLAIM.requestSubmitted).first().waitFor();
      await expect(dialog.isVisible()).resolves.toBe(false);
      expect(ownErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
