import { useEffect } from "react";

/**
 * A page the server drew for a visitor (D240: a profile or the first page of search results) starts as
 * `<div id="root" data-ssr>` followed by the data it was drawn from, as JSON in
 * `<script type="application/json" id="ssr-queries">` (data, never run: the CSP allows no inline script but the
 * loader). Until the first navigation, a page that renders from browser-only state (the search page's saved
 * filters) renders as the server did and applies that state after hydration.
 */
let serverHtml = typeof document !== "undefined" && document.getElementById("root")?.hasAttribute("data-ssr") === true;

export function startedFromServerHtml(): boolean {
  return serverHtml;
}

/**
 * A server-drawn page calls this: once it has hydrated, `html[data-hydrated]` says the page responds (as on the
 * prerendered pages; browser journeys wait for it, as a person waits for a page to respond).
 */
export function useHydratedMark(ready = true): void {
  useEffect(() => {
    if (ready && serverHtml) document.documentElement.dataset.hydrated = "true";
  }, [ready]);
}

/** Called on the first navigation: from then on every page renders from browser state at once. */
export function endServerHtml(): void {
  serverHtml = false;
}

/** The `[queryKey, data]` pairs the server drew the page from; none when absent or unreadable. */
export function readServerSeeds(): Array<[unknown[], unknown]> {
  const text = document.getElementById("ssr-queries")?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (seed): seed is [unknown[], unknown] => Array.isArray(seed) && seed.length === 2 && Array.isArray(seed[0]),
    );
  } catch {
    return [];
  }
}
