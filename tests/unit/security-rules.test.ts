import { describe, expect, it } from "vitest";
import { stripUnsafeNameCharacters } from "../../src/core/file-names";
import { jsonDepth } from "../../src/server/http/json-parser";
import { Throttle, TooManyRequests } from "../../src/server/http/throttle";

describe("file names (issue 12, hole 8)", () => {
  it("drops bidirectional controls, zero-width and control characters", () => {
    expect(stripUnsafeNameCharacters("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    for (const c of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
      "\u200B",
      "\uFEFF",
      "\u0000",
      "\u001F",
      "\u009F",
    ])
      expect(stripUnsafeNameCharacters(`a${c}b.pdf`)).toBe("ab.pdf");
    expect(stripUnsafeNameCharacters("Résumé – 2026.pdf")).toBe("Résumé – 2026.pdf");
  });
});

describe("JSON nesting depth", () => {
  it("counts objects and arrays, not brackets inside strings", () => {
    expect(jsonDepth("{}")).toBe(1);
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth("[".repeat(5000) + "]".repeat(5000), 32)).toBe(33);
  });
});

describe("lockouts with back-off (issue 12, hole 6)", () => {
  const rule = { max: 3, windowMs: 60_000, maxLockMs: 10 * 60_000 };
  it("locks after max failures, for twice as long each time within a day, and a success forgets the failures", async () => {
    let now = 0;
    const throttle = new Throttle(() => now);
    const fail = () => throttle.recordFailure("k", rule);
    const lockedFor = async () => {
      try {
        await throttle.assertNotLocked("k");
        return 0;
      } catch (error) {
        expect(error).toBeInstanceOf(TooManyRequests);
        return (error as TooManyRequests).retryAfterSeconds;
      }
    };
    await fail();
    await fail();
    await throttle.recordSuccess("k");
    await fail();
    await fail();
    expect(await lockedFor()).toBe(0); // the success forgot the first two
    await fail();
    expect(await lockedFor()).toBe(60);
    now += 60_000;
    expect(await lockedFor()).toBe(0);
    await fail();
    await fail();
    await fail();
    expect(await lockedFor()).toBe(120);
    now += 120_000;
    for (let i = 0; i < 3; i++) await fail();
    expect(await lockedFor()).toBe(240);
    now += 240_000;
    for (let i = 0; i < 3; i++) await fail();
    expect(await lockedFor()).toBe(480);
    now += 480_000;
    for (let i = 0; i < 3; i++) await fail();
    expect(await lockedFor()).toBe(600); // capped
    // A quiet day resets the back-off.
    now += 2 * 24 * 3_600_000;
    for (let i = 0; i < 3; i++) await fail();
    expect(await lockedFor()).toBe(60);
  });

  it("keys are independent", async () => {
    const throttle = new Throttle(() => 0);
    for (let i = 0; i < 3; i++) await throttle.recordFailure("a", rule);
    await expect(throttle.assertNotLocked("a")).rejects.toThrow(TooManyRequests);
    await expect(throttle.assertNotLocked("b")).resolves.toBeUndefined();
  });
});

describe("context words in passwords (ASVS 6.2.11)", () => {
  it("refuses the product's name and the person's own e-mail, company and name, whatever digits and symbols", async () => {
    const { isContextPassword } = await import("../../src/server/auth/common-passwords");
    const me = { email: "jordan.avery@northwind.example", name: "Jordan Avery" };
    for (const p of [
      "Standing2026!",
      "standing-1234",
      "JordanAvery99",
      "jordan.avery!",
      "Northwind#2026",
      "avery12345",
    ])
      expect(isContextPassword(p, me), p).toBe(true);
    for (const p of ["correct-horse-battery-staple", "Standing-Admin-2026", "outstanding-work-42", "12345678"])
      expect(isContextPassword(p, me), p).toBe(false);
  });
});
