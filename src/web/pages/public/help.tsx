import { BookOpen, CreditCard, Gavel, Rocket, Search, User } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { HELP_CATEGORIES, searchHelp } from "../../../core/content/help-articles";
import { AnchorSection } from "../../features/marketing/anchor-section";
import { ArticleItem, type Vote } from "../../features/marketing/help-article";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { island } from "../../prerender/island";

const CATEGORY_ICONS: Record<string, typeof BookOpen> = {
  "getting-started": Rocket,
  employers: BookOpen,
  professionals: User,
  disputes: Gavel,
  account: CreditCard,
};

export function HelpPage() {
  usePageMeta(
    "Help Center",
    "Search Standing's knowledge base: getting started, employer verification and ratings, professional profiles, disputes, billing and privacy.",
  );
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const deferred = useDeferredValue(query);
  const [votes, setVotes] = useState<Record<string, Vote>>({});
  const searchId = useId();
  const hits = searchHelp(deferred);
  const vote = (id: string) => (v: Vote) => setVotes((prev) => ({ ...prev, [id]: v }));

  return (
    <>
      <PageHeader eyebrow="Support" title="Help Center" lead="Find answers fast, or browse by topic.">
        <search className="relative mx-auto block max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search help articles
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => {
              const q = e.target.value;
              setParams(q ? { q } : {}, { replace: true });
            }}
            placeholder="Search for lookups, disputes, export..."
            className="h-12 w-full rounded-md border border-input bg-background pl-10 pr-3 text-base shadow-sm placeholder:text-muted-foreground"
          />
        </search>
      </PageHeader>

      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {deferred.trim() ? (
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-xl font-semibold" aria-live="polite">
              {hits.length === 0
                ? `No articles match "${deferred.trim()}"`
                : `${hits.length} article${hits.length === 1 ? "" : "s"} for "${deferred.trim()}"`}
            </h2>
            {hits.length === 0 ? (
              <p className="mt-3 text-muted-foreground">
                Try other words, browse the topics below, or{" "}
                <Link to="/contact?inquiry=support" className="font-medium text-primary underline">
                  contact support
                </Link>
                .
              </p>
            ) : (
              <ul className="mt-6 space-y-3">
                {hits.map(({ article, category }) => (
                  <li key={article.id}>
                    <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                      {category.title}
                    </p>
                    <ArticleItem article={article} vote={votes[article.id]} onVote={vote(article.id)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : (
          <>
            <nav aria-label="Help topics">
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {HELP_CATEGORIES.map((c) => {
                  const Icon = CATEGORY_ICONS[c.id] ?? BookOpen;
                  return (
                    <li key={c.id}>
                      <a
                        href={`#${c.id}`}
                        className="flex h-full flex-col rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary"
                      >
                        <Icon className="size-6 text-primary" aria-hidden="true" />
                        <span className="mt-3 font-semibold">{c.title}</span>
                        <span className="mt-1 text-sm text-muted-foreground">{c.articles.length} articles</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {HELP_CATEGORIES.map((c) => (
              <AnchorSection
                key={c.id}
                id={c.id}
                title={c.title}
                className="mt-12"
                titleClassName="text-2xl font-bold text-primary"
              >
                <p className="mt-1 text-muted-foreground">{c.description}</p>
                <div className="mt-5 space-y-3">
                  {c.articles.map((a) => (
                    <ArticleItem key={a.id} article={a} vote={votes[a.id]} onVote={vote(a.id)} />
                  ))}
                </div>
              </AnchorSection>
            ))}
          </>
        )}
        <p className="mt-12 rounded-lg bg-muted p-6 text-center">
          Can't find what you need? See the{" "}
          <Link to="/faq" className="font-medium text-primary underline">
            FAQ
          </Link>{" "}
          or{" "}
          <Link to="/contact?inquiry=support" className="font-medium text-primary underline">
            contact support
          </Link>
          . We reply within 24 hours.
        </p>
      </div>
    </>
  );
}

// The whole page is interactive (instant search, categories, feedback): one island.
export default island("help-page", HelpPage);
