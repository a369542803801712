import { useEffect } from "react";

/**
 * A page the server drew for a visitor (D240: a profile or the first page of search results) starts as
 * `<div id="root" data-ssr>`; its islands carry the data it was drawn from (D273, D288). Leaving it is a page load
 * (the islands' router), so this holds for the document's life. A page that renders from browser-only state (the
 * search page's saved filters) first renders as the server did and applies that state after hydration.
 */
const serverHtml =
  typeof document !== "undefined" && document.getElementById("root")?.hasAttribute("data-ssr") === true;

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
