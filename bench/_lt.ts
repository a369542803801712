import { CITIES, INDUSTRIES } from "/work/main/src/server/seed/pools";

const base = process.argv[2] ?? "http://127.0.0.1:3105";
const titleWords = [...new Set(INDUSTRIES.flatMap((i) => i.titles.flatMap((t) => t.toLowerCase().split(" "))))].filter(
  (w) => w.length > 3,
);
const cityNames = CITIES.map((c) => c.city);
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const lastNames: string[] = [];
for (const w of titleWords.slice(0, 40)) {
  const b = (await (await fetch(`${base}/api/v1/search?q=${encodeURIComponent(w)}&sortBy=recent`)).json()) as any;
  for (const p of b.professionals ?? []) lastNames.push(p.lastName);
}
const sorts = ["rating", "rating", "recent", "alphabetical"];
const rows: Array<{ cls: string; sort: string; page: number; ms: number; url: string; n: number }> = [];
for (let i = 0; i < 1500; i++) {
  const r = Math.random();
  const [cls, q] =
    r < 0.35
      ? ["word", pick(titleWords)]
      : r < 0.55
        ? ["word+city", `${pick(titleWords)} ${pick(cityNames).toLowerCase()}`]
        : r < 0.75
          ? ["lastname", pick(lastNames)]
          : r < 0.9
            ? ["city", pick(cityNames)]
            : ["senior+word", `senior ${pick(titleWords)}`];
  const page = Math.random() < 0.7 ? 1 : 2 + Math.floor(Math.random() * 4);
  const sort = pick(sorts);
  const url = `/api/v1/search?q=${encodeURIComponent(q)}&sortBy=${sort}&page=${page}`;
  const t0 = performance.now();
  const res = await fetch(base + url);
  const body = (await res.json()) as any;
  rows.push({ cls, sort, page, ms: performance.now() - t0, url, n: body.totalCount });
}
const pct = (xs: number[], p: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const groups = new Map<string, number[]>();
for (const r of rows)
  for (const k of [r.cls, `${r.cls} ${r.sort}`, `${r.cls} p${r.page > 1 ? "2-5" : "1"}`])
    groups.set(k, [...(groups.get(k) ?? []), r.ms]);
const all = rows.map((r) => r.ms);
console.log(
  `all n=${all.length} p50 ${pct(all, 0.5).toFixed(1)} p90 ${pct(all, 0.9).toFixed(1)} p99 ${pct(all, 0.99).toFixed(1)} mean ${(all.reduce((a, b) => a + b) / all.length).toFixed(1)}`,
);
for (const [k, xs] of [...groups].sort())
  console.log(
    `${k.padEnd(28)} n=${String(xs.length).padStart(4)} p50 ${pct(xs, 0.5).toFixed(1)} p90 ${pct(xs, 0.9).toFixed(1)} p99 ${pct(xs, 0.99).toFixed(1)} sum ${xs.reduce((a, b) => a + b).toFixed(0)}`,
  );
rows.sort((a, b) => b.ms - a.ms);
for (const r of rows.slice(0, 25)) console.log(r.ms.toFixed(1), r.n, decodeURIComponent(r.url));
