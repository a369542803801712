import { Suspense, use, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { MARKETING } from "../../../core/messages";
import { ChoiceButtons } from "../../components/choice-buttons";
import { Button } from "../../components/ui/button";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { cn } from "../../lib/cn";
import { toastLater } from "../../lib/toast-later";
import { island } from "../../prerender/island";
import { NewsletterForm } from "./newsletter-form";
import { PostCard } from "./post-card";
import { loadAllPosts, postsIfLoaded } from "./posts";

export const BLOG_PAGE_SIZE = 4;
const ALL = "All";

function PostGrid() {
  const posts = postsIfLoaded() ?? use(loadAllPosts());
  const [category, setCategory] = useState(ALL);
  const [shown, setShown] = useState(BLOG_PAGE_SIZE);
  const categories = [ALL, ...new Set(posts.map((p) => p.category))];
  const filtered = category === ALL ? posts : posts.filter((p) => p.category === category);
  const visible = filtered.slice(0, shown);

  return (
    <>
      <ChoiceButtons
        label="Filter by category"
        className="flex flex-wrap justify-center gap-2"
        choices={categories.map((c) => ({ value: c, label: c }))}
        value={category}
        onChange={(c) => {
          setCategory(c);
          setShown(BLOG_PAGE_SIZE);
        }}
        buttonClassName={(chosen) =>
          cn(
            "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors",
            chosen
              ? "border-primary bg-primary text-primary-foreground"
              : "bg-background hover:border-primary hover:text-primary",
          )
        }
      />
      <p className="sr-only" aria-live="polite">
        Showing {visible.length} of {filtered.length} articles
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {visible.map((p) => (
          <li key={p.slug} className="relative">
            <PostCard post={p} />
          </li>
        ))}
      </ul>
      {shown < filtered.length && (
        <div className="mt-10 text-center">
          <Button variant="outline" size="lg" onClick={() => setShown((n) => n + BLOG_PAGE_SIZE)}>
            {MARKETING.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}

function GridSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-16 grid gap-6 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-96 animate-pulse rounded-xl bg-muted" />
      ))}
    </ul>
  );
}

/** The confirm / unsubscribe links from the newsletter e-mail land here with their outcome. */
function useNewsletterOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("newsletter");
  useEffect(() => {
    if (!outcome) return;
    toastLater((toast) => {
      if (outcome === "confirmed") toast.success(MARKETING.newsletterConfirmed);
      else if (outcome === "unsubscribed") toast.info(MARKETING.newsletterUnsubscribed);
      else toast.error(MARKETING.newsletterInvalidLink);
    });
    setParams(
      (p) => {
        p.delete("newsletter");
        return p;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}

export function BlogIndexPage() {
  useNewsletterOutcome();
  usePageMeta(
    "Blog",
    "Articles from Standing on verified references, building your work reputation, workplace privacy and giving references without legal risk.",
  );
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="The Standing Blog"
        lead="Insights on hiring, reputation and privacy for employers and professionals."
      />
      <div className="mx-auto max-w-5xl space-y-16 px-4 py-12 sm:px-6">
        <section aria-label="Articles">
          <Suspense fallback={<GridSkeleton />}>
            <PostGrid />
          </Suspense>
        </section>
        <NewsletterForm />
      </div>
    </>
  );
}

/**
 * The island's component once the articles have loaded: hydrated then, the grid never suspends, so the page is
 * marked hydrated only when Load More and the filters respond (a click on a grid still suspended is dropped).
 */
export function blogIndexWithPosts(): Promise<typeof BlogIndexPage> {
  return loadAllPosts().then(() => BlogIndexPage);
}

// Filters, paging, the newsletter form and its outcome in the query: the whole page is one island.
export default island("blog-index-page", BlogIndexPage);
