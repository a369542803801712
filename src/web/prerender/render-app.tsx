import { QueryClient } from "@tanstack/react-query";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppTree } from "../app-tree";
import { DEFAULT_FILTERS, searchParams } from "../features/search/filters";
import { pageFromParam } from "../features/search/paging";
import { routes } from "../routes";
import { renderWithIslands } from "./island-render";
import { ssrHead } from "./ssr-head";

/**
 * Request-time rendering of the two pages people land on from a shared link (D240): a profile's public header and
 * the first page of search results, drawn by the server for a visitor with the app's own tree. The server fetches
 * the data as a visitor through its own API (so the presenters decide what a visitor sees, exactly as for the
 * browser's request) and hands it here as query seeds. Both pages are read, not worked: only their islands are
 * hydrated (prerender/main.tsx: the site's header and overlays; a profile's share and QR buttons, D273; the search
 * page's own island, D288), and each island carries its data in its props.
 */

/** One API read the page's first render needs: the query key the page uses and the `/api/v1` path it reads. */
export interface AppQuery {
  key: readonly unknown[];
  api: string;
}

/** A query key with its data, as fetched by the server for the page's render. */
export type QuerySeed = readonly [key: readonly unknown[], data: unknown];

const PROFILE_PATH = /^\/profile\/([^/]+)$/;

/**
 * The reads a server-rendered path needs, or null when the path is not one the server renders. The keys are the
 * pages' own (`useProfile`, `useSearchResults`); search starts with the default filters (saved filters live in the
 * visitor's browser and are applied after hydration).
 */
export function appQueries(pathWithQuery: string): AppQuery[] | null {
  const url = new URL(pathWithQuery, "http://ssr.local");
  const profile = PROFILE_PATH.exec(url.pathname);
  if (profile?.[1]) {
    let id: string;
    try {
      id = decodeURIComponent(profile[1]);
    } catch {
      return null;
    }
    return [{ key: ["profile", id], api: `/professionals/${encodeURIComponent(id)}` }];
  }
  // The public transparency report (D0333): the page's own query, the same answer for every visitor.
  if (url.pathname === "/transparency") return [{ key: ["transparency"], api: "/transparency" }];
  if (url.pathname === "/search") {
    const qs = searchParams(
      url.searchParams.get("q") ?? "",
      DEFAULT_FILTERS,
      pageFromParam(url.searchParams.get("page")),
    );
    return [{ key: ["search", qs], api: `/search${qs ? `?${qs}` : ""}` }];
  }
  return null;
}

/**
 * The page's markup (the inside of `#root`), its title, and the islands in it, drawn with the query cache holding
 * `seeds`.
 */
export function renderApp(
  pathWithQuery: string,
  seeds: readonly QuerySeed[],
): Promise<{ html: string; title: string | null; islands: string[] }> {
  // One render at a time: the title is captured in a module variable (ssrHead) during the render. Rendering is
  // work on this one thread anyway, so queueing costs no throughput.
  const next = queue.then(() => renderNow(pathWithQuery, seeds));
  queue = next.catch(() => undefined);
  return next;
}
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(pathWithQuery: string, seeds: readonly QuerySeed[]) {
  ssrHead.title = null;
  const url = new URL(pathWithQuery, "http://ssr.local");
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    for (const [key, data] of seeds) queryClient.setQueryData(key, data);
    return (
      <AppTree queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppTree>
    );
  };
  const html = await renderWithIslands(url, page);
  if (html.includes("<script") || html.includes("<template"))
    throw new Error(`${url.pathname}: the server render still streams`);
  const islands = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ""))];
  return { html, title: ssrHead.title, islands };
}
