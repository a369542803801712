import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Scores } from "../../../core/contracts/employer";
import type { EmploymentStatus } from "../../../core/domain";
import { EMPLOYER } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useEmployerOverview, useOwnRating, useRoster } from "../../features/employer/employer-api";
import {
  editWindowLeft,
  emptyScores,
  type Person,
  personOf,
  ratingErrorOf,
  useSaveRating,
} from "../../features/employer/rate/rate-api";
import {
  AllowanceCard,
  EmploymentCard,
  PersonCard,
  PolicyReminder,
  PresetNote,
  RatingBlockedCard,
  RatingFormError,
  ScoresCard,
} from "../../features/employer/rate/rate-sections";
import { RosterFinder } from "../../features/employer/rate/roster-finder";
import { ApiError } from "../../lib/api";
import { EmployerLayout } from "./employer-layout";

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

  const submit = useSaveRating({
    onSaved: () => navigate("/dashboard/employer/history"),
    onError: (error) => {
      const shown = ratingErrorOf(error);
      setFieldErrors(shown.scores);
      setFormError(shown.form);
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
    submit.mutate({ editingId: editing?.id, professionalId: person?.id, employmentStatus: status, scores });
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
        <RatingBlockedCard
          reason={data?.ratingBlockedReason}
          verified={data?.employer.verificationStatus === "verified"}
        />
      ) : locked ? (
        <ErrorNote message={EMPLOYER.ratingLocked(24)} />
      ) : (
        <form className="grid gap-6" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <PersonCard person={person} canChange={!editing} onChange={() => setPerson(null)}>
              {personId && (
                <PresetNote loading={preset.isPending} found={preset.data ? (presetMember ?? null) : undefined} />
              )}
              <RosterFinder
                onPick={(m) => {
                  setPerson(personOf(m));
                  setStatus(m.employmentStatus);
                }}
              />
            </PersonCard>
            <AllowanceCard
              overview={data}
              locksIn={editing ? editWindowLeft(editing.editableUntil, own.data?.now, own.dataUpdatedAt) : null}
            />
          </div>
          <EmploymentCard status={status} onChange={setStatus} />
          <ScoresCard
            scores={scores}
            errors={fieldErrors}
            onChange={(key, v) => setScores((prev) => ({ ...prev, [key]: v }))}
          />
          <PolicyReminder />
          {formError && <RatingFormError message={formError.message} existingId={formError.existingId} />}
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
