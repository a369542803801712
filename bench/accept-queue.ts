/**
 * The accept queue of a saturated Node server (issue 37 §3, D413), without the app: a bare node:http server in a child
 * process spends `--work` ms of CPU per request (half before a 1-ms timer, half after, as a request with a database
 * round trip), and autocannon opens `--connections` connections at once and keeps them busy for `--seconds`. Every
 * 100 ms the listening socket's accept queue is read from `ss -ltn` (Recv-Q: connections whose handshake is done,
 * not yet accepted). Prints throughput, how many first answers of a connection took over 1 s, and the queue over time.
 * libuv 1.45+ (Node 20) accepts one connection per turn of the loop, so the queue drains at the loop's pace.
 *   npx tsx bench/accept-queue.ts [--connections 200] [--seconds 5] [--work 1.5] [--port 3109] [--in-flight 0]
 *     [--per-turn 0]
 * `--in-flight N` lets the server work on at most N requests at once (the next starts on a later turn), D413's second
 * trial. `--per-turn K` starts at most K new requests per turn of the loop, however many are in flight (D414).
 */
import { execFileSync, fork } from "node:child_process";
import http from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "5" },
    work: { type: "string", default: "1.5" },
    port: { type: "string", default: "3109" },
    "in-flight": { type: "string", default: "0" },
    "per-turn": { type: "string", default: "0" },
    serve: { type: "boolean" },
  },
});
const port = Number(values.port);
const work = Number(values.work);

if (values.serve) {
  const limit = Number(values["in-flight"]);
  const spin = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  let running = 0;
  const waiting: Array<() => void> = [];
  const acquire = (): Promise<void> => {
    if (limit && running >= limit) return new Promise<void>((r) => waiting.push(r));
    running++;
    return Promise.resolve();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  };
  const perTurn = Number(values["per-turn"]);
  const line: Array<() => void> = [];
  let draining = false;
  const drain = () => {
    for (let i = 0; i < perTurn && line.length > 0; i++) line.shift()?.();
    draining = line.length > 0;
    if (draining) setImmediate(drain);
  };
  const paced = (): Promise<void> => {
    if (!perTurn) return Promise.resolve();
    return new Promise<void>((start) => {
      line.push(start);
      if (!draining) {
        draining = true;
        setImmediate(drain);
      }
    });
  };
  http
    .createServer(async (_req, res) => {
      await paced();
      await acquire();
      spin(work / 3);
      await new Promise((r) => setTimeout(r, 1));
      spin((2 * work) / 3);
      res.end("ok");
      release();
    })
    .listen(port, "127.0.0.1", () => process.send?.("listening"));
} else {
  const child = fork(process.argv[1] ?? "", [...process.argv.slice(2), "--serve"], {
    execArgv: process.execArgv,
  });
  await new Promise<void>((ready) => child.once("message", () => ready()));
  const queue: number[] = [];
  const sampler = setInterval(() => {
    const out = execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" });
    queue.push(Number(out.trim().split(/\s+/)[1] ?? 0));
  }, 100);
  let firstSlow = 0;
  let firstMax = 0;
  let laterSlow = 0;
  type Client = { on: (event: "response", f: (s: number, b: number, ms: number) => void) => void };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    setupClient: (client: Client) => {
      let answers = 0;
      client.on("response", (_s, _b, ms) => {
        if (answers++ === 0) {
          firstMax = Math.max(firstMax, ms);
          if (ms > 1000) firstSlow++;
        } else if (ms > 1000) laterSlow++;
      });
    },
  });
  clearInterval(sampler);
  child.kill();
  const busy = queue.filter((n) => n > 0);
  console.log(
    `${values.connections} connections × ${values.seconds} s, ${work} ms of work a request, in flight ${values["in-flight"] === "0" ? "unlimited" : values["in-flight"]}, ` +
      `started per turn ${values["per-turn"] === "0" ? "unlimited" : values["per-turn"]}: ` +
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, timeouts ${result.timeouts}; ` +
      `first answers over 1 s ${firstSlow} (max ${firstMax.toFixed(0)} ms), later ones ${laterSlow}`,
  );
  console.log(
    `accept queue every 100 ms: max ${Math.max(0, ...queue)}, non-empty in ${busy.length} of ${queue.length} samples: ${queue.join(" ")}`,
  );
}
