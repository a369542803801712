import { Construction } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { usePageTitle } from "../lib/use-page-title";

/** A route whose capability has not landed yet: its heading, and an honest note instead of a dead link. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-3 text-muted-foreground">{description}</p>}
      <div className="mt-8 flex items-start gap-3 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        <Construction className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          This part of Standing is being built.{" "}
          <Link className="font-medium text-primary underline" to="/help">
            Visit the help centre
          </Link>{" "}
          or go back to the{" "}
          <Link className="font-medium text-primary underline" to="/">
            home page
          </Link>
          .
        </p>
      </div>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/search">Search professionals</Link>
      </Button>
    </section>
  );
}
