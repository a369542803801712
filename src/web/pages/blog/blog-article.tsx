import { ArrowLeft, Briefcase, FileQuestion, User } from "lucide-react";
import { Suspense, use } from "react";
import { Link, useParams } from "react-router";
import { BLOG, BRAND } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { Markdown } from "../../features/marketing/markdown";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { PostByline, PostImage } from "./post-meta";
import { loadPost } from "./posts";
import { ShareButtonsIsland } from "./share-buttons";

const PROSE = [
  "text-[1.0625rem] leading-8",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-gold [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_table]:my-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b-2 [&_th]:p-2 [&_td]:border-b [&_td]:p-2",
  "[&_strong]:font-semibold [&_hr]:my-8",
].join(" ");

function NotFound() {
  usePageMeta(BLOG.notFoundTitle, BLOG.notFoundMessage);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <FileQuestion className="size-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-primary">{BLOG.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">{BLOG.notFoundMessage}</p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" /> {BLOG.backToBlog}
        </Link>
      </Button>
    </section>
  );
}

function Article({ slug }: { slug: string }) {
  const post = use(loadPost(slug));
  if (!post) return <NotFound />;
  return <ArticleBody post={post} />;
}

function ArticleBody({ post }: { post: NonNullable<Awaited<ReturnType<typeof loadPost>>> }) {
  usePageMeta(post.title, post.excerpt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {BLOG.backToBlog}
      </Link>
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-ring">{post.category}</p>
        <h1 className="mt-2 text-3xl font-bold leading-tight tracking-tight text-primary sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{post.excerpt}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          By <PostByline post={post} />
        </p>
      </header>
      <PostImage src={post.image} lead className="mt-8 rounded-xl" />
      <Markdown source={post.body} className={`mt-8 ${PROSE}`} />
      <div className="mt-10 border-t pt-6">
        <ShareButtonsIsland path={`/blog/${post.slug}`} title={post.title} />
      </div>
      <aside aria-labelledby="join-title" className="mt-12 rounded-2xl bg-secondary p-6 sm:p-8">
        <h2 id="join-title" className="text-xl font-bold text-primary">
          Join {BRAND.name}
        </h2>
        <p className="mt-1 text-muted-foreground">The verified reputation network for today&apos;s workforce.</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-background p-5">
            <User className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{BRAND.professionalPitch}</h3>
            <p className="mt-1 text-sm text-muted-foreground">Claim your profile free and control who sees it.</p>
            <Button asChild className="mt-4 w-full">
              <Link to="/auth?mode=signup&type=professional">Join as a professional</Link>
            </Button>
          </div>
          <div className="rounded-lg bg-background p-5">
            <Briefcase className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{BRAND.employerPitch}</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Verify your business and start with 5 free lookups a day.
            </p>
            <Button asChild variant="outline" className="mt-4 w-full">
              <Link to="/auth?mode=signup&type=employer">Join as an employer</Link>
            </Button>
          </div>
        </div>
      </aside>
    </article>
  );
}

export default function BlogArticlePage() {
  const { slug = "" } = useParams();
  return (
    <Suspense
      fallback={
        <div className="min-h-dvh">
          <PageSpinner />
        </div>
      }
    >
      <Article key={slug} slug={slug} />
    </Suspense>
  );
}
