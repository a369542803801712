import { QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppTree } from "../app-tree";
import { mountToasterOnDemand } from "../components/ui/app-toaster";
import { routes } from "../routes";
import { renderWithIslands } from "./island-render";
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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWithIslands(url, () => (
    <AppTree queryClient={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppTree>
  ));
  return { html, title: ssrHead.title, description: ssrHead.description };
}

// Request-time rendering of profiles and search for visitors (D240), served by src/server/http/spa.ts.
export { appQueries, renderApp } from "./render-app";
