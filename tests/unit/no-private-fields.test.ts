import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 35 point 5 (decisions 0343, 0345): the server reads no private field of pg, drizzle or better-auth. Each of
 * these was read once (pg-pool's waiting queue, drizzle's session and dialect behind `db`, the library's cookie
 * signature computed by hand); a minor upgrade could change any of them without a word.
 */
const PRIVATE = [
  /\b_pendingQueue\b/,
  /\b_clients\b/,
  /\b_idle\b/,
  /\.session\.prepareQuery\b/,
  /as unknown as \{\s*dialect/,
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("libraries only through their public APIs", () => {
  it("no server file reads pg-pool's queue, drizzle's session or better-auth's cookie signing by hand", () => {
    const found: string[] = [];
    for (const file of files(join(__dirname, "../../src/server"))) {
      const text = readFileSync(file, "utf8");
      for (const pattern of PRIVATE) if (pattern.test(text)) found.push(`${file}: ${pattern}`);
    }
    expect(found).toEqual([]);
  });

  it("the session read checks the cookie's signature with better-auth's own makeSignature, not a copy of it", () => {
    const text = readFileSync(join(__dirname, "../../src/server/auth/session-read.ts"), "utf8");
    expect(text).not.toMatch(/createHmac/);
    expect(text).toMatch(/from "better-auth\/crypto"/);
  });
});
