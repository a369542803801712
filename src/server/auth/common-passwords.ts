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
