import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/** What Fastify itself adds to a plain answer: not helmet's to repeat. */
const FASTIFY_OWN = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The headers helmet sets for `options`, worked out once by asking @fastify/helmet on a throwaway instance. The
 * plugin calls helmet() on every request, which parses the whole configuration and every CSP directive again each
 * time: 3.4 % of the server's CPU under the mixed load (D283). Ours are constant (no nonces, no per-route options),
 * so the answer is the same for every request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get("/", async () => "");
  const res = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !FASTIFY_OWN.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/** Sets helmet's headers on every answer, as the plugin does (on the raw response, so a route can still override). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
