import { QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppTree } from "../app-tree";
import { mountToasterOnDemand } from "../components/ui/app-toaster";
import { DEFAULT_FILTERS, searchParams } from "../features/search/filters";
import { pageFromParam } from "../features/search/paging";
import { routes } from "../routes";
import { renderWithIslands } from "./island-render";
import { ssrHead } from "./ssr-head";

/**
 * Request-time rendering of the two pages people land on from a shared link (D240): a profile's public header and
 * the first page of search results, drawn by the server for a visitor with the app's own tree. The server fetches
 * the data as a visitor through its own API (so the presenters decide what a visitor sees, exactly as for the
 * browser's request) and hands it here as query seeds. The search page is hydrated whole by the app
 * (src/web/main.tsx) into the same markup, its query cache starting with the same seeds, which travel in the page.
 * A visitor's profile is read, not worked: only its islands are hydrated (the site's header and overlays, the share
 * and QR buttons: prerender/main.tsx, D273), and they carry their own props.
 */

/** One API read the page's first render needs: the query key the page uses and the `/api/v1` path it reads. */
export interface AppQuery {
  key: readonly unknown[];
  api: string;
}

/** A query key with its data, as fetched by the server (and embedded in the page for the browser's cache). */
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
 * Whether a server-drawn path is hydrated island by island (true) or whole by the app (false). Both pages are now
 * islands (D273, D288); the whole-app path stays for a server-drawn page that needs the app around it.
 */
export const rendersIslands = (pathname: string) => PROFILE_PATH.test(pathname) || pathname === "/search";

/**
 * The page's markup (the inside of `#root`), its title, and the islands in it (none: the app hydrates it whole),
 * drawn with the query cache holding `seeds`.
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
  if (rendersIslands(url.pathname)) {
    const html = await renderWithIslands(url, page);
    if (streams(html)) throw new Error(`${url.pathname}: the server render still streams`);
    const islands = [...new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ""))];
    return { html, title: ssrHead.title, islands };
  }
  // The app (unlike a page of islands) has its toaster from the start: its components toast directly.
  mountToasterOnDemand(false);
  try {
    let html = await renderOnce(page());
    // The first render of a lazy page loads its module and streams it in (a script the CSP forbids); once loaded,
    // the page renders in one piece.
    if (streams(html)) html = await renderOnce(page());
    if (streams(html)) throw new Error(`${url.pathname}: the server render still streams`);
    return { html, title: ssrHead.title, islands: [] };
  } finally {
    mountToasterOnDemand(true);
  }
}

const streams = (html: string) => html.includes("<script") || html.includes("<template");

async function renderOnce(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (e: unknown) => void errors.push(e),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  if (errors.length > 0) throw new AggregateError(errors, `server render of ${html.length} bytes failed`);
  return html;
}
