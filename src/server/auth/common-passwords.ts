import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let list: Set<string> | undefined;

/** True for the 1,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), "common-passwords.txt"), "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#")),
  );
  return list.has(password.toLowerCase());
}

/** Words anyone would try first against a Standing account (ASVS 6.1.2 / 6.2.11: the documented context list). */
export const CONTEXT_WORDS = ["standing", "standingapp", "reputation", "verifiedreputation", "workforce"] as const;

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}]/gu, "");

/**
 * True when the password is, apart from digits and symbols, a context word: the product's name, or the person's own
 * e-mail name, company or full name ("Standing2026!", "jordanavery1"). Such passwords are the first a guesser tries.
 */
export function isContextPassword(password: string, context: { email?: string | null; name?: string | null }): boolean {
  const core = letters(password);
  if (core.length === 0) return false;
  const words = new Set<string>(CONTEXT_WORDS);
  const [local = "", domain = ""] = (context.email ?? "").split("@");
  for (const w of [local, domain.split(".")[0] ?? "", context.name ?? "", ...(context.name ?? "").split(/\s+/)])
    if (letters(w).length >= 4) words.add(letters(w));
  return words.has(core);
}
