import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The marketing pages written as static HTML by scripts/prerender/prerender.ts. The service worker (vite.config.ts) fetches
 * exactly these from the network first, so a returning visitor also gets the page's HTML before any script.
 */
export function prerenderedPaths(repositoryRoot: string): string[] {
  const slugs = readdirSync(join(repositoryRoot, "content", "blog"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3));
  return [
    "/",
    "/about",
    "/how-it-works",
    "/pricing",
    "/faq",
    "/contact",
    "/blog",
    ...slugs.map((s) => `/blog/${s}`),
    "/help",
    "/terms",
    "/privacy",
    "/fair-use",
  ];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** Source of a regular expression matching these paths (and only them), with or without a query or hash. */
export function prerenderedPathsPattern(paths: string[]): string {
  return `(?:${paths.map(escapeRegExp).join("|")})(?:[?#].*)?$`;
}
