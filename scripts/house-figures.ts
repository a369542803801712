/**
 * The house figures of issue 35 §8, printed:
 *  - duplicate pairs in src/ and in tests/: places sharing 6 or more lines, counted by jscpd (pinned 5.3.2, identical
 *    token runs in .ts/.tsx) with a rough split into boilerplate (imports, type fields, JSX props, punctuation) and the
 *    rest; and, where the machine has the `duplicates` tool (same lines or lines of the same shape), its count too,
 *    which is the figure the issue quotes;
 *  - files over 300 lines under src/ (.ts/.tsx), catalogues and generated files named as exceptions;
 *  - unused dependencies, unlisted dependencies and binaries (knip, configured in knip.jsonc);
 *  - `as unknown as` in src/ (and in tests/, for information).
 *
 *   npx tsx scripts/house-figures.ts [--root DIR] [--no-knip]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const rootArg = args.indexOf("--root");
const ROOT = resolve(rootArg >= 0 ? args[rootArg + 1]! : join(HERE, ".."));
const BIN = join(HERE, "..", "node_modules", ".bin");

/** Long files that are lists by nature (or written by a tool): one entry per line is the point, so length is no smell. */
export const LONG_FILE_EXCEPTIONS: Record<string, string> = {
  "src/core/notices.ts": "catalogue: every notice kind, its words and its mail (D120)",
  "src/server/db/schema/domain.ts": "catalogue: table definitions (drizzle schema)",
  "src/server/db/schema/professional.ts": "catalogue: table definitions (drizzle schema)",
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) out.push(path);
    }
  };
  walk(dir);
  return out;
}

const lineCount = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

type Clone = {
  fragment?: string;
  firstFile: { name: string; start: number; end: number };
  secondFile: { name: string };
};

/** A line that carries no logic of its own: imports, type fields, JSX props and tags, punctuation. */
const TYPE = String.raw`(?:string|number|boolean|Date|null|undefined|unknown|[A-Z][\w$.<>[\]]*|"[^"]*")(?:\[\])?`;
const THIN = new RegExp(
  [
    String.raw`^\s*$`, // blank
    String.raw`^\s*[\])}>;,(]+[,;)]*$`, // closing punctuation
    String.raw`^\s*(?:import\b|export \{|\}\s*from\b|\/\/|\*|\/\*)`, // imports, re-exports, comments
    String.raw`^\s*(?:readonly\s+)?[\w$]+\??:\s*${TYPE}(?:\s*\|\s*${TYPE})*[;,]?$`, // a type's field
    String.raw`^\s*[\w-]+=(?:\{[^}]*\}|"[^"]*")\s*\/?>?$`, // a JSX prop
    String.raw`^\s*<\/?[\w.]+\s*\/?>?$`, // a bare JSX tag
  ].join("|"),
);

export function isBoilerplate(fragment: string): boolean {
  const lines = fragment.split("\n");
  const thin = lines.filter((line) => THIN.test(line)).length;
  return thin / lines.length >= 0.6;
}

function jscpd(dir: string): { pairs: number; boilerplate: number; files: number } | string {
  const out = mkdtempSync(join(tmpdir(), "house-figures-"));
  try {
    const run = spawnSync(
      join(BIN, "jscpd"),
      ["--min-lines", "6", "--format", "typescript,tsx", "--reporters", "json", "--output", out, "--silent", dir],
      { encoding: "utf8" },
    );
    if (run.error || run.status !== 0) return `jscpd failed: ${run.error?.message ?? run.stderr}`;
    const report = JSON.parse(readFileSync(join(out, "jscpd-report.json"), "utf8")) as {
      duplicates: Clone[];
      statistics: { total: { sources: number } };
    };
    const boilerplate = report.duplicates.filter((c) => isBoilerplate(c.fragment ?? "")).length;
    return { pairs: report.duplicates.length, boilerplate, files: report.statistics.total.sources };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The machine's `duplicates` tool, when present: its first line ("N pairs of places (M files read), … (S by shape alone, B of those marked boilerplate)"). */
function shapeDuplicates(dir: string): string | null {
  const run = spawnSync("duplicates", ["--seconds", "120"], { cwd: dir, encoding: "utf8" });
  if (run.error || run.status !== 0) return null;
  const first = run.stdout.split("\n")[0] ?? "";
  const pairs = /^(\d+) pairs/.exec(first)?.[1] ?? (first.startsWith("no duplicates") ? "0" : null);
  const boiler = /(\d+) of those marked boilerplate/.exec(first)?.[1] ?? "0";
  const files = /\((\d+) files read\)/.exec(first)?.[1] ?? "?";
  if (pairs === null) return null;
  return `${pairs} pairs, ${Number(pairs) - Number(boiler)} not boilerplate (${files} files)`;
}

function knip(): string {
  const run = spawnSync(join(BIN, "knip"), ["--dependencies", "--no-config-hints", "--reporter", "json"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  let report: { issues: Record<string, unknown>[] };
  try {
    report = JSON.parse(run.stdout) as typeof report;
  } catch {
    return `knip failed: ${run.stderr || run.stdout}`.trim();
  }
  const names = (kinds: string[]) =>
    report.issues.flatMap((issue) =>
      kinds.flatMap((kind) => ((issue[kind] as { name: string }[] | undefined) ?? []).map((i) => i.name)),
    );
  const unused = names(["dependencies", "devDependencies", "optionalPeerDependencies"]);
  const unlisted = names(["unlisted", "binaries", "unresolved"]);
  return `${unused.length} unused${unused.length ? ` (${unused.join(", ")})` : ""}; ${unlisted.length} unlisted${
    unlisted.length ? ` (${unlisted.join(", ")})` : ""
  }`;
}

function asUnknownAs(dir: string): number {
  return sourceFiles(dir).reduce((n, file) => n + (readFileSync(file, "utf8").match(/as unknown as/g)?.length ?? 0), 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const print = (label: string, value: string | number) => console.log(`${label.padEnd(28)} ${value}`);
  const src = join(ROOT, "src");
  const tests = join(ROOT, "tests");
  for (const [name, dir] of [
    ["src/", src],
    ["tests/", tests],
  ] as const) {
    const found = jscpd(dir);
    print(
      `duplicates ${name} (jscpd)`,
      typeof found === "string"
        ? found
        : `${found.pairs} pairs, ${found.pairs - found.boilerplate} not boilerplate (${found.files} files)`,
    );
    const shaped = shapeDuplicates(dir);
    if (shaped) print(`duplicates ${name} (shape)`, shaped);
  }
  const long = sourceFiles(src)
    .map((file) => ({ file: relative(ROOT, file), lines: lineCount(file) }))
    .filter((f) => f.lines > 300)
    .sort((a, b) => b.lines - a.lines);
  const counted = long.filter((f) => !LONG_FILE_EXCEPTIONS[f.file]);
  print("files over 300 lines (src/)", `${counted.length} (+ ${long.length - counted.length} exceptions)`);
  for (const f of long) {
    const why = LONG_FILE_EXCEPTIONS[f.file];
    console.log(`  ${String(f.lines).padStart(5)} ${f.file}${why ? `  — exception, ${why}` : ""}`);
  }
  if (!args.includes("--no-knip")) print("dependencies (knip)", knip());
  print("`as unknown as` in src/", asUnknownAs(src));
  print("`as unknown as` in tests/", asUnknownAs(tests));
}
