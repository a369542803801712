import { Info } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import type { EmployerOverview, RosterMember, Scores } from "../../../../core/contracts/employer";
import type { EmploymentStatus } from "../../../../core/domain";
import { EMPLOYER } from "../../../../core/messages";
import { RATING_CATEGORIES } from "../../../../core/rating-categories";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, TitledCard } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { AllowanceMeter, ratingsUnavailableReason } from "../status-pieces";
import type { Person } from "./rate-api";
import { ScorePicker } from "./score-picker";

/** The parts of the rate form, in page order. The page owns the state; these draw it. */

export function RatingBlockedCard({ reason, verified }: { reason: string | null | undefined; verified: boolean }) {
  return (
    <TitledCard title="You can't rate right now" description={reason} contentClassName="flex flex-wrap gap-2">
      {!verified && (
        <Button asChild>
          <Link to="/dashboard/employer/verification">Verify your business</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/pricing">See plans</Link>
      </Button>
    </TitledCard>
  );
}

/** 1. Who: the chosen person (with "Change" for a new rating), or `children` (the roster finder) to choose one. */
export function PersonCard({
  person,
  canChange,
  onChange,
  children,
}: {
  person: Person | null;
  canChange: boolean;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <TitledCard title="1. Who are you rating?">
      {person ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
          <div>
            <p className="font-medium">
              {person.firstName} {person.lastName}
            </p>
            <p className="text-sm text-muted-foreground">
              {[person.headline, [person.city, person.state].filter(Boolean).join(", ")].filter(Boolean).join(" · ")}
            </p>
          </div>
          {canChange && (
            <Button type="button" variant="outline" size="sm" onClick={onChange}>
              Change
            </Button>
          )}
        </div>
      ) : (
        <div className="grid gap-3">{children}</div>
      )}
    </TitledCard>
  );
}

/** The day's rating allowance; while editing, when the rating locks (`locksIn`). */
export function AllowanceCard({ overview, locksIn }: { overview?: EmployerOverview; locksIn: string | null }) {
  return (
    <TitledCard title="Your allowance" contentClassName="grid gap-3">
      {overview ? (
        <AllowanceMeter
          label="Ratings today"
          allowance={overview.allowances.ratings}
          unavailable={ratingsUnavailableReason(overview.employer.verificationStatus)}
        />
      ) : (
        <Spinner />
      )}
      {locksIn !== null && (
        <p className="text-sm text-muted-foreground">Editing doesn't use your allowance. Locks in {locksIn}.</p>
      )}
    </TitledCard>
  );
}

/** 2. Employment: current or former. */
export function EmploymentCard({
  status,
  onChange,
}: {
  status: EmploymentStatus;
  onChange: (status: EmploymentStatus) => void;
}) {
  return (
    <TitledCard title="2. Employment">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">Employment status</legend>
        {(["current", "former"] as const).map((s) => (
          <label
            key={s}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input type="radio" name="employmentStatus" checked={status === s} onChange={() => onChange(s)} />
            {s === "current" ? "Current employee" : "Former employee"}
          </label>
        ))}
      </fieldset>
    </TitledCard>
  );
}

/** 3. Scores: the 15 categories, overall performance first. */
export function ScoresCard({
  scores,
  errors,
  onChange,
}: {
  scores: Scores;
  errors: Record<string, string>;
  onChange: (key: keyof Scores, value: Scores[keyof Scores]) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>3. Scores</CardTitle>
        <CardDescription>
          1 = well below expectations, 5 = far above. Choose N/A for anything you did not observe.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {[...RATING_CATEGORIES]
          .sort((a, b) => Number(b.key === "overall_performance") - Number(a.key === "overall_performance"))
          .map((c) => (
            <ScorePicker
              key={c.key}
              name={c.key}
              label={c.label}
              required={c.key === "overall_performance"}
              value={scores[c.key]}
              error={errors[c.key]}
              onChange={(v) => onChange(c.key, v)}
            />
          ))}
      </CardContent>
    </Card>
  );
}

export function PolicyReminder() {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {EMPLOYER.policyReminder} Your company's name is never shown with the rating. You can edit or delete it for 24
        hours.
      </p>
    </div>
  );
}

/** The server's refusal; a duplicate links to the rating that exists. */
export function RatingFormError({ message, existingId }: { message: string; existingId?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p>{message}</p>
      {existingId && (
        <Link
          className="mt-2 inline-block font-medium text-primary underline"
          to={`/dashboard/employer/rate?edit=${existingId}`}
        >
          Edit your existing rating
        </Link>
      )}
    </div>
  );
}

/** Under the person card when the page was opened for someone on the roster (?person=). */
export function PresetNote({
  loading,
  found,
}: {
  loading: boolean;
  /** undefined while unknown; null when that person is not on the roster. */
  found: RosterMember | null | undefined;
}) {
  if (loading) return <Spinner label="Loading the person from your roster" />;
  if (found === null)
    return (
      <p className="text-sm text-muted-foreground">
        That person is not on your roster. Find someone below, or add them first.
      </p>
    );
  if (found?.rating)
    return (
      <p className="text-sm text-muted-foreground">
        You have already rated {found.firstName} {found.lastName}.
      </p>
    );
  return null;
}
