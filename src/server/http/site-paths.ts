import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** content/blog, where each article is `<slug>.md` (the web app bundles the same files). */
export const BLOG_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "content", "blog");

/** The slugs of the articles that exist, read once at start-up. */
export function readBlogSlugs(dir = BLOG_DIR): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.slice(0, -3)),
  );
}
