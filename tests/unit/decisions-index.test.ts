import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEX_FILE, readDecisions, renderIndex } from "../../scripts/decisions-index";

describe("docs/decisions", () => {
  it("every record is NNNN-kebab-title.md with its title and status lines, numbers unique", () => {
    const records = readDecisions();
    expect(records.length).toBeGreaterThan(250);
    // "withdrawn": tried and taken back, the record kept for what was learnt (D429).
    for (const record of records)
      expect(record.status).toMatch(/^(accepted|withdrawn \(.+\)|superseded by \[\d{4}\]\(\d{4}-)/);
  });

  it("the index is up to date (regenerate it with `npx tsx scripts/decisions-index.ts`)", () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(renderIndex(readDecisions()));
  });

  it("a superseded decision links to a record that exists", () => {
    const files = new Set(readDecisions().map((r) => r.file));
    for (const record of readDecisions())
      for (const [, target] of record.status.matchAll(/\]\(([^)]+)\)/g)) expect(files, record.file).toContain(target);
  });
});
