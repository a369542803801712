import { QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppTree } from "./app-tree";
import { ssrHead } from "./lib/ssr-head";
import { routes } from "./routes";

/**
 * Build-time rendering of the marketing pages (scripts/prerender.ts): the HTML a visitor's browser paints
 * before any JavaScript runs. The client hydrates it (main.tsx). Signed-in state, consent and install
 * overlays are client-only, so the markup is what every visitor sees first.
 */
export async function render(
  path: string,
): Promise<{ html: string; title: string | null; description: string | null }> {
  ssrHead.title = null;
  ssrHead.description = null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const tree = () => (
    <AppTree queryClient={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppTree>
  );
  // The first pass loads the page's lazy modules; the second renders it in one piece, without the streaming
  // placeholders and inline scripts a first encounter with a suspended chunk produces (the CSP forbids those).
  await prerenderToNodeStream(tree(), {
    onError: (e) => void errors.push(e),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const { prelude } = await prerenderToNodeStream(tree(), {
    onError: (e) => void errors.push(e),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed`);
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return { html, title: ssrHead.title, description: ssrHead.description };
}
