/**
 * Mixed traffic against a running server (issue 19 §6): home, search, profile (visitor), suggestions and signed-in
 * dashboard reads (overview, usage), chosen at random per request. Prints throughput, latency percentiles and
 * errors; with --soak N it then keeps a lighter load (50 connections) for N seconds and prints the server's
 * resident memory every 30 s, then the slope (least squares, MB per minute) over the soak.
 *   npx tsx bench/load.ts --url http://127.0.0.1:3105 [--connections 200] [--seconds 60] [--soak 600] [--pid 1234]
 *     [--identity]   (no Accept-Encoding, as sessions 8–10 measured)
 *     [--long-tail]  (searches, profiles and suggestions drawn from thousands of distinct URLs with a Zipf
 *                     popularity, as a directory's real traffic is, instead of the issue's ten words: D275)
 *     [--rate 1500]  (open loop, D363: requests sent at this fixed rate for --seconds whatever the answers take, each
 *                     timed from the moment it was due, so a server that falls behind shows it in every later
 *                     request's time instead of slowing the senders down; --connections is then unused)
 *     [--window 10]  (the open loop's p99 and max are also printed per window of this many seconds)
 *     [--ramp 5]     (the open loop first rises linearly from 0 to --rate over this many seconds, then holds --rate for
 *                     --seconds; the ramp's requests are timed and printed apart, D431)
 * The server process is the one that owns the listening socket of --url's port (found through /proc/net/tcp and
 * /proc/<pid>/fd), not the `npm start` / `npx tsx` wrapper that started it: session 8's soak sampled the wrapper.
 * --pid is used only when no process on this machine owns the port (a remote --url has no server RSS).
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { CITIES, INDUSTRIES } from "../src/server/seed/pools";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? String(process.argv[i + 1]) : dflt;
};
const base = arg("url", "http://127.0.0.1:3105");
const connections = Number(arg("connections", "200"));
const seconds = Number(arg("seconds", "60"));
const soak = Number(arg("soak", "0"));
const rate = Number(arg("rate", "0"));
const windowSeconds = Number(arg("window", "10"));
const rampSeconds = Number(arg("ramp", "0"));
if (!(windowSeconds > 0) || !(rampSeconds >= 0)) throw new Error("--window must be over 0 and --ramp at least 0");
const port = Number(new URL(base).port || 80);

/** The pid of the process listening on `port` on this machine, or 0 (not found, or not Linux). */
function listeningPid(port: number): number {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; the socket's inode is field 9.
      if (f.length > 9 && f[3] === "0A" && Number.parseInt(f[1]!.split(":")[1]!, 16) === port) inodes.add(f[9]!);
    }
  }
  if (inodes.size === 0) return 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return Number(entry);
      } catch {}
    }
  }
  return 0;
}

const owner = listeningPid(port);
const given = Number(arg("pid", "0"));
if (given && owner && given !== owner)
  console.log(`note: --pid ${given} does not own port ${port} (a wrapper?); sampling ${owner}, which does`);
const pid = owner || given;
console.log(`server process: ${pid ? `pid ${pid}` : "not found (RSS not sampled)"}`);

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const WORDS = [
  "nurse",
  "engineer",
  "manager",
  "warehouse",
  "sales",
  "teacher",
  "driver",
  "analyst",
  "chicago",
  "smith",
];
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const proCookie = await signIn("professional@standing.example", "Standing-Pro-2026");
const ids: string[] = [];
for (const w of WORDS) {
  const res = await fetch(`${base}/api/v1/search?q=${w}`);
  const body = (await res.json()) as { professionals?: Array<{ id: string }> };
  for (const p of body.professionals ?? []) ids.push(p.id);
}
if (ids.length === 0) throw new Error("no profiles found to visit: is the server seeded?");

type Kind = "home" | "search" | "profile" | "suggestions" | "overview" | "usage";
type Req = { method: "GET"; path: string; headers?: Record<string, string>; kind: Kind };
/**
 * What every browser sends: the home page then comes as its prebuilt 17 KB brotli copy and API answers over 1 KB are
 * compressed, as for real visitors. `--identity` leaves the header out (sessions 8–10 measured that way: 100 KB of
 * home page HTML per visit through the loopback, about a third of the server's CPU in writev).
 */
const browserHeaders: Record<string, string> = process.argv.includes("--identity")
  ? {}
  : { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * The issue's mix draws from 30 searches, ~200 profiles and 10 prefixes. `--long-tail` draws from thousands of each,
 * the most popular first (Zipf, s = 1: the top 1 % of URLs get about a third of the visits), so an answer kept in
 * memory is reused only as often as real traffic would reuse it.
 */
const longTail = process.argv.includes("--long-tail");
const titleWords = [...new Set(INDUSTRIES.flatMap((i) => i.titles.flatMap((t) => t.toLowerCase().split(" "))))].filter(
  (w) => w.length > 3,
);
const cityNames = CITIES.map((c) => c.city);
function zipf<T>(items: T[]): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= items.length; k++) {
    sum += 1 / k;
    cumulative.push(sum);
  }
  return () => {
    const r = Math.random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}
const shuffled = <T>(xs: T[]): T[] =>
  xs
    .map((x) => [Math.random(), x] as const)
    .sort((a, b) => a[0] - b[0])
    .map((p) => p[1]);
let searchPath = () => `/api/v1/search?q=${pick(WORDS)}&page=${1 + Math.floor(Math.random() * 3)}`;
let profilePath = () => `/api/v1/professionals/${pick(ids)}`;
let suggestionPath = () => `/api/v1/search/suggestions?q=${pick(WORDS).slice(0, 3)}`;
if (longTail) {
  const lastNames: string[] = [];
  for (const w of titleWords.slice(0, 40)) {
    const res = await fetch(`${base}/api/v1/search?q=${encodeURIComponent(w)}&sortBy=recent`);
    const body = (await res.json()) as { professionals?: Array<{ id: string; lastName: string }> };
    for (const p of body.professionals ?? []) {
      ids.push(p.id);
      lastNames.push(p.lastName);
    }
  }
  const sorts = ["rating", "rating", "recent", "alphabetical"];
  const searches = new Set<string>();
  while (searches.size < 5_000) {
    const r = Math.random();
    const q =
      r < 0.35
        ? pick(titleWords)
        : r < 0.55
          ? `${pick(titleWords)} ${pick(cityNames).toLowerCase()}`
          : r < 0.75
            ? pick(lastNames)
            : r < 0.9
              ? pick(cityNames)
              : `senior ${pick(titleWords)}`;
    const page = Math.random() < 0.7 ? 1 : 2 + Math.floor(Math.random() * 4);
    searches.add(`/api/v1/search?q=${encodeURIComponent(q)}&sortBy=${pick(sorts)}&page=${page}`);
  }
  const prefixes = new Set<string>();
  for (const w of [...titleWords, ...cityNames.map((c) => c.toLowerCase()), ...lastNames.map((n) => n.toLowerCase())])
    for (let n = 2; n <= Math.min(6, w.length); n++) prefixes.add(w.slice(0, n));
  searchPath = zipf(shuffled([...searches]));
  profilePath = zipf(shuffled([...new Set(ids)].map((id) => `/api/v1/professionals/${id}`)));
  suggestionPath = zipf(shuffled([...prefixes].map((p) => `/api/v1/search/suggestions?q=${encodeURIComponent(p)}`)));
  console.log(
    `long tail: ${searches.size} searches, ${new Set(ids).size} profiles, ${prefixes.size} suggestion prefixes (Zipf)`,
  );
}
const drawn = { search: new Set<string>(), profile: new Set<string>(), suggestions: new Set<string>() };
function next(): Req {
  const r = Math.random();
  if (r < 0.2) return { method: "GET", path: "/", kind: "home" };
  if (r < 0.45) return track("search", searchPath());
  if (r < 0.7) return track("profile", profilePath());
  if (r < 0.85) return track("suggestions", suggestionPath());
  if (r < 0.95)
    return { method: "GET", path: "/api/v1/professional/overview", headers: { cookie: proCookie }, kind: "overview" };
  return { method: "GET", path: "/api/v1/usage", headers: { cookie: proCookie }, kind: "usage" };
}
function track(kind: keyof typeof drawn, path: string): Req {
  drawn[kind].add(path);
  return { method: "GET", path, kind };
}

/**
 * Latency by kind of request, so a tail can be traced to the requests that make it. Timed from the request's
 * building (autocannon builds it just before writing it) to its response, per connection (one request in flight).
 */
const byKind = new Map<Kind, number[]>();
/** Requests built by kind: those never answered (timed out, or in flight at the end) are the difference. */
const asked = new Map<Kind, number>();
/** Answers other than 2xx by kind and status ("search 503"), so a refusal is traced to the requests refused. */
const refusedByKind = new Map<string, number>();
function countStatus(kind: Kind, status: string) {
  if (!status.startsWith("2"))
    refusedByKind.set(`${kind} ${status}`, (refusedByKind.get(`${kind} ${status}`) ?? 0) + 1);
}
/** When (seconds into the run) the requests over a second started: a stall shows as a cluster. */
let runStarted = performance.now();
const slowAt: number[] = [];
type Timing = { kind?: Kind; t0?: number };
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}
function printByKind() {
  for (const [kind, xs] of [...byKind].sort((a, b) => a[0].localeCompare(b[0]))) {
    const s = xs.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(11)} ${String(s.length).padStart(7)} reqs  p50 ${percentile(s, 50).toFixed(0)} ms  ` +
        `p90 ${percentile(s, 90).toFixed(0)} ms  p99 ${percentile(s, 99).toFixed(0)} ms  max ${(s.at(-1) ?? 0).toFixed(0)} ms` +
        `  unanswered ${(asked.get(kind) ?? 0) - s.length}`,
    );
  }
  const refused = [...refusedByKind].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`);
  if (refused.length) console.log(`  not 2xx by kind: ${refused.join(", ")}`);
  byKind.clear();
  asked.clear();
  refusedByKind.clear();
  if (slowAt.length) {
    const bySecond = new Map<number, number>();
    for (const sec of slowAt) bySecond.set(sec, (bySecond.get(sec) ?? 0) + 1);
    const list = [...bySecond].sort((a, b) => a[0] - b[0]).map(([sec, n]) => `${sec} s: ${n}`);
    console.log(
      `  over 1 s: ${slowAt.length} requests, started at ${list.slice(0, 12).join(", ")}${list.length > 12 ? ", …" : ""}`,
    );
    slowAt.length = 0;
  }
  if (slowByPlace.firstMax > 0)
    console.log(
      `  by place on the connection (autocannon's own timing): first answers over 1 s ${slowByPlace.first} ` +
        `(max ${slowByPlace.firstMax.toFixed(0)} ms), later ${slowByPlace.later} (max ${slowByPlace.laterMax.toFixed(0)} ms)`,
    );
  Object.assign(slowByPlace, { first: 0, later: 0, firstMax: 0, laterMax: 0 });
}

function rssMb(): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Answers over a second by their place on the connection: the first answer of a connection is timed from before its
 * TCP connection was opened (autocannon builds the first request, then connects), later ones from their write.
 */
const slowByPlace = { first: 0, later: 0, firstMax: 0, laterMax: 0 };

async function run(conns: number, duration: number) {
  runStarted = performance.now();
  return autocannon({
    url: base,
    connections: conns,
    duration,
    setupClient: (client: { on: (event: "response", f: (s: number, b: number, ms: number) => void) => void }) => {
      let answers = 0;
      client.on("response", (_status, _bytes, ms) => {
        const place = answers++ === 0 ? "first" : "later";
        if (ms > 1000) slowByPlace[place]++;
        slowByPlace[`${place}Max`] = Math.max(slowByPlace[`${place}Max`], ms);
      });
    },
    requests: [
      {
        setupRequest: (req: object, context: Timing) => {
          const { kind, ...r } = next();
          context.kind = kind;
          context.t0 = performance.now();
          asked.set(kind, (asked.get(kind) ?? 0) + 1);
          return { ...req, ...r, headers: { ...browserHeaders, ...r.headers } };
        },
        onResponse: (status: number, _body: string, context: Timing) => {
          if (!context.kind || context.t0 === undefined) return;
          countStatus(context.kind, String(status));
          const list = byKind.get(context.kind) ?? [];
          const ms = performance.now() - context.t0;
          list.push(ms);
          if (ms > 1000) slowAt.push(Math.floor((context.t0 - runStarted) / 1000));
          byKind.set(context.kind, list);
        },
      },
    ],
  });
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
/**
 * The open loop (D363): one request due every 1/rate s for `duration` s, sent when due over keep-alive sockets (as many
 * as are needed at once), each timed from when it was due to its answer's last byte. A closed loop (autocannon's
 * connections, even with `overallRate`) sends the next request only when one comes back, so a stalled server is asked
 * less and the stall is counted once ("coordinated omission"); here it is counted in every request due meanwhile.
 */
async function openLoop(perSecond: number, duration: number, rampSeconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const target = new URL(base);
  const all: number[] = [];
  // Each request's time by the window (--window s) it was due in, counted from the end of the ramp, so a stall shows
  // when it happened and not only that it did.
  const windows: number[][] = [];
  const codes = new Map<string, number>();
  // Connections the agent opened, by window: one per request that found every open socket busy.
  const opened: number[] = [];
  // The ramp (--ramp s): the rate rises linearly from 0, so the client's code and its connections warm as real traffic
  // grows; its requests are timed and printed apart (wrk2 likewise leaves its first 10 s out of its figures).
  const ramp = { times: [] as number[], refused: 0, errors: 0, opened: 0 };
  const rampCount = Math.round((perSecond * rampSeconds) / 2);
  const total = rampCount + Math.round(perSecond * duration);
  // When the k-th request (from 0) is due, in ms from the start: k = rate·t²/(2·ramp) during the ramp, then every 1/rate s.
  const dueAt = (k: number) =>
    k < rampCount
      ? Math.sqrt((2 * rampSeconds * k) / perSecond) * 1000
      : rampSeconds * 1000 + ((k - rampCount) * 1000) / perSecond;
  const dueBy = (ms: number) =>
    ms < rampSeconds * 1000
      ? Math.floor((perSecond * (ms / 1000) ** 2) / (2 * rampSeconds)) + 1
      : rampCount + Math.floor(((ms - rampSeconds * 1000) * perSecond) / 1000) + 1;
  let errors = 0;
  let sent = 0;
  let done = 0;
  runStarted = performance.now();
  const steadyFrom = runStarted + rampSeconds * 1000;
  await new Promise<void>((finish) => {
    const fire = (index: number) => {
      const due = runStarted + dueAt(index);
      const inRamp = index < rampCount;
      const window = Math.floor((due - steadyFrom) / (windowSeconds * 1000));
      const { kind, path, headers } = next();
      const settle = (code: string) => {
        const ms = performance.now() - due;
        if (++done === total) finish();
        if (inRamp) {
          ramp.times.push(ms);
          if (code === "error") ramp.errors++;
          else if (!code.startsWith("2")) ramp.refused++;
          return;
        }
        all.push(ms);
        codes.set(code, (codes.get(code) ?? 0) + 1);
        countStatus(kind, code);
        const list = byKind.get(kind) ?? [];
        list.push(ms);
        byKind.set(kind, list);
        if (ms > 1000) slowAt.push(Math.floor((due - steadyFrom) / 1000));
        const inWindow = windows[window] ?? [];
        inWindow.push(ms);
        windows[window] = inWindow;
      };
      if (!inRamp) asked.set(kind, (asked.get(kind) ?? 0) + 1);
      const req = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path,
          headers: { ...browserHeaders, ...headers },
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on("end", () => settle(String(res.statusCode)));
          res.on("error", () => {
            if (!inRamp) errors++;
            settle("error");
          });
        },
      );
      req.on("socket", () => {
        if (req.reusedSocket) return;
        if (inRamp) ramp.opened++;
        else opened[window] = (opened[window] ?? 0) + 1;
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        if (!inRamp) errors++;
        settle("error");
      });
    };
    const tick = () => {
      const dueNow = Math.min(total, dueBy(performance.now() - runStarted));
      while (sent < dueNow) fire(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  if (rampCount > 0) {
    const r = ramp.times.sort((a, b) => a - b);
    console.log(
      `ramp 0 → ${perSecond} req/s over ${rampSeconds} s (not in the figures below): ${rampCount} requests, ` +
        `p50 ${percentile(r, 50).toFixed(0)} ms  p99 ${percentile(r, 99).toFixed(0)} ms  max ${(r.at(-1) ?? 0).toFixed(0)} ms  ` +
        `errors ${ramp.errors}  non-2xx ${ramp.refused}  new conns ${ramp.opened}`,
    );
  }
  const s = all.sort((a, b) => a - b);
  const other = [...codes].filter(([c]) => !c.startsWith("2"));
  console.log(
    `open loop ${perSecond} req/s × ${duration} s: ${total - rampCount} requests, p50 ${percentile(s, 50).toFixed(0)} ms  ` +
      `p90 ${percentile(s, 90).toFixed(0)} ms  p99 ${percentile(s, 99).toFixed(0)} ms  max ${(s.at(-1) ?? 0).toFixed(0)} ms  ` +
      `errors ${errors}  non-2xx ${other.reduce((a, [, n]) => a + n, 0)}` +
      `${other.length ? ` (${other.map(([c, n]) => `${c}: ${n}`).join(", ")})` : ""}  (load after: ${load()})`,
  );
  const byWindow = windows.map((w, i) => {
    const sorted = w.sort((a, b) => a - b);
    return (
      `${i * windowSeconds}–${(i + 1) * windowSeconds} s p99 ${percentile(sorted, 99).toFixed(0)} ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(0)} new conns ${opened[i] ?? 0}`
    );
  });
  console.log(`  by when due: ${byWindow.join(" · ")}`);
  printByKind();
}

console.log(`load before: ${load()}  rss ${rssMb() ?? "?"} MB`);
if (rate > 0) {
  await openLoop(rate, seconds, rampSeconds);
  process.exit(0);
}
const result = await run(connections, seconds);
console.log(
  `mixed ${connections} conns × ${seconds} s: ${Math.round(result.requests.average)} req/s  ` +
    `p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p99 ${result.latency.p99} ms  ` +
    `errors ${result.errors}  timeouts ${result.timeouts}  non-2xx ${result.non2xx}${statuses(result)}  (load after: ${load()})`,
);
printByKind();
console.log(
  `distinct URLs asked: ${drawn.search.size} searches, ${drawn.profile.size} profiles, ${drawn.suggestions.size} suggestions`,
);
if (soak > 0) {
  const samples: Array<{ minute: number; mb: number }> = [];
  const started = Date.now();
  const sample = () => {
    const mb = rssMb();
    const minute = (Date.now() - started) / 60_000;
    if (mb !== null) samples.push({ minute, mb });
    console.log(`  soak ${(minute * 60).toFixed(0).padStart(4)} s: server RSS ${mb ?? "?"} MB  (load ${load()})`);
  };
  sample();
  const timer = setInterval(sample, 30_000);
  const s = await run(Math.min(50, connections), soak);
  clearInterval(timer);
  sample();
  console.log(
    `soak ${Math.min(50, connections)} conns × ${soak} s: ${Math.round(s.requests.average)} req/s p99 ${s.latency.p99} ms ` +
      `errors ${s.errors} non-2xx ${s.non2xx}; RSS ${samples[0]?.mb ?? "?"} → ${samples.at(-1)?.mb ?? "?"} MB, ` +
      `slope ${slope(samples)} (load: ${load()})`,
  );
  printByKind();
}

/** The answers other than 2xx by status code, e.g. " (429: 12)", so a refusal is never mistaken for speed. */
function statuses(result: { statusCodeStats?: Record<string, { count?: number }> }): string {
  const other = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith("2"));
  return other.length ? ` (${other.map(([code, s]) => `${code}: ${s.count ?? 0}`).join(", ")})` : "";
}

/** Least-squares slope of RSS over time, in MB per minute (samples after the first minute: warm-up excluded). */
function slope(points: Array<{ minute: number; mb: number }>): string {
  const xs = points.filter((p) => p.minute >= 1);
  if (xs.length < 3) return "n/a (soak too short)";
  const mx = xs.reduce((a, p) => a + p.minute, 0) / xs.length;
  const my = xs.reduce((a, p) => a + p.mb, 0) / xs.length;
  const num = xs.reduce((a, p) => a + (p.minute - mx) * (p.mb - my), 0);
  const den = xs.reduce((a, p) => a + (p.minute - mx) ** 2, 0);
  return `${(num / den).toFixed(2)} MB/min over ${xs.length} samples`;
}
