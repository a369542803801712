import { Link } from "react-router";
import { RATING_CATEGORIES } from "../../../core/rating-categories";
import { Button } from "../../components/ui/button";
import { HowItWorksTabsIsland } from "../../features/marketing/how-it-works-tabs";
import { PageHeader } from "../../features/marketing/page-header";
import { usePageMeta } from "../../features/marketing/use-page-meta";

export default function HowItWorksPage() {
  usePageMeta(
    "How It Works",
    "How Standing works for employers and professionals: business verification, 15-category ratings, profile claiming, disputes and strikes.",
  );
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="How Standing Works"
        lead="A verified, structured and accountable way to share how people work."
      />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <HowItWorksTabsIsland />
      </section>

      <section aria-labelledby="categories-title" className="bg-muted/60">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <h2 id="categories-title" className="text-center text-2xl font-bold text-primary">
            The 15 rating categories
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            Every rating scores the same categories on a 1-5 scale. Averages are shown with one decimal out of 5.0.
          </p>
          <ol className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {RATING_CATEGORIES.map((c, i) => (
              <li key={c.key} className="flex items-center gap-3 rounded-md border bg-background px-4 py-3">
                <span className="w-6 text-right text-sm font-semibold text-muted-foreground">{i + 1}</span>
                <span className="font-medium">{c.label}</span>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/auth?mode=signup&type=employer">I'm an employer</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/auth?mode=signup&type=professional">I'm a professional</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
