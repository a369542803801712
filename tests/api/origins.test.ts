import { describe, expect, it } from "vitest";
import { GENERIC_ERRORS } from "../../src/core/messages";
import { allowedOrigins } from "../../src/server/http/allowed-origins";
import { createAccount } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp({ publicUrl: "http://localhost:3000" });

describe("allowed origins (issue 20 §2)", () => {
  it("are the announced address plus its loopback spellings on the same scheme and port", () => {
    expect(allowedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(allowedOrigins("http://127.0.0.1:4123/")).toEqual([
      "http://127.0.0.1:4123",
      "http://localhost:4123",
      "http://[::1]:4123",
    ]);
    expect(allowedOrigins("https://standing.example")).toEqual(["https://standing.example"]);
  });
});

describe("a page opened at a loopback alias of the announced address", () => {
  for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) {
    it(`signs in and sets up a second factor at ${origin}`, async () => {
      const a = await createAccount(t.app);
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/sign-in",
        headers: { origin, host: new URL(origin).host },
        payload: { email: a.email, password: a.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      // The auth library checks origins itself: it must trust the same list, or this answers "Invalid origin".
      const enable = await t.app.inject({
        method: "POST",
        url: "/api/auth/two-factor/enable",
        headers: { origin, host: new URL(origin).host, cookie: a.cookie },
        payload: { password: a.password },
      });
      expect(enable.statusCode, enable.body).toBe(200);
      expect(enable.json().totpURI).toMatch(/^otpauth:/);
    });
  }
});

describe("any other origin", () => {
  const refused = [
    ["another port", "http://127.0.0.1:4000"],
    ["a LAN address, even as its own Host", "http://192.168.1.9:3000"],
    ["another site", "https://evil.example"],
    ["an opaque origin", "null"],
  ] as const;
  for (const [what, origin] of refused) {
    it(`is refused with the address to open: ${what}`, async () => {
      const host = origin === "null" ? "localhost:3000" : new URL(origin).host;
      for (const url of ["/api/v1/auth/sign-in", "/api/auth/two-factor/enable"]) {
        const res = await t.app.inject({
          method: "POST",
          url,
          headers: { origin, host },
          payload: { email: "x@example.com", password: "a-long-passphrase" },
        });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe(GENERIC_ERRORS.wrongAddress("http://localhost:3000"));
        expect(res.json().error.message).toContain("Open http://localhost:3000");
      }
    });
  }
});
