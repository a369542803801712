import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { GENERIC_ERRORS } from "../../core/messages";
import { isKnownSitePath } from "../../core/site-routes";
import { type HtmlPage, loadHtmlPage, sendHtmlPage } from "./html-pages";
import { type AppRenderer, createServerRender } from "./server-render";
import { readBlogSlugs } from "./site-paths";

/**
 * Serves the built web app. Unknown `/api/*` paths answer the JSON 404; any other unknown GET
 * gets `index.html` so the client router can draw the page, with status 404 when no route of the shared table
 * (`core/site-routes.ts`) or no article answers it: the client draws its not-found page, crawlers see a 404. The marketing pages get their
 * prerendered HTML (scripts/prerender.ts), which the client hydrates; a visitor's profile or search page is drawn
 * per request (server-render.ts, D240).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  {
    blogSlugs = readBlogSlugs(),
    renderer = null,
  }: { blogSlugs?: ReadonlySet<string>; renderer?: AppRenderer | null } = {},
) {
  const hasBuild = existsSync(join(distDir, "index.html"));
  const shell = hasBuild ? loadHtmlPage(join(distDir, "index.html")) : null;
  // A profile or search page drawn on the server for a visitor (D240), when the build has what it needs.
  const serverRender = hasBuild && renderer ? createServerRender(app, distDir, renderer) : null;
  const prerendered = new Map<string, HtmlPage>();
  for (const [path, file] of readPrerenderManifest(distDir))
    prerendered.set(path, loadHtmlPage(join(distDir, "_prerendered", file)));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; the shell and service worker must revalidate.
        if (path.includes(`${join(distDir, "assets")}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({
        error: { code: "not_found", message: GENERIC_ERRORS.routeNotFound, requestId: String(request.id) },
      });
    }
    // A missing asset (anything with a file extension) is a real 404, not a page for the client router.
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).type("text/plain").send("Not found");
    }
    if (!shell) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app has not been built yet. Run `npm run build` (npm start does this for you).");
    }
    const page = prerendered.get(path);
    if (page) return sendHtmlPage(request, reply, page);
    const rendered = serverRender ? await serverRender(request, reply) : null;
    if (rendered === "sent") return reply;
    if (rendered === "not_found") return sendHtmlPage(request, reply, shell, 404);
    return sendHtmlPage(request, reply, shell, isKnownSitePath(path, blogSlugs) ? 200 : 404);
  });
}

/** path → file name under `_prerendered/`; empty when the build has none (e.g. `vite build` alone). */
function readPrerenderManifest(distDir: string): Map<string, string> {
  const file = join(distDir, "_prerendered", "manifest.json");
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  const entries = Object.entries(parsed as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === "string" && /^[a-z0-9_-]+\.html$/.test(e[1]),
  );
  return new Map(entries);
}
