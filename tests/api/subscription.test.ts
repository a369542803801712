import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

describe("GET /api/v1/subscription", () => {
  it("a new account is on the free plan of its account type", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const res = await t.app.inject({ method: "GET", url: "/api/v1/subscription", headers: { cookie: a.cookie } });
    expect(res.json()).toEqual({
      subscribed: false,
      subscriptionType: "free",
      userType: "employer",
      subscriptionEnd: null,
    });
  });

  it("a paid plan reads as subscribed", async () => {
    const a = await createAccount(t.app, { accountType: "professional", plan: "individual_pro" });
    const res = await t.app.inject({ method: "GET", url: "/api/v1/subscription", headers: { cookie: a.cookie } });
    expect(res.json()).toMatchObject({
      subscribed: true,
      subscriptionType: "individual_pro",
      userType: "professional",
    });
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/subscription" });
    expect(res.statusCode).toBe(401);
  });
});
