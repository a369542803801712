/**
 * Every part of a prerendered page that needs JavaScript, by name. The rest of such a page is plain HTML that
 * React never hydrates (D27): the HTML paints at once and only these parts cost script time on load.
 */
export const ISLAND_NAMES = [
  "site-header",
  "mobile-nav",
  "consent",
  "install-prompt",
  "toaster",
  "hero-search",
  "home-testimonials",
  "pricing-plans",
  "how-it-works-tabs",
  "faq-accordion",
  "share-buttons",
  "help-page",
  "contact-page",
  "blog-index-page",
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
