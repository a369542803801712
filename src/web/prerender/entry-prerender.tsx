import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppTree } from "../app-tree";
import { mountToasterOnDemand } from "../components/ui/app-toaster";
import { routes } from "../routes";
import { setIslandServerRenderer } from "./island";
import { IslandFrame } from "./island-frame";
import { ssrHead } from "./ssr-head";

/**
 * Build-time rendering of the marketing pages (scripts/prerender/prerender.ts): the HTML a visitor's browser paints
 * before any JavaScript runs. The browser hydrates only the page's islands (prerender/main.tsx), so each island
 * is rendered here as its own root, the way it will be hydrated. Signed-in state, consent and install overlays
 * are client-only, so the markup is what every visitor sees first.
 */
// As in the browser (prerender/main.tsx): a prerendered page has no toaster until something toasts.
mountToasterOnDemand();

export async function render(
  path: string,
): Promise<{ html: string; title: string | null; description: string | null }> {
  ssrHead.title = null;
  ssrHead.description = null;
  const url = new URL(`http://prerender.local${path}`);
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: "default" };
  const errors: unknown[] = [];

  // Pass 1 starts every island's own render and lays the page out with empty islands; pass 2 (below) fills
  // them in. Two islands with the same name and props would share ids: refused.
  const islands = new Map<string, Promise<string> | string>();
  const placed = new Set<string>();
  setIslandServerRenderer((idPrefix, element) => {
    const done = islands.get(idPrefix);
    if (typeof done === "string") {
      if (placed.has(idPrefix)) throw new Error(`${path}: two islands "${idPrefix}" with the same props`);
      placed.add(idPrefix);
      return done;
    }
    if (!done)
      islands.set(
        idPrefix,
        renderWhole(
          <IslandFrame queryClient={new QueryClient()} location={location}>
            {element}
          </IslandFrame>,
          idPrefix,
          errors,
        ).then((html) => {
          islands.set(idPrefix, html);
          return html;
        }),
      );
    return "";
  });
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = () => (
      <AppTree queryClient={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppTree>
    );
    // The first pass also loads the page's lazy modules, so the second renders in one piece (see renderWhole).
    await renderOnce(page(), undefined, errors);
    await Promise.all(islands.values());
    placed.clear();
    const html = await renderOnce(page(), undefined, errors);
    if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed`);
    return { html, title: ssrHead.title, description: ssrHead.description };
  } finally {
    setIslandServerRenderer(null);
  }
}

/**
 * The complete markup of `element`. A first pass loads its lazy modules and data; the second renders it in one
 * piece, without the streaming placeholders and inline scripts a first encounter with a suspended part produces
 * (the CSP forbids those).
 */
async function renderWhole(element: ReactElement, identifierPrefix: string | undefined, errors: unknown[]) {
  await renderOnce(element, identifierPrefix, errors);
  return renderOnce(element, identifierPrefix, errors);
}

async function renderOnce(element: ReactElement, identifierPrefix: string | undefined, errors: unknown[]) {
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    onError: (e: unknown) => void errors.push(e),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return html;
}

// Request-time rendering of profiles and search for visitors (D240), served by src/server/http/spa.ts.
export { appQueries, renderApp } from "./render-app";
