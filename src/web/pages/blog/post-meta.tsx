import { type BlogPostMeta, formatPostDate } from "../../../core/content/blog";

/**
 * A post's cover image at its 1200 × 630 share size. The article's own cover (`lead`) is the page's largest image and
 * loads first; a card's waits until it scrolls near.
 */
export function PostImage({ src, lead = false, className }: { src: string; lead?: boolean; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      fetchPriority={lead ? "high" : undefined}
      loading={lead ? undefined : "lazy"}
      decoding={lead ? undefined : "async"}
      className={["aspect-[1200/630] w-full object-cover", className].filter(Boolean).join(" ")}
    />
  );
}

/** Who wrote a post, when, and how long it takes to read. */
export function PostByline({ post }: { post: BlogPostMeta }) {
  return (
    <>
      {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read
    </>
  );
}
