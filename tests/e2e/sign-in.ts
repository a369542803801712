import { type APIRequestContext, type BrowserContext, type Page, request } from "playwright-core";
import { expect } from "vitest";
import { ACCOUNT, BRAND } from "../../src/core/messages";
import { totp } from "../../src/server/test/totp";
import { baseUrl, mailLink, type PageProbe } from "./harness";

/** Accounts in journeys: the seeded ones, signing up, signing in (form and API), a second factor. */

/** Signs `context` in through the API (its cookie serves the pages opened in it). */
export async function signInAs(context: BrowserContext, email: string, password: string) {
  const res = await context.request.post("/api/v1/auth/sign-in", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An account's sign-in details. */
export interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts of a freshly seeded server (src/server/seed). */
export const SEEDED = {
  admin: { email: "admin@standing.example", password: "Standing-Admin-2026" },
  /** Northwind Logistics: verified, Verified Pro. */
  employer: { email: "employer@northwind.example", password: "Standing-Employer-2026" },
  /** Jordan Avery. */
  professional: { email: "professional@standing.example", password: "Standing-Pro-2026" },
} satisfies Record<string, Credentials>;

/** Signs in through the form at `${origin}/auth` (the second-factor step, if any, is the caller's). */
export async function signInUi(p: PageProbe, origin: string, who: Credentials) {
  await p.page.goto(`${origin}/auth`);
  await p.page.getByLabel(ACCOUNT.email).fill(who.email);
  await p.page.getByLabel(ACCOUNT.password).fill(who.password);
  await p.page.getByRole("button", { name: ACCOUNT.signInButton, exact: true }).last().click();
}

/**
 * On /settings/security, where an administrator without a second factor lands: enrol an authenticator app. Returns
 * its secret and the code the enrolment used (a code is accepted once).
 */
export async function enrolAuthenticator(p: PageProbe, origin: string, password: string) {
  await p.page.waitForURL(`${origin}/settings/security`);
  await p.page.getByRole("button", { name: "Set up authenticator app" }).click();
  await p.page.getByLabel("Your password").fill(password);
  await p.page.getByRole("button", { name: "Continue" }).click();
  await p.page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  const secret = (await p.page.locator("code").first().textContent())!.trim();
  const used = totp(secret);
  await p.page.getByLabel(ACCOUNT.authCode).fill(used);
  await p.page.getByRole("button", { name: ACCOUNT.verify }).click();
  await p.page.getByRole("button", { name: "I've saved my codes" }).click();
  return { secret, used };
}

/** An API client of the server at `origin` (sending its Origin, as the browser does), not signed in. */
export const apiClient = (origin: string) => request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });

/** An API client of the server at `origin`, signed in as `who`. */
export async function apiAs(origin: string, who: Credentials): Promise<APIRequestContext> {
  const ctx = await apiClient(origin);
  const res = await ctx.post("/api/v1/auth/sign-in", { data: who });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/** A new account's sign-up details (the API's sign-up body, less the age and terms boxes). */
export type NewAccount = {
  accountType: "professional" | "employer";
  fullName: string;
  email: string;
  password: string;
} & Record<string, string>;

/** Signs a new account up through the API (ticking the age and terms boxes); expects 201. */
export async function signUpVia(request: APIRequestContext, account: NewAccount) {
  const res = await request.post("/api/v1/auth/sign-up", {
    data: { ...account, ageConfirmed: true, termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Signs a new account up through the API from `context` and confirms its e-mail from the development outbox in
 * `page`, which ends signed in at `landing`.
 */
export async function signUpConfirmed(page: Page, context: BrowserContext, account: NewAccount, landing: string) {
  await signUpVia(context.request, account);
  await page.goto(await mailLink(account.email, "verify_email"));
  await page.waitForURL(`${baseUrl()}${landing}`);
}

/** Opens the sign-up form at `path` and fills in a person's name, e-mail and password. */
export async function startSignUp(page: Page, path: string, fullName: string, email: string, password: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: BRAND.signInHeadline }).waitFor();
  await page.getByLabel(ACCOUNT.fullName).fill(fullName);
  await page.getByLabel(ACCOUNT.email).fill(email);
  await page.getByLabel(ACCOUNT.password, { exact: true }).fill(password);
}

/** On a filled-in sign-up form: ticks the age and terms boxes, creates the account, waits for "check your e-mail". */
export async function submitSignUp(page: Page) {
  await page.getByRole("checkbox", { name: ACCOUNT.ageConfirm }).click();
  await page.getByRole("checkbox", { name: /I agree to the/ }).click();
  await page.getByRole("button", { name: ACCOUNT.createAccountButton }).click();
  await page.getByRole("heading", { name: ACCOUNT.checkEmailTitle }).waitFor();
}
