import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasSessionCookie } from "../auth/session-actor";
import { escapeHtml } from "./escape-html";
import { pickEncoding } from "./html-pages";

/**
 * Request-time rendering of a profile, of the first page of search results and of the transparency report (D0333)
 * for a visitor (D240). The data
 * comes from this server's own API, asked as a visitor with the visitor's address (`inject`): the presenters
 * decide what a visitor may see exactly as for the browser's own request (and the view counter and throttles count
 * it once), so the page can hold nothing the visitor's API answer does not. The markup is drawn by the app's own
 * tree (src/web/prerender/render-app.tsx, in the build's SSR bundle). Both pages are hydrated only in their islands
 * (D273, D288), whose code the template's loader fetches (`data-islands` names them) and which carry their own data.
 * Someone with a session cookie gets the app shell as before: what they see depends on who they are.
 */
export interface AppRenderer {
  appQueries(pathWithQuery: string): Array<{ key: readonly unknown[]; api: string }> | null;
  renderApp(
    pathWithQuery: string,
    seeds: ReadonlyArray<readonly [readonly unknown[], unknown]>,
  ): Promise<{ html: string; title: string | null; islands?: string[] }>;
}

/** The page shells `scripts/prerender/prerender.ts` wrote for these pages, by the first segment of the path. */
const TEMPLATES = {
  profile: "ssr-profile.html",
  search: "ssr-search.html",
  transparency: "ssr-transparency.html",
} as const;
const ROOT = '<div id="root"></div>';

/** The SSR bundle of the build, or null when this build has none (e.g. `vite build` alone, or tests). */
export async function loadAppRenderer(distDir: string): Promise<AppRenderer | null> {
  const file = join(distDir, "..", "prerender", "entry-prerender.js");
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<AppRenderer>;
  return typeof loaded.appQueries === "function" && typeof loaded.renderApp === "function"
    ? (loaded as AppRenderer)
    : null;
}

export type ServerRender = (request: FastifyRequest, reply: FastifyReply) => Promise<"sent" | "not_found" | null>;

/**
 * A handler that draws the page for a visitor's GET and answers "sent", "not_found" when the API answered 404 (an
 * unknown or private profile: the caller sends the shell with 404), or null when it does not apply (someone signed
 * in, another path, the API refused, e.g. a throttle: the app shell asks again and shows the API's answer).
 */
export function createServerRender(app: FastifyInstance, distDir: string, renderer: AppRenderer): ServerRender | null {
  const templates = new Map<string, { html: string; islands: Set<string> }>();
  for (const [name, file] of Object.entries(TEMPLATES)) {
    const path = join(distDir, "_prerendered", file);
    if (!existsSync(path)) return null;
    const html = readFileSync(path, "utf8");
    if (!html.includes(ROOT)) throw new Error(`${file} has no empty #root`);
    const islands = /<script data-islands="([a-z -]*)"/.exec(html)?.[1]?.split(" ").filter(Boolean) ?? [];
    templates.set(name, { html, islands: new Set(islands) });
  }
  return async (request, reply) => {
    if (request.method !== "GET" || hasSessionCookie(request)) return null;
    const template = templates.get(request.url.split("/")[1]?.split("?")[0] ?? "");
    const queries = template ? renderer.appQueries(request.url) : null;
    if (!template || !queries) return null;
    const seeds: Array<readonly [readonly unknown[], unknown]> = [];
    for (const query of queries) {
      const res = await app.inject({
        method: "GET",
        url: `/api/v1${query.api}`,
        remoteAddress: request.ip,
        headers: { "user-agent": request.headers["user-agent"] ?? "", accept: "application/json" },
      });
      if (res.statusCode === 404) return "not_found";
      if (res.statusCode !== 200) return null;
      seeds.push([query.key, res.json()]);
    }
    const { html, title, islands = [] } = await renderer.renderApp(request.url, seeds);
    // An island whose code the template does not fetch would stay dead HTML: the app shell is the safe answer.
    const missing = islands.filter((name) => !template.islands.has(name));
    if (missing.length > 0 || islands.length === 0) {
      request.log.error({ islands, missing }, "server render: the page's islands do not match its template");
      return null;
    }
    let page = template.html.replace(ROOT, () => `<div id="root" data-ssr>${html}</div>`);
    if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    sendRendered(request, reply, Buffer.from(page));
    return "sent";
  };
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  // Per visitor and per moment (the view count): never stored by a shared cache.
  reply
    .header("cache-control", "private, no-cache")
    .header("vary", "accept-encoding, cookie")
    .type("text/html; charset=utf-8")
    .status(200);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return reply.send(body);
  reply.header("content-encoding", encoding);
  return reply.send(
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 }),
  );
}
