import { useEffect } from "react";
import { ssrHead } from "./ssr-head";

export function usePageTitle(title: string) {
  if (import.meta.env.SSR) ssrHead.title = `${title} · Standing`;
  useEffect(() => {
    document.title = `${title} · Standing`;
    // The page's effects have run, so React owns it: browser journeys wait for this on prerendered pages.
    document.documentElement.dataset.hydrated = "true";
  }, [title]);
}
