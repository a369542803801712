import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { setIslandServerRenderer } from "./island";
import { IslandFrame } from "./island-frame";
import type { IslandLocation } from "./island-router";

/**
 * The markup of a page the browser hydrates island by island (prerender/main.tsx): the page itself is rendered
 * once as plain HTML, and each island inside it as its own root, the way it will be hydrated. Used for the
 * marketing pages at build time (entry-prerender.tsx) and for a visitor's profile at request time (render-app.tsx).
 * Not reentrant: the island renderer is a module variable, so callers render one page at a time.
 */
export async function renderWithIslands(url: URL, page: () => ReactElement): Promise<string> {
  const label = url.pathname;
  const location: IslandLocation = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: null,
    key: "default",
  };
  const errors: unknown[] = [];
  // Pass 1 starts every island's own render and lays the page out with empty islands; pass 2 (below) fills
  // them in. Two islands with the same name and props would share ids: refused.
  const islands = new Map<string, Promise<string> | string>();
  const placed = new Set<string>();
  setIslandServerRenderer((idPrefix, element) => {
    const done = islands.get(idPrefix);
    if (typeof done === "string") {
      if (placed.has(idPrefix)) throw new Error(`${label}: two islands "${idPrefix}" with the same props`);
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
    // The first pass also loads the page's lazy modules, so the second renders in one piece (see renderWhole).
    await renderOnce(page(), undefined, errors);
    await Promise.all(islands.values());
    placed.clear();
    const html = await renderOnce(page(), undefined, errors);
    if (errors.length > 0) throw new AggregateError(errors, `rendering ${label} failed`);
    return html;
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
