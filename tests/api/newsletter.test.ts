import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { MARKETING } from "../../src/core/messages";
import { hashNewsletterToken, subscribeNewsletter } from "../../src/server/commands/subscribe-newsletter";
import { mailOutbox, newsletterSubscriptions } from "../../src/server/db/schema";
import { expectNo5xx, setUpTestApp, visitorPost } from "./helpers";

const t = setUpTestApp({ trustProxy: true });
const post = visitorPost(t, "/api/v1/newsletter", 2);

async function rowFor(email: string) {
  const rows = await t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return rows[0];
}

/** Puts the subscription of `email` in another state, as confirming or unsubscribing would have. */
const setSubscription = (email: string, state: Partial<typeof newsletterSubscriptions.$inferInsert>) =>
  t.database.db.update(newsletterSubscriptions).set(state).where(eq(newsletterSubscriptions.email, email));

describe("POST /api/v1/newsletter", () => {
  it("stores a pending subscription with a hashed token", async () => {
    const res = await post({ email: "  Reader@Example.COM " });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending_confirmation" });
    const row = await rowFor("reader@example.com");
    expect(row?.status).toBe("pending");
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmedAt).toBeNull();
  });

  it("answers the same for a repeated address and replaces the pending token", async () => {
    await post({ email: "again@example.com" });
    const first = await rowFor("again@example.com");
    const res = await post({ email: "again@example.com" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending_confirmation" });
    const second = await rowFor("again@example.com");
    expect(second?.id).toBe(first?.id);
    expect(second?.tokenHash).not.toBe(first?.tokenHash);
  });

  it("leaves a confirmed subscription confirmed and does not reveal it", async () => {
    await post({ email: "fan@example.com" });
    await setSubscription("fan@example.com", { status: "confirmed", confirmedAt: new Date() });
    const before = await rowFor("fan@example.com");
    const res = await post({ email: "fan@example.com" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "pending_confirmation" });
    const after = await rowFor("fan@example.com");
    expect(after?.status).toBe("confirmed");
    expect(after?.tokenHash).toBe(before?.tokenHash);
  });

  it("re-opens an unsubscribed address as pending", async () => {
    await post({ email: "back@example.com" });
    await setSubscription("back@example.com", { status: "unsubscribed", unsubscribedAt: new Date() });
    await post({ email: "back@example.com" });
    const row = await rowFor("back@example.com");
    expect(row?.status).toBe("pending");
    expect(row?.unsubscribedAt).toBeNull();
  });

  it("stores only the hash of the token it issues", async () => {
    const { confirmationToken } = await subscribeNewsletter(t.database, "hash@example.com", t.config.publicUrl);
    expect(confirmationToken).toBeTruthy();
    const row = await rowFor("hash@example.com");
    expect(row?.tokenHash).toBe(hashNewsletterToken(confirmationToken!));
    expect(row?.tokenHash).not.toContain(confirmationToken!);
  });

  it("refuses an impossible e-mail address with a clear hint", async () => {
    for (const email of ["", "nope", "a@b", "two@@example.com"]) {
      const res = await post({ email });
      expect(res.statusCode, email).toBe(400);
      expect(ApiErrorBody.parse(res.json()).error.fields?.email).toBe(MARKETING.contactEmailInvalid);
    }
  });

  it("refuses unknown fields", async () => {
    const res = await post({ email: "ok@example.com", status: "confirmed" });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorBody.parse(res.json()).error.fields).toHaveProperty("status");
  });

  it("throttles one address to 5 sign-ups per 10 minutes", async () => {
    const ip = "10.98.0.1";
    for (let i = 0; i < 5; i++) expect((await post({ email: `n${i}@example.com` }, ip)).statusCode).toBe(202);
    const limited = await post({ email: "n6@example.com" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorBody.parse(limited.json()).error.code).toBe("rate_limited");
  });

  it("never answers 5xx to arbitrary bodies", async () => {
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record({ email: fc.oneof(fc.string(), fc.emailAddress(), fc.jsonValue()) }),
    );
    await expectNo5xx(bodies, post, 202);
  });

  it("e-mails a confirmation link; opening it confirms, the unsubscribe link ends it", async () => {
    const email = "double.optin@example.com";
    expect((await post({ email }, "10.98.1.1")).statusCode).toBe(202);
    await t.app.ctx.jobs.drain();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail?.kind).toBe("newsletter_confirmation");
    const links = [...mail!.textBody.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
    const confirm = links.find((l) => l.pathname.endsWith("/confirm"))!;
    const unsubscribe = links.find((l) => l.pathname.endsWith("/unsubscribe"))!;

    const opened = await t.app.inject({ method: "GET", url: `${confirm.pathname}${confirm.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/blog?newsletter=confirmed");
    const row = await rowFor(email);
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmedAt).toBeTruthy();

    const left = await t.app.inject({ method: "GET", url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(left.headers.location).toBe("/blog?newsletter=unsubscribed");
    const after = await rowFor(email);
    expect(after?.status).toBe("unsubscribed");
  });

  it("a made-up link changes nothing", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/newsletter/confirm?token=made-up" });
    expect(res.headers.location).toBe("/blog?newsletter=invalid");
  });
});
