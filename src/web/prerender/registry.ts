import type { ComponentType } from "react";
import type { IslandName } from "./names";

// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, restored from JSON.
type Loader = () => Promise<ComponentType<any>>;

/**
 * Where each island's component lives. Loaded on demand, so a page fetches only the code of the islands it has.
 * The component must be the one its page wraps with `island(name, …)`: the hydration test renders both.
 */
export const ISLANDS = {
  "site-header": () => import("../components/layout/site-header").then((m) => m.SiteHeader),
  "floating-ui": () => import("../components/layout/floating-ui").then((m) => m.FloatingUi),
  "hero-search": () => import("../features/marketing/hero-search").then((m) => m.HeroSearch),
  "home-testimonials": () => import("../features/marketing/testimonials-carousel").then((m) => m.HomeTestimonials),
  "pricing-plans": () => import("../features/marketing/pricing-plans").then((m) => m.PricingPlans),
  "how-it-works-tabs": () => import("../features/marketing/how-it-works-tabs").then((m) => m.HowItWorksTabs),
  "faq-accordion": () => import("../features/marketing/faq-accordion").then((m) => m.FaqAccordion),
  "share-buttons": () => import("../pages/blog/share-buttons").then((m) => m.ShareButtons),
  "help-page": () => import("../pages/public/help").then((m) => m.HelpPage),
  "contact-page": () => import("../pages/public/contact").then((m) => m.ContactPage),
  "blog-index-page": () => import("../pages/blog/blog-index").then((m) => m.blogIndexWithPosts()),
  "profile-actions": () => import("../features/profile/profile-actions").then((m) => m.ProfileActions),
  "search-page": () => import("../pages/search/search-page").then((m) => m.SearchPageIsland),
} satisfies Record<IslandName, Loader>;
