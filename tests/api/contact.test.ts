import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { MARKETING } from "../../src/core/messages";
import { contactMessages, mailOutbox } from "../../src/server/db/schema";
import { expectNo5xx, setUpTestApp, visitorPost } from "./helpers";

const t = setUpTestApp({ trustProxy: true });
const post = visitorPost(t, "/api/v1/contact", 1, { "user-agent": "vitest" });

const VALID = {
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana@northwind.example",
  inquiryType: "sales",
  message: "We have 40 locations and would like to hear about Enterprise.",
};

describe("POST /api/v1/contact", () => {
  it("stores a valid message and acknowledges it", async () => {
    const res = await post(VALID, "10.9.0.1");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: "received" });
    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    expect(row).toMatchObject({
      firstName: "Dana",
      lastName: "Whitfield",
      email: "dana@northwind.example",
      inquiryType: "sales",
      message: VALID.message,
      ipAddress: "10.9.0.1",
      userAgent: "vitest",
    });
  });

  it("accepts a message with only an e-mail and a message (no blocking validation)", async () => {
    const res = await post({ email: "x@y.io", message: "Hello" });
    expect(res.statusCode).toBe(201);
  });

  it("refuses an empty or blank message with a clear hint", async () => {
    for (const message of ["", "   \n "]) {
      const res = await post({ ...VALID, message });
      expect(res.statusCode).toBe(400);
      const body = ApiErrorBody.parse(res.json());
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields?.message).toBe(MARKETING.contactMessageRequired);
    }
  });

  it("refuses an impossible e-mail address", async () => {
    for (const email of ["", "no-at-sign", "a@b", "a b@c.com", "@example.com", "x@.com"]) {
      const res = await post({ ...VALID, email });
      expect(res.statusCode, email).toBe(400);
      expect(ApiErrorBody.parse(res.json()).error.fields?.email).toBe(MARKETING.contactEmailInvalid);
    }
  });

  it("refuses unknown fields and unknown inquiry types", async () => {
    const extra = await post({ ...VALID, handledAt: "2020-01-01" });
    expect(extra.statusCode).toBe(400);
    expect(ApiErrorBody.parse(extra.json()).error.fields).toHaveProperty("handledAt");
    const badType = await post({ ...VALID, inquiryType: "bribery" });
    expect(badType.statusCode).toBe(400);
    expect(ApiErrorBody.parse(badType.json()).error.fields).toHaveProperty("inquiryType");
  });

  it("throttles one address to 5 messages per 10 minutes", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 5; i++) expect((await post(VALID, ip)).statusCode).toBe(201);
    const limited = await post(VALID, ip);
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorBody.parse(limited.json()).error.code).toBe("rate_limited");
    // Another address is not affected.
    expect((await post(VALID, "10.99.0.2")).statusCode).toBe(201);
  });

  it("never answers 5xx to arbitrary bodies", async () => {
    const field = fc.oneof(fc.string(), fc.constant(""), fc.integer(), fc.constant(null), fc.jsonValue());
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record(
        { firstName: field, lastName: field, email: field, inquiryType: field, message: field },
        { requiredKeys: [] },
      ),
    );
    await expectNo5xx(bodies, post, 201);
  });

  it("e-mails the message to support, with the sender to reply to", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      headers: { "x-forwarded-for": "10.77.0.9" },
      payload: {
        firstName: "Ada",
        lastName: "Byron",
        email: "ada@example.com",
        inquiryType: "sales",
        message: "Tell me about Enterprise.",
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "contact_message"));
    const mail = mails.find((m) => m.textBody.includes("Tell me about Enterprise."));
    expect(mail?.toAddress).toBe(t.config.supportEmail);
    expect(mail?.textBody).toContain("ada@example.com");
    expect(mail?.status).toBe("sent");
  });
});
