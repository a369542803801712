import { makeSignature } from "better-auth/crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signatureCheck } from "../../src/server/auth/session-read";

/** D411: the session cookie's signature, checked with the library's makeSignature and remembered once it held. */
describe("the session cookie's signature check", () => {
  const secret = "a-secret-of-the-test-32-characters!";
  const counted = () => {
    const calls: string[] = [];
    const check = signatureCheck(async (value) => {
      calls.push(value);
      return makeSignature(value, secret);
    });
    return { calls, check };
  };

  it("signs a value once while it keeps holding, and each other value on its own", async () => {
    const { calls, check } = counted();
    const good = await makeSignature("token-a", secret);
    expect(await check("token-a", good)).toBe(true);
    expect(await check("token-a", good)).toBe(true);
    expect(calls).toEqual(["token-a"]);
    // Another token with token-a's signature is signed, and refused.
    expect(await check("token-b", good)).toBe(false);
    expect(calls).toEqual(["token-a", "token-b"]);
  });

  it("never keeps a signature that did not hold: a forged one is refused each time, after signing", async () => {
    const { calls, check } = counted();
    const good = await makeSignature("token-a", secret);
    const forged = `${good.slice(0, -2)}x=`;
    expect(await check("token-a", forged)).toBe(false);
    expect(await check("token-a", forged)).toBe(false);
    expect(calls).toEqual(["token-a", "token-a"]);
    // The right signature still holds afterwards.
    expect(await check("token-a", good)).toBe(true);
  });

  it("once a signature held, no other signature of that token or any other token holds", async () => {
    const { check } = counted();
    const good = await makeSignature("token-a", secret);
    expect(await check("token-a", good)).toBe(true);
    const near = ["", "x", good.slice(1), `${good}=`, good.toLowerCase(), `${good.slice(0, -1)}A`];
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...near), fc.string({ maxLength: 50 })), async (forged) => {
        fc.pre(forged !== good);
        expect(await check("token-a", forged)).toBe(false);
        expect(await check(`token-a.${forged}`, good)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps no more than its bound: the oldest value is signed again", async () => {
    const calls: string[] = [];
    const check = signatureCheck(
      async (value) => {
        calls.push(value);
        return makeSignature(value, secret);
      },
      { max: 2, ttlMs: 60_000 },
    );
    const sig = async (v: string) => makeSignature(v, secret);
    for (const v of ["t1", "t2", "t3"]) expect(await check(v, await sig(v))).toBe(true);
    expect(await check("t1", await sig("t1"))).toBe(true);
    expect(calls).toEqual(["t1", "t2", "t3", "t1"]);
  });
});
