import { useEffect } from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { ssrHead } from "../../prerender/ssr-head";

const DEFAULT_DESCRIPTION = "Standing — the verified reputation network for today's workforce.";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/** The page's title and meta description; the description reverts to the site default on leaving. */
export function usePageMeta(title: string, description: string) {
  usePageTitle(title);
  if (import.meta.env.SSR) ssrHead.description = description;
  useEffect(() => {
    const tag = descriptionTag();
    tag.content = description;
    return () => {
      tag.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
}
