import { Star } from "lucide-react";
import type { ProfileDetails } from "../../../core/contracts/profile";
import { DIRECTORY } from "../../../core/messages";
import { formatAverage } from "../../../core/rating-categories";
import { Empty, Section } from "./profile-section";

/** Issue 14: everyone who sees the ratings sees that some are under review (counts only, never which). */
export function UnderReviewNote({ review }: { review: ProfileDetails["ratings"]["underReview"] }) {
  if (!review || review.counting + review.setAside === 0) return null;
  const parts: string[] = [];
  if (review.counting > 0)
    parts.push(
      `${review.counting} rating${review.counting === 1 ? " is" : "s are"} under review after a dispute and still counted`,
    );
  if (review.setAside > 0)
    parts.push(
      `${review.setAside} rating${review.setAside === 1 ? " is" : "s are"} under review for more than 30 days and left out of these figures until decided`,
    );
  return (
    <p className="rounded-md border border-amber-500/60 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      {parts.join("; ")}.
    </p>
  );
}

export function RatingsCard({ ratings }: { ratings: ProfileDetails["ratings"] }) {
  return (
    <Section icon={Star} title={DIRECTORY.performanceRatings}>
      <UnderReviewNote review={ratings.underReview} />
      {ratings.totalRatings === 0 ? (
        <Empty>{DIRECTORY.ratingsPending}.</Empty>
      ) : (
        <div className="space-y-4">
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold">{formatAverage(ratings.averageRating)}</span>
            <span className="text-sm text-muted-foreground">
              / 5.0 · {ratings.totalRatings} rating{ratings.totalRatings === 1 ? "" : "s"}
            </span>
          </p>
          <ul className="space-y-2">
            {ratings.categories.map((c) => (
              <li key={c.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm">
                <span className="truncate">{c.label}</span>
                <span className="font-medium tabular-nums">
                  {c.average === null ? "–" : `${formatAverage(c.average)} / 5.0`}
                </span>
                <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${((c.average ?? 0) / 5) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{DIRECTORY.ratingsBatched}</p>
        </div>
      )}
    </Section>
  );
}
