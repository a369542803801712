/**
 * HTTP throughput of the real server stack (plugins, guard, zod serialisation) on loopback.
 * Starts its own server on a temporary data directory, runs autocannon, prints figures, stops.
 *   npm run bench:http -- [--seconds 10] [--connections 50]
 */
import autocannon from "autocannon";
import { ensureWebBuild, startServer } from "../tests/e2e/server";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);

ensureWebBuild();
const server = await startServer({ SEED_PROFESSIONALS: "200", LOG_LEVEL: "error" });
try {
  for (const path of ["/api/health", "/", "/search"]) {
    const result = await autocannon({ url: `${server.baseUrl}${path}`, connections, duration: seconds });
    console.log(
      `${path.padEnd(24)} ${Math.round(result.requests.average).toString().padStart(7)} req/s  ` +
        `latency p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `errors ${result.errors}  non-2xx ${result.non2xx}`,
    );
  }
} finally {
  await server.stop();
}
