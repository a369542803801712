/**
 * Lighthouse mobile Performance and Accessibility for the marketing pages, against a running server.
 *
 *   npx vite build && PORT=3400 npx tsx src/server/main.ts &     # or any running instance
 *   BASE_URL=http://localhost:3400 npx tsx bench/lighthouse.ts [--strict] [--details] [--runs N] [/path …]
 *
 * Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), Lighthouse's default mobile
 * emulation and simulated slow-4G throttling. Prints one line per page with both scores and the
 * main metrics, then any failing accessibility audit. Targets (issue 4): Performance ≥ 95,
 * Accessibility = 100; `--strict` exits 1 when a page misses them. `--details` adds where the time went:
 * the main-thread breakdown, script boot-up per file, the long tasks and the LCP element. `--runs N` measures every
 * page N times (pages interleaved) and judges the median: on a shared 2-core host one run moves by ±10 points.
 * `--cpu-slowdown F` replaces Lighthouse's CPU factor of 4, to see the margin a slower host would leave.
 * `--calibrate` sets the factor from the host's speed as Lighthouse's documentation says to (docs/throttling.md,
 * "Calibrating the CPU slowdown"): its 4× assumes a host of benchmarkIndex ≈ 1,500. Each run is gathered once
 * (unthrottled, as simulated throttling always gathers), then audited with the factor the Lighthouse CPU throttling
 * calculator gives for the benchmarkIndex measured in that very run, so a run on a moment of a busy host is judged
 * against that moment. PageSpeed Insights itself runs at 1.2× on its slower hosts (core/config/lr-mobile-config.js).
 * `--consent-decided` measures a visitor who has already answered the cookie banner (a consent record in local
 * storage, everything else cleared before each run as Lighthouse does: cookies, caches, service workers), to see
 * a page's own LCP without the banner that appears after boot (D241).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const TARGET = { performance: 95, accessibility: 100 };
const args = process.argv.slice(2);
const strict = args.includes("--strict");
const details = args.includes("--details");
const paths = args.filter((a) => a.startsWith("/"));
const runsArg = args.indexOf("--runs");
const RUNS = runsArg >= 0 ? Math.max(1, Number.parseInt(args[runsArg + 1] ?? "1", 10) || 1) : 1;
const PAGES = paths.length > 0 ? paths : ["/", "/pricing", "/blog/introducing-standing"];
// Lighthouse's default is 4 (a mid-range phone on a host of benchmarkIndex ≈ 1000+). A larger factor answers "what
// would a host half as fast score?" — a check of the margin, not the target's measurement.
const slowdownArg = args.indexOf("--cpu-slowdown");
const CPU_SLOWDOWN = slowdownArg >= 0 ? Number.parseFloat(args[slowdownArg + 1] ?? "4") || 4 : 4;
const consentDecided = args.includes("--consent-decided");
const calibrate = args.includes("--calibrate");
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

/**
 * The CPU factor that makes this host emulate Lighthouse's mid-tier phone: the piecewise-linear curve of Lighthouse's
 * CPU throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator): 150 → 1×, 800 → 2×,
 * 1,300 → 3×, then 1× more per 233 (1,533 → 4×, Lighthouse's default).
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`benchmarkIndex ${benchmarkIndex}: this host is too slow to emulate Lighthouse's phone`);
}

const pct = (v: number | null | undefined) => (v == null ? "n/a" : String(Math.round(v * 100)));
const ms = (v: number | undefined) => (v == null ? "n/a" : `${(v / 1000).toFixed(2)}s`);
let failed = false;

type Audits = Record<string, { details?: unknown; numericValue?: number } | undefined>;
interface TableDetails {
  items?: Array<Record<string, unknown>>;
}

/** Where the main-thread time went, from the audits Lighthouse already computed. */
function printDetails(audits: Audits) {
  const items = (id: string) => ((audits[id]?.details as TableDetails | undefined)?.items ?? []).slice(0, 8);
  const round = (v: unknown) => Math.round(Number(v ?? 0));
  const work = items("mainthread-work-breakdown").map((i) => `${i.groupLabel} ${round(i.duration)}ms`);
  console.log(`    main thread: ${work.join(", ")}`);
  for (const i of items("bootup-time")) {
    console.log(
      `    script ${String(i.url)}: total ${round(i.total)}ms, eval ${round(i.scripting)}ms, parse ${round(i.scriptParseCompile)}ms`,
    );
  }
  for (const i of items("long-tasks")) {
    console.log(`    long task at ${round(i.startTime)}ms: ${round(i.duration)}ms (${String(i.url)})`);
  }
  const observed = items("metrics")[0] as Record<string, number> | undefined;
  if (observed) {
    console.log(
      `    observed (unthrottled): FCP ${round(observed.observedFirstContentfulPaint)}ms, LCP ${round(observed.observedLargestContentfulPaint)}ms, load ${round(observed.observedLoad)}ms`,
    );
  }
  const lcp = items("largest-contentful-paint-element")[0] as
    | { items?: Array<{ node?: { snippet?: string } }> }
    | undefined;
  const snippet = lcp?.items?.[0]?.node?.snippet;
  if (snippet) console.log(`    LCP element: ${snippet.slice(0, 120)}`);
}

interface Run {
  perf: number;
  a11y: number;
  metrics: Record<string, number>;
}
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;
const runs = new Map<string, Run[]>(PAGES.map((p) => [p, []]));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const line = (label: string, perf: number | null, a11y: number | null, m: (id: string) => number | undefined) =>
  `${label.padEnd(32)} performance ${pct(perf).padStart(3)}  accessibility ${pct(a11y).padStart(3)}  ` +
  `FCP ${ms(m("first-contentful-paint"))}  LCP ${ms(m("largest-contentful-paint"))}  ` +
  `TBT ${Math.round(m("total-blocking-time") ?? 0)}ms  CLS ${(m("cumulative-layout-shift") ?? 0).toFixed(3)}  ` +
  `SI ${ms(m("speed-index"))}`;

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse itself could not read (NO_NAVSTART, NO_FCP… "Please run
 * Lighthouse again") is run again, up to twice, and said so; a page that keeps failing fails the bench.
 */
async function measure(path: string) {
  for (let attempt = 1; ; attempt++) {
    if (consentDecided) await decideConsent();
    const flags = {
      ...(consentDecided ? { disableStorageReset: true } : {}),
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility"],
    };
    const result = calibrate
      ? await measureCalibrated(path, flags)
      : await lighthouse(`${base}${path}`, {
          ...flags,
          ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
        });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.log(`${path.padEnd(32)} Lighthouse error ${error.code}, measuring again`);
  }
}

/**
 * Gathers a run's artifacts to disk, reads the benchmarkIndex Lighthouse measured in it, and audits them with that
 * host's calibrated CPU factor. Simulated throttling gathers unthrottled whatever the factor, so only the audit's
 * setting changes (Lighthouse refuses an audit whose settings differ from the gather's: the saved copy is updated).
 */
async function measureCalibrated(path: string, flags: Parameters<typeof lighthouse>[1]) {
  const dir = mkdtempSync(join(tmpdir(), "standing-lh-"));
  try {
    await lighthouse(`${base}${path}`, { ...flags, gatherMode: dir });
    const file = join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8")) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const factor = Math.round(calibratedSlowdown(artifacts.BenchmarkIndex) * 10) / 10;
    artifacts.settings.throttling.cpuSlowdownMultiplier = factor;
    writeFileSync(file, JSON.stringify(artifacts));
    return await lighthouse(undefined, { ...flags, auditMode: dir, throttling: { ...artifacts.settings.throttling } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse's storage reset, keeping one thing: the cookie-consent record (features/consent/consent.ts). */
async function decideConsent() {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const origin = new URL(base).origin;
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "cookies,indexeddb,service_workers,cache_storage,local_storage",
    });
    // A JSON address: no page, so no service worker registers while the record is written.
    await page.goto(`${base}/api/health`);
    await page.evaluate(() =>
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: false, preferences: false, timestamp: new Date().toISOString() }),
      ),
    );
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

try {
  console.log(calibrate ? "CPU slowdown calibrated per run (--calibrate)" : `CPU slowdown ${CPU_SLOWDOWN}×`);
  for (let round = 0; round < RUNS; round++)
    for (const path of PAGES) {
      const result = await measure(path);
      const { categories, audits, runtimeError, environment, runWarnings } = result.lhr;
      if (runtimeError) {
        console.log(`${path.padEnd(32)} Lighthouse error ${runtimeError.code}: ${runtimeError.message}`);
        failed = true;
        continue;
      }
      const perf = categories.performance?.score ?? null;
      const a11y = categories.accessibility?.score ?? null;
      const metric = (id: string) => audits[id]?.numericValue;
      const factor = calibrate ? `, CPU ×${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}` : "";
      console.log(`${line(path, perf, a11y, metric)}  (host index ${Math.round(environment.benchmarkIndex)}${factor})`);
      runs.get(path)?.push({
        perf: perf ?? 0,
        a11y: a11y ?? 0,
        metrics: Object.fromEntries(METRICS.map(([, id]) => [id, metric(id) ?? 0])),
      });
      if (details) {
        // Lighthouse simulates a mid-range phone as this machine's CPU × 4: on a host slower than its reference
        // (benchmarkIndex ≈ 1000+), every script task counts for more.
        console.log(`    host benchmarkIndex ${Math.round(environment.benchmarkIndex)}`);
        for (const w of runWarnings) console.log(`    warning: ${String(w).slice(0, 160)}`);
        printDetails(audits);
      }
      for (const ref of categories.accessibility?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`    accessibility: ${audit.id} — ${audit.title}`);
        }
      }
    }
  for (const [path, results] of runs) {
    if (results.length === 0) continue;
    const perf = median(results.map((r) => r.perf));
    const a11y = median(results.map((r) => r.a11y));
    if (RUNS > 1)
      console.log(
        line(`${path} (median of ${results.length})`, perf, a11y, (id) =>
          median(results.map((r) => r.metrics[id] ?? 0)),
        ),
      );
    if (perf * 100 < TARGET.performance || a11y * 100 < TARGET.accessibility) failed = true;
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
