import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { cookieHeader, TEST_PASSWORD } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

/** Robin Park signs up as a professional with `email`, and `redirect` when given. */
const signUp = (email: string, redirect?: string) =>
  t.send("POST", "/api/v1/auth/sign-up", undefined, {
    accountType: "professional",
    fullName: "Robin Park",
    email,
    password: TEST_PASSWORD,
    ageConfirmed: true,
    termsAccepted: true,
    ...(redirect === undefined ? {} : { redirect }),
  });

let n = 0;
async function signUpWith(redirect: string | undefined) {
  const email = `redirect-${++n}@example.com`;
  const res = await signUp(email, redirect);
  expect(res.statusCode).toBe(201);
  await t.app.ctx.jobs.drain();
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = new URL(/(https?:\/\/\S+)/.exec(mail!.textBody)?.[1] ?? "");
  return { email, path: `${link.pathname}${link.search}`, callbackURL: link.searchParams.get("callbackURL") };
}

describe("the confirmation e-mail brings a new account back to where it was going (issue 20 §4)", () => {
  it("carries a same-site redirect through the link and lands there signed in", async () => {
    const invitation = "/dashboard/professional/claim?invite=abc123";
    const { path, callbackURL } = await signUpWith(invitation);
    expect(callbackURL).toBe(`/auth?verified=1&redirect=${encodeURIComponent(invitation)}`);

    const verify = await t.app.inject({ method: "GET", url: path });
    expect(verify.statusCode).toBe(302);
    const landing = new URL(String(verify.headers.location), "http://standing.invalid");
    expect(landing.pathname).toBe("/auth");
    expect(landing.searchParams.get("verified")).toBe("1");
    expect(landing.searchParams.get("redirect")).toBe(invitation);
    expect(cookieHeader(verify)).toContain("session_token");
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/phish",
    "/\\evil.example",
    "javascript:alert(1)",
    "/auth?mode=signup",
  ])("never carries %s (no open redirect)", async (redirect) => {
    const { path, callbackURL } = await signUpWith(redirect);
    expect(callbackURL).toBe("/auth?verified=1");
    const verify = await t.app.inject({ method: "GET", url: path });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).not.toContain("evil");
    expect(new URL(String(verify.headers.location), "http://standing.invalid").origin).toBe("http://standing.invalid");
  });

  it("refuses a redirect longer than any path we link to", async () => {
    const res = await signUp("long-redirect@example.com", `/${"a".repeat(3000)}`);
    expect(res.statusCode).toBe(400);
  });

  it("a link opened again signs nobody in and still lands on /auth?verified=1 (the page says it was used)", async () => {
    const { path } = await signUpWith("/pricing");
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(302);
    const again = await t.app.inject({ method: "GET", url: path });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`/auth?verified=1&redirect=${encodeURIComponent("/pricing")}`);
    expect(String(again.headers["set-cookie"] ?? "")).not.toContain("session_token=");
  });
});

describe("sending the confirmation link again keeps the return path", () => {
  async function newestLinkFor(email: string) {
    await t.app.ctx.jobs.drain();
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const newest = rows.sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
    return new URL(/(https?:\/\/\S+)/.exec(newest.textBody)?.[1] ?? "").searchParams.get("callbackURL");
  }
  const resend = (email: string, redirect: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/auth/resend-verification", payload: { email, redirect } });

  it("a same-site path travels, anything else is dropped", async () => {
    const { email } = await signUpWith(undefined);
    expect((await resend(email, "/dashboard/professional/claim?invite=xyz")).statusCode).toBe(200);
    expect(await newestLinkFor(email)).toBe(
      `/auth?verified=1&redirect=${encodeURIComponent("/dashboard/professional/claim?invite=xyz")}`,
    );
    expect((await resend(email, "https://evil.example/")).statusCode).toBe(200);
    expect(await newestLinkFor(email)).toBe("/auth?verified=1");
  });
});

describe("signing in before confirming sends a fresh link that keeps the redirect", () => {
  it("carries a same-site redirect, and drops another site", async () => {
    for (const [redirect, expected] of [
      [
        "/dashboard/professional/claim?invite=xyz",
        "/auth?verified=1&redirect=%2Fdashboard%2Fprofessional%2Fclaim%3Finvite%3Dxyz",
      ],
      ["https://evil.example/phish", "/auth?verified=1"],
    ] as const) {
      const { email } = await signUpWith(undefined);
      await t.database.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
      const res = await t.send("POST", "/api/v1/auth/sign-in", undefined, { email, password: TEST_PASSWORD, redirect });
      expect(res.statusCode).toBe(403);
      await t.app.ctx.jobs.drain();
      const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      const link = new URL(/(https?:\/\/\S+)/.exec(mail!.textBody)?.[1] ?? "");
      expect(link.searchParams.get("callbackURL")).toBe(expected);
    }
  });
});
