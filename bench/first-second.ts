/**
 * The first second (issue 37 §3, D361): after the set-up requests the server is left quiet for 12 s (long enough for
 * a lazy pool to close its idle connections), then 200 new connections arrive at once, each with one request: half
 * the professional's overview with its session cookie, half visitors' profiles. Prints p50, p90, max and how many
 * took over a second, each timed to the answer's last byte.
 *   npx tsx bench/first-second.ts --url http://127.0.0.1:3105 [--connections 200] [--quiet 12]
 */
import http from "node:http";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3105" },
    connections: { type: "string", default: "200" },
    quiet: { type: "string", default: "12" },
  },
});
const base = values.url;
const n = Number(values.connections);
const signIn = await fetch(`${base}/api/v1/auth/sign-in`, {
  method: "POST",
  headers: { origin: base, "content-type": "application/json" },
  body: JSON.stringify({ email: "professional@standing.example", password: "Standing-Pro-2026" }),
});
if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const found = (await (await fetch(`${base}/api/v1/search?q=nurse`)).json()) as { professionals: Array<{ id: string }> };
const ids = found.professionals.map((p) => p.id);
if (ids.length === 0) throw new Error("no profiles found: is the server seeded?");
await new Promise((r) => setTimeout(r, Number(values.quiet) * 1000));

const target = new URL(base);
const one = (i: number) =>
  new Promise<{ ms: number; ok: boolean }>((resolve) => {
    const t0 = performance.now();
    const signedIn = i % 2 === 1;
    const req = http.get(
      {
        host: target.hostname,
        port: target.port,
        path: signedIn ? "/api/v1/professional/overview" : `/api/v1/professionals/${ids[i % ids.length]}`,
        agent: false,
        headers: signedIn ? { cookie } : {},
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ ms: performance.now() - t0, ok: res.statusCode === 200 }));
      },
    );
    req.on("error", () => resolve({ ms: performance.now() - t0, ok: false }));
  });
const load = loadavg()[0]!.toFixed(2);
const answers = await Promise.all(Array.from({ length: n }, (_, i) => one(i)));
const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(0);
console.log(
  `burst ${n} (load ${load}): p50 ${q(0.5)} ms  p90 ${q(0.9)} ms  max ${ms.at(-1)!.toFixed(0)} ms  ` +
    `over 1 s: ${ms.filter((x) => x > 1000).length}  non-200: ${answers.filter((a) => !a.ok).length}`,
);
