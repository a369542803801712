import { ChevronDown, ThumbsDown, ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import type { HelpArticle } from "../../../core/content/help-articles";
import { MARKETING } from "../../../core/messages";
import { Button } from "../../components/ui/button";

export type Vote = "yes" | "no";

/** One help article, folded: its body, and a 'Was this helpful?' vote (a 'No' points to support). */
export function ArticleItem({
  article,
  vote,
  onVote,
}: {
  article: HelpArticle;
  vote: Vote | undefined;
  onVote: (v: Vote) => void;
}) {
  return (
    <details id={article.id} className="group rounded-lg border bg-card">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block font-medium">{article.title}</span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{article.summary}</span>
        </span>
        <ChevronDown
          className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-3 border-t px-5 py-4 leading-7">
        {article.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <div className="flex flex-wrap items-center gap-3 border-t pt-4 text-sm">
          {vote ? (
            <p role="status" className="text-muted-foreground">
              {MARKETING.helpfulThanks}
            </p>
          ) : (
            <>
              <span id={`${article.id}-helpful`} className="text-muted-foreground">
                {MARKETING.wasThisHelpful}
              </span>
              <div role="group" aria-labelledby={`${article.id}-helpful`} className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => onVote("yes")}>
                  <ThumbsUp aria-hidden="true" /> {MARKETING.helpfulYes}
                </Button>
                <Button size="sm" variant="outline" onClick={() => onVote("no")}>
                  <ThumbsDown aria-hidden="true" /> {MARKETING.helpfulNo}
                </Button>
              </div>
            </>
          )}
          {vote === "no" && (
            <p className="w-full text-muted-foreground">
              Sorry about that.{" "}
              <Link to="/contact?inquiry=support" className="font-medium text-primary underline">
                Contact support
              </Link>{" "}
              and we will help you directly.
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
