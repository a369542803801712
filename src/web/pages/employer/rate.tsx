import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Info, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { AuthorRating, RosterMember, Scores } from "../../../core/contracts/employer";
import type { EmploymentStatus } from "../../../core/domain";
import { EMPLOYER } from "../../../core/messages";
import { RATING_CATEGORIES, RATING_CATEGORY_KEYS } from "../../../core/rating-categories";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import {
  HISTORY_KEY,
  OVERVIEW_KEY,
  ROSTER_KEY,
  timeLeft,
  useEmployerOverview,
  useOwnRating,
  useRoster,
} from "../../features/employer/employer-api";
import { employmentLine, personDetails } from "../../features/employer/roster-labels";
import { ScorePicker } from "../../features/employer/score-picker";
import { AllowanceMeter, ratingsUnavailableReason } from "../../features/employer/status-pieces";
import { ApiError, api } from "../../lib/api";
import { EmployerLayout } from "./employer-layout";

type Person = Pick<AuthorRating["professional"], "id" | "firstName" | "lastName" | "headline" | "city" | "state">;
const personOf = (m: RosterMember): Person => ({
  id: m.professionalId,
  firstName: m.firstName,
  lastName: m.lastName,
  headline: m.headline,
  city: m.city,
  state: m.state,
});

const emptyScores = (): Scores => Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, null])) as Scores;

/**
 * /dashboard/employer/rate (?edit=<ratingId>, or ?person=<professionalId> from the roster): pick a person from the
 * roster, score the 15 categories, submit. People come from the roster, not the public search, so anyone the
 * employer linked can be rated whatever their profile's visibility (D40).
 */
export default function RatePage() {
  const [params] = useSearchParams();
  const editId = params.get("edit");
  const personId = editId ? null : params.get("person");
  const preset = useRoster({ person: personId ?? undefined }, { enabled: Boolean(personId) });
  const presetMember = personId ? preset.data?.members[0] : undefined;
  const overview = useEmployerOverview();
  const own = useOwnRating(editId);
  const editing = editId ? own.data?.rating : undefined;

  const [person, setPerson] = useState<Person | null>(null);
  const [status, setStatus] = useState<EmploymentStatus>("current");
  const [scores, setScores] = useState<Scores>(emptyScores);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<{ message: string; existingId?: string } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!presetMember || presetMember.rating) return;
    setPerson(personOf(presetMember));
    setStatus(presetMember.employmentStatus);
  }, [presetMember]);

  useEffect(() => {
    if (!editing) return;
    setPerson(editing.professional);
    setStatus(editing.employmentStatus);
    setScores(editing.scores);
  }, [editing]);

  const submit = useMutation({
    mutationFn: () =>
      editing
        ? api<{ rating: AuthorRating; message: string }>(`/employer/ratings/${editing.id}`, {
            method: "PATCH",
            json: { employmentStatus: status, scores },
          })
        : api<{ rating: AuthorRating; message: string }>("/employer/ratings", {
            method: "POST",
            json: { professionalId: person?.id, employmentStatus: status, scores },
          }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
      await queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
      navigate("/dashboard/employer/history");
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = error.fields ?? {};
        const scoreErrors = Object.fromEntries(
          Object.entries(fields)
            .filter(([k]) => k.startsWith("scores."))
            .map(([k, v]) => [k.slice(7), v]),
        );
        setFieldErrors(scoreErrors);
        setFormError({ message: error.message, existingId: fields.existingRatingId });
      } else setFormError({ message: EMPLOYER.overallRequired });
    },
  });

  const data = overview.data;
  const blocked = !editing && data?.ratingBlockedReason;
  const locked = editing && !editing.editable;

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (scores.overall_performance == null) {
      setFieldErrors({ overall_performance: EMPLOYER.overallRequired });
      document.getElementById("overall_performance-5")?.focus();
      return;
    }
    setFieldErrors({});
    submit.mutate();
  }

  return (
    <EmployerLayout
      title={editing ? "Edit rating" : "Rate an Employee"}
      description="Structured scores only: no comments, no free text."
    >
      {overview.isError && <ErrorNote message={overview.error.message} onRetry={() => overview.refetch()} />}
      {editId && own.isPending && <Spinner />}
      {editId && own.isError && (
        <ErrorNote
          message={
            own.error instanceof ApiError && own.error.status === 404 ? EMPLOYER.ratingNotFound : own.error.message
          }
          onRetry={own.error instanceof ApiError && own.error.status === 404 ? undefined : () => own.refetch()}
        />
      )}
      {editId && !editing ? null : blocked ? (
        <Card>
          <CardHeader>
            <CardTitle>You can't rate right now</CardTitle>
            <CardDescription>{data?.ratingBlockedReason}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {data?.employer.verificationStatus !== "verified" && (
              <Button asChild>
                <Link to="/dashboard/employer/verification">Verify your business</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/pricing">See plans</Link>
            </Button>
          </CardContent>
        </Card>
      ) : locked ? (
        <ErrorNote message={EMPLOYER.ratingLocked(24)} />
      ) : (
        <form className="grid gap-6" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <Card>
              <CardHeader>
                <CardTitle>1. Who are you rating?</CardTitle>
              </CardHeader>
              <CardContent>
                {person ? (
                  <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                    <div>
                      <p className="font-medium">
                        {person.firstName} {person.lastName}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {[person.headline, [person.city, person.state].filter(Boolean).join(", ")]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    </div>
                    {!editing && (
                      <Button type="button" variant="outline" size="sm" onClick={() => setPerson(null)}>
                        Change
                      </Button>
                    )}
                  </div>
                ) : (
                  <div className="grid gap-3">
                    {personId && preset.isPending && <Spinner label="Loading the person from your roster" />}
                    {personId && preset.data && !presetMember && (
                      <p className="text-sm text-muted-foreground">
                        That person is not on your roster. Find someone below, or add them first.
                      </p>
                    )}
                    {presetMember?.rating && (
                      <p className="text-sm text-muted-foreground">
                        You have already rated {presetMember.firstName} {presetMember.lastName}.
                      </p>
                    )}
                    <RosterFinder
                      onPick={(m) => {
                        setPerson(personOf(m));
                        setStatus(m.employmentStatus);
                      }}
                    />
                  </div>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Your allowance</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                {data ? (
                  <AllowanceMeter
                    label="Ratings today"
                    allowance={data.allowances.ratings}
                    unavailable={ratingsUnavailableReason(data.employer.verificationStatus)}
                  />
                ) : (
                  <Spinner />
                )}
                {editing && (
                  <p className="text-sm text-muted-foreground">
                    Editing doesn't use your allowance. Locks in{" "}
                    {timeLeft(
                      editing.editableUntil,
                      Date.parse(own.data?.now ?? "") + (Date.now() - own.dataUpdatedAt) || Date.now(),
                    ) ?? "0 min"}
                    .
                  </p>
                )}
              </CardContent>
            </Card>
          </div>

          <Card>
            <CardHeader>
              <CardTitle>2. Employment</CardTitle>
            </CardHeader>
            <CardContent>
              <fieldset className="flex flex-wrap gap-3">
                <legend className="sr-only">Employment status</legend>
                {(["current", "former"] as const).map((s) => (
                  <label
                    key={s}
                    className="flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                  >
                    <input type="radio" name="employmentStatus" checked={status === s} onChange={() => setStatus(s)} />
                    {s === "current" ? "Current employee" : "Former employee"}
                  </label>
                ))}
              </fieldset>
            </CardContent>
          </Card>

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
                    error={fieldErrors[c.key]}
                    onChange={(v) => setScores((prev) => ({ ...prev, [c.key]: v }))}
                  />
                ))}
            </CardContent>
          </Card>

          <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              {EMPLOYER.policyReminder} Your company's name is never shown with the rating. You can edit or delete it
              for 24 hours.
            </p>
          </div>

          {formError && (
            <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
              <p>{formError.message}</p>
              {formError.existingId && (
                <Link
                  className="mt-2 inline-block font-medium text-primary underline"
                  to={`/dashboard/employer/rate?edit=${formError.existingId}`}
                >
                  Edit your existing rating
                </Link>
              )}
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={(!person && !editing) || submit.isPending}>
              {submit.isPending ? "Saving..." : editing ? "Save changes" : "Submit rating"}
            </Button>
            <Button asChild type="button" variant="ghost" size="lg">
              <Link to="/dashboard/employer/history">Cancel</Link>
            </Button>
          </div>
        </form>
      )}
    </EmployerLayout>
  );
}

/** Search within the employer's roster (20 at a time); people already rated link to their rating instead. */
function RosterFinder({ onPick }: { onPick: (m: RosterMember) => void }) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const results = useRoster({ q: q.trim() || undefined, page });
  const data = results.data;
  const search = () => {
    setQ(text);
    setPage(1);
  };
  return (
    <div className="grid gap-3">
      {/* Not a <form>: it sits inside the rating form. Enter searches. */}
      <div className="flex gap-2" role="search" aria-label="Search your roster">
        <label htmlFor="person-q" className="sr-only">
          Search your roster by name
        </label>
        <Input
          id="person-q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search by name"
          autoComplete="off"
          maxLength={100}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              search();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={search}>
          <Search aria-hidden="true" /> Find
        </Button>
      </div>
      {results.isPending && <Spinner label="Loading your roster" />}
      {results.isError && <ErrorNote message={EMPLOYER.rosterLoadFailed} onRetry={() => results.refetch()} />}
      {data && data.rosterSize === 0 && (
        <p className="text-sm text-muted-foreground">
          Your roster is empty.{" "}
          <Link className="font-medium text-primary underline" to="/dashboard/employer/upload">
            Add the people you employ
          </Link>{" "}
          to rate them.
        </p>
      )}
      {data && data.rosterSize > 0 && data.total === 0 && (
        <p className="text-sm text-muted-foreground">
          No one on your roster matches "{q}". Check the spelling, or{" "}
          <Link className="font-medium text-primary underline" to="/dashboard/employer/upload">
            add them to your roster
          </Link>{" "}
          first.
        </p>
      )}
      {data && data.members.length > 0 && (
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard (its rows may all be plain text)
          tabIndex={0}
          role="region"
          aria-label="Roster search results"
          className="max-h-96 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ul className="grid gap-1" aria-label="People on your roster">
            {data.members.map((m) => {
              const details = [personDetails(m), employmentLine(m)].filter(Boolean).join(" · ");
              const name = `${m.firstName} ${m.lastName}`;
              return (
                <li key={m.professionalId}>
                  {m.rating ? (
                    <div className="flex w-full items-center justify-between gap-3 rounded-md border p-3 text-sm">
                      <span className="min-w-0">
                        <span className="font-medium">{name}</span>
                        <span className="block text-muted-foreground">{details}</span>
                      </span>
                      {m.rating.editable ? (
                        <Link
                          className="shrink-0 font-medium text-primary underline"
                          to={`/dashboard/employer/rate?edit=${m.rating.id}`}
                          aria-label={`Edit your rating of ${name}`}
                        >
                          Edit rating
                        </Link>
                      ) : (
                        <span className="shrink-0 text-muted-foreground">Rated</span>
                      )}
                    </div>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onPick(m)}
                      className="flex w-full items-center justify-between gap-3 rounded-md border p-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="min-w-0">
                        <span className="font-medium">{name}</span>
                        <span className="block text-muted-foreground">{details}</span>
                      </span>
                      <span className="shrink-0 text-primary">Select</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1 || results.isFetching}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite">
            Page {Math.min(page, data.totalPages)} of {data.totalPages}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= data.totalPages || results.isFetching}
            onClick={() => setPage(page + 1)}
          >
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
