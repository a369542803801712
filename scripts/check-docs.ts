/**
 * Link-and-path check for the docs (issue 35 §7): in README.md and docs/**\/*.md, every relative markdown link must
 * reach a file or folder, and every backticked repository path (`src/server/…`, `tests/…`, `docs/…`, …) must exist.
 * Decision records (docs/decisions/) are history: their links are checked, their backticked paths are not (a record
 * names the files as they were when it was written).
 *
 *   npx tsx scripts/check-docs.ts     prints each broken reference as file:line, exits 1 if there is any
 *
 * tests/unit/docs-links.test.ts runs the same check in `npm test`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Top-level folders whose paths, when backticked in a doc, must exist. */
const PATH_ROOTS = ["src", "tests", "scripts", "bench", "docs", "content", ".ci"];
const BACKTICKED_PATH = new RegExp(`^(?:${PATH_ROOTS.map((r) => r.replace(".", "\\.")).join("|")})/[^\\s\`]*$`);

export type Broken = { file: string; line: number; target: string; kind: "link" | "path" };

export function docFiles(root = REPO_ROOT): string[] {
  const out = [join(root, "README.md")];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".md")) out.push(path);
    }
  };
  walk(join(root, "docs"));
  return out;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level of braces, as the docs write them). */
function expandBraces(path: string): string[] {
  const m = /^(.*?)\{([^{}]*)\}(.*)$/.exec(path);
  if (!m) return [path];
  return m[2]!.split(",").flatMap((part) => expandBraces(`${m[1]}${part}${m[3]}`));
}

/** A backticked path as written → the paths to look for, or none when it is a pattern rather than a path. */
function candidatePaths(text: string): string[] {
  let path = text.replace(/[.,;:]+$/, "");
  path = path.replace(/:\d+(?:-\d+)?$/, ""); // `file.ts:37-66`
  path = path.replace(/#.*$/, "");
  if (/[*…<>$?]|\.\.\.|NN|\bN\b/.test(path)) return []; // globs, placeholders (00NN, NNNN), templates
  return expandBraces(path);
}

export function checkDocs(root = REPO_ROOT): Broken[] {
  const broken: Broken[] = [];
  for (const file of docFiles(root)) {
    const rel = relative(root, file);
    const isDecision = rel.startsWith(join("docs", "decisions"));
    let fenced = false;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (/^\s*(```|~~~)/.test(line)) {
          fenced = !fenced;
          return;
        }
        if (fenced) return;
        // Inline code first, so a link-like text inside backticks is not taken for a link.
        const code = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
        const prose = line.replace(/`[^`]*`/g, "");
        for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
          const target = m[1]!;
          if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue; // http:, mailto:, anchors
          const path = decodeURI(target.replace(/#.*$/, ""));
          const absolute = path.startsWith("/") ? join(root, path) : resolve(dirname(file), path);
          if (!existsSync(absolute)) broken.push({ file: rel, line: index + 1, target, kind: "link" });
        }
        if (isDecision) return;
        for (const text of code) {
          if (!BACKTICKED_PATH.test(text)) continue;
          for (const path of candidatePaths(text))
            if (!existsSync(join(root, path))) broken.push({ file: rel, line: index + 1, target: text, kind: "path" });
        }
      });
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = checkDocs();
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.kind} ${b.target} does not exist`);
  console.log(
    broken.length ? `${broken.length} broken` : `docs: every link and path exists (${docFiles().length} files)`,
  );
  process.exit(broken.length ? 1 : 0);
}
