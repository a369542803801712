import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDocs } from "../../scripts/check-docs";

describe("docs: links and paths (scripts/check-docs.ts)", () => {
  it("every relative link and backticked repository path in README.md and docs/ exists", () => {
    expect(checkDocs().map((b) => `${b.file}:${b.line}: ${b.kind} ${b.target}`)).toEqual([]);
  });

  it("finds a broken link, a missing path, and passes what exists, patterns and code blocks", () => {
    const root = mkdtempSync(join(tmpdir(), "check-docs-"));
    try {
      mkdirSync(join(root, "docs", "decisions"), { recursive: true });
      mkdirSync(join(root, "src", "server"), { recursive: true });
      writeFileSync(join(root, "src", "server", "app.ts"), "");
      writeFileSync(join(root, "docs", "ops.md"), "");
      writeFileSync(
        join(root, "README.md"),
        [
          "[ops](docs/ops.md) [gone](docs/gone.md#part) [site](https://example.com) [top](#top)",
          "`src/server/app.ts:10-20` `src/server/{app,main}.ts` `src/server/*.ts` `src/server/`",
          "```",
          "`src/in/a/fence.ts` [x](nowhere.md)",
          "```",
        ].join("\n"),
      );
      writeFileSync(join(root, "docs", "decisions", "0001-a.md"), "`src/old/path.ts` [b](0002-b.md)\n");
      expect(checkDocs(root).map((b) => `${b.file}:${b.line}: ${b.kind} ${b.target}`)).toEqual([
        "README.md:1: link docs/gone.md#part",
        "README.md:2: path src/server/{app,main}.ts",
        "docs/decisions/0001-a.md:1: link 0002-b.md",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
