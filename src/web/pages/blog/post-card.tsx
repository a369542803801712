import { Link } from "react-router";
import type { BlogPostMeta } from "../../../core/content/blog";
import { PostByline, PostImage } from "./post-meta";

export function PostCard({ post }: { post: BlogPostMeta }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <PostImage src={post.image} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-ring">{post.category}</p>
        <h2 className="mt-2 text-lg font-semibold leading-snug">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-4 text-xs text-muted-foreground">
          <PostByline post={post} />
        </p>
      </div>
    </article>
  );
}
