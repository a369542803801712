import { type BlogPost, type BlogPostMeta, parseBlogPost } from "../../../core/content/blog";

/**
 * The articles in content/blog, each loaded lazily as its own chunk (Vite's root is src/web,
 * so the glob climbs to the repository root). Keys are file paths; the file name is the slug.
 */
const files = import.meta.glob<string>("../../../../content/blog/*.md", { query: "?raw", import: "default" });

const loaders = new Map<string, () => Promise<string>>();
for (const [path, load] of Object.entries(files)) {
  const slug = /([^/]+)\.md$/.exec(path)?.[1];
  if (slug) loaders.set(slug, load);
}

export const BLOG_SLUGS = [...loaders.keys()];

const postCache = new Map<string, Promise<BlogPost | null>>();

/** The article for a slug, or null when there is no such file or its front matter is broken. */
export function loadPost(slug: string): Promise<BlogPost | null> {
  let promise = postCache.get(slug);
  if (!promise) {
    const load = loaders.get(slug);
    promise = load
      ? load().then((source) => {
          const post = parseBlogPost(source);
          return post && post.slug === slug ? post : null;
        })
      : Promise.resolve(null);
    postCache.set(slug, promise);
  }
  return promise;
}

let allPosts: Promise<BlogPostMeta[]> | undefined;
let loadedPosts: BlogPostMeta[] | undefined;

/** Every article's front matter, newest first. */
export function loadAllPosts(): Promise<BlogPostMeta[]> {
  allPosts ??= Promise.all(BLOG_SLUGS.map(loadPost)).then((posts) => {
    loadedPosts = posts
      .filter((p): p is BlogPost => p !== null)
      .map(({ body: _body, ...meta }) => meta)
      .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
    return loadedPosts;
  });
  return allPosts;
}

/**
 * The articles once `loadAllPosts` has settled, else undefined. The prerendered blog index loads them before it
 * hydrates and reads them here, so its grid hydrates with the page instead of suspending: a click on Load More that
 * lands on a still-dehydrated grid is dropped by React, and CI saw exactly that.
 */
export function postsIfLoaded(): BlogPostMeta[] | undefined {
  return loadedPosts;
}
