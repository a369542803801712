/**
 * Every part of a prerendered page that needs JavaScript, by name. The rest of such a page is plain HTML that
 * React never hydrates (D27): the HTML paints at once and only these parts cost script time on load.
 */
export const ISLAND_NAMES = [
  "site-header",
  "floating-ui",
  "hero-search",
  "home-testimonials",
  "pricing-plans",
  "how-it-works-tabs",
  "faq-accordion",
  "share-buttons",
  "help-page",
  "contact-page",
  "blog-index-page",
  "profile-actions",
  "search-page",
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export const isIslandName = (name: string | undefined): name is IslandName =>
  (ISLAND_NAMES as readonly string[]).includes(name ?? "");

/** Ids made by `useId` inside an island start with this, so two islands of one page never share an id. */
export function islandIdPrefix(name: IslandName, json: string | undefined): string {
  let hash = 5381;
  for (const char of json ?? "") hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return json === undefined ? `${name}-` : `${name}-${hash.toString(36)}-`;
}
