/**
 * Lighthouse mobile Performance and Accessibility for the marketing pages, against a running server.
 *
 *   npx vite build && PORT=3400 npx tsx src/server/main.ts &     # or any running instance
 *   BASE_URL=http://localhost:3400 npx tsx bench/lighthouse.ts [--strict] [/path …]
 *
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), Lighthouse's default mobile
 * emulation and simulated slow-4G throttling. Prints one line per page with both scores and the
 * main metrics, then any failing accessibility audit. Targets (issue 4): Performance ≥ 95,
 * Accessibility = 100; `--strict` exits 1 when a page misses them.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const TARGET = { performance: 95, accessibility: 100 };
const args = process.argv.slice(2);
const strict = args.includes("--strict");
const paths = args.filter((a) => a.startsWith("/"));
const PAGES = paths.length > 0 ? paths : ["/", "/pricing", "/blog/introducing-standing"];
const base = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const pct = (v: number | null | undefined) => (v == null ? "n/a" : String(Math.round(v * 100)));
const ms = (v: number | undefined) => (v == null ? "n/a" : `${(v / 1000).toFixed(2)}s`);
let failed = false;

try {
  for (const path of PAGES) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      console.log(`${path.padEnd(32)} Lighthouse error ${runtimeError.code}: ${runtimeError.message}`);
      failed = true;
      continue;
    }
    const perf = categories.performance?.score ?? null;
    const a11y = categories.accessibility?.score ?? null;
    const metric = (id: string) => audits[id]?.numericValue;
    console.log(
      `${path.padEnd(32)} performance ${pct(perf).padStart(3)}  accessibility ${pct(a11y).padStart(3)}  ` +
        `FCP ${ms(metric("first-contentful-paint"))}  LCP ${ms(metric("largest-contentful-paint"))}  ` +
        `TBT ${Math.round(metric("total-blocking-time") ?? 0)}ms  CLS ${(metric("cumulative-layout-shift") ?? 0).toFixed(3)}  ` +
        `SI ${ms(metric("speed-index"))}`,
    );
    for (const ref of categories.accessibility?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`    accessibility: ${audit.id} — ${audit.title}`);
      }
    }
    if ((perf ?? 0) * 100 < TARGET.performance || (a11y ?? 0) * 100 < TARGET.accessibility) failed = true;
  }
} finally {
  chrome.kill();
}

console.log(
  failed
    ? `below target (performance ≥ ${TARGET.performance}, accessibility = ${TARGET.accessibility})`
    : "all pages meet the targets",
);
if (strict && failed) process.exit(1);
