import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mayConflict } from "../../src/web/lib/cn";

/** Every class-like word in the quoted strings of the web app's source: the classes `cn` can be given. */
function sourceClasses(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(__dirname, "../../src/web"));
  const tokens = new Set<string>();
  for (const file of files) {
    for (const [, text] of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`$\n]*)`/g)) {
      for (const token of (text ?? "").split(/\s+/)) {
        if (/^[!-]?[a-z@*[][\w\-[\]:/.%&>=#()'*!,+]*$/.test(token) && /[a-z]/.test(token)) tokens.add(token);
      }
    }
  }
  // tailwind-merge never removes a class it does not know, so only those it knows (it folds a repeat of one) can
  // conflict: the others are left out of the pairs.
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token);
}

describe("cn", () => {
  const classes = sourceClasses();

  it("finds the app's classes to check against (a guard on the extraction itself)", () => {
    expect(classes.length).toBeGreaterThan(400);
    for (const known of ["px-4", "sm:px-6", "[&_svg]:size-4", "hidden", "md:flex", "text-muted-foreground"]) {
      expect(classes).toContain(known);
    }
  });

  it("never skips tailwind-merge for two classes it would merge: every ordered pair of the source's classes", () => {
    const missed: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (a === b || mayConflict([a, b])) continue;
        const pair = `${a} ${b}`;
        if (twMerge(pair) !== pair) missed.push(pair);
      }
    }
    expect(missed).toEqual([]);
    // About half a million pairs: seconds alone, more beside the other test files on a busy machine.
  }, 120_000);

  it("merges what conflicts, keeps what does not, and gives tailwind-merge's spacing", () => {
    expect(cn("px-4 py-2", "p-0")).toBe("p-0");
    expect(cn("flex items-center", false && "hidden", "hidden")).toBe("items-center hidden");
    expect(cn("absolute top-0", "inset-0")).toBe("absolute inset-0");
    expect(cn("text-sm uppercase", "normal-case")).toBe("text-sm normal-case");
    expect(cn("hover:focus:bg-muted", "focus:hover:bg-card")).toBe("focus:hover:bg-card");
    expect(cn("size-9 rounded-full", "size-12")).toBe("rounded-full size-12");
    expect(cn("  rounded-md\n  border ", "shadow-sm")).toBe("rounded-md border shadow-sm");
    expect(mayConflict(["rounded-md", "border", "shadow-sm", "px-4", "sm:px-6", "md:flex", "hidden"])).toBe(false);
  });
});
