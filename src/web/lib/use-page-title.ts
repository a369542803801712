import { useEffect } from "react";
import { ssrHead } from "../prerender/ssr-head";

export function usePageTitle(title: string) {
  if (import.meta.env.SSR) ssrHead.title = `${title} · Standing`;
  useEffect(() => {
    document.title = `${title} · Standing`;
  }, [title]);
}
