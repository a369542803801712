/**
 * The JavaScript each prerendered page (and each server-drawn visitor page's template) loads before it is
 * interactive: its module entry and everything its loader preloads (scripts/prerender/prerender.ts,
 * scripts/prerender/island-preloads.ts), raw and gzipped. Run after `npm run build`:
 *
 *   npx tsx bench/initial-js.ts [--strict]
 *
 * Budget (issue 4): `/` under 150 KB gzipped; `--strict` exits 1 when it is over or a page has no loader.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const webDir = resolve(import.meta.dirname, "..", "dist", "web");
const pages = JSON.parse(readFileSync(join(webDir, "_prerendered", "manifest.json"), "utf8")) as Record<string, string>;
// The templates of the pages drawn per request for a visitor (D240): their islands load the same way.
pages["/profile/{id} (visitor)"] = "ssr-profile.html";
pages["/search (visitor)"] = "ssr-search.html";
let over = false;
for (const [path, file] of Object.entries(pages)) {
  const html = readFileSync(join(webDir, "_prerendered", file), "utf8");
  // The page's loader names them (D28): `data-entry` and the space-separated `data-preload`.
  const loader = /<script [^>]*data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (!loader?.[1]) {
    console.log(`${path.padEnd(36)} no island loader found in ${file}`);
    over = true;
    continue;
  }
  const scripts = new Set([loader[1], ...(loader[2] ?? "").split(" ").filter(Boolean)]);
  let raw = 0;
  let gz = 0;
  for (const script of scripts) {
    const bytes = readFileSync(join(webDir, script));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => (n / 1024).toFixed(1);
  const flag = path === "/" && gz / 1024 > BUDGET_KB ? `  over the ${BUDGET_KB} KB budget` : "";
  if (flag) over = true;
  console.log(
    `${path.padEnd(36)} ${String(scripts.size).padStart(3)} files  ${kb(raw).padStart(6)} KB  ${kb(gz).padStart(6)} KB gzipped${flag}`,
  );
}
if (over && process.argv.includes("--strict")) process.exit(1);
