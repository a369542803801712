import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type Scores, SubmitRatingInput, UpdateRatingInput } from "../../../core/contracts/employer";
import type { EmploymentStatus } from "../../../core/domain";
import { EMPLOYER } from "../../../core/messages";
import { RATING_CATEGORY_KEYS } from "../../../core/rating-categories";
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
import { applyServerError, bodyResolver } from "../../lib/forms";
import { EmployerLayout } from "./employer-layout";

interface RatingValues {
  employmentStatus: EmploymentStatus;
  scores: Scores;
}

const SCORE_FIELDS = RATING_CATEGORY_KEYS.map((k) => `scores.${k}` as const);

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
  // The form holds what is sent; the route's own schema judges it (D381): a new rating is a SubmitRatingInput, an
  // edit an UpdateRatingInput.
  const form = useForm<RatingValues, unknown, SubmitRatingInput | UpdateRatingInput>({
    defaultValues: { employmentStatus: "current", scores: emptyScores() },
    resolver: bodyResolver<RatingValues, typeof SubmitRatingInput | typeof UpdateRatingInput>(
      editing ? UpdateRatingInput : SubmitRatingInput,
      (v) => (editing ? v : { professionalId: person?.id, ...v }),
    ),
    shouldFocusError: false,
  });
  const { setValue, setError, control } = form;
  const [status, scores] = useWatch({ control, name: ["employmentStatus", "scores"] });
  const { errors } = form.formState;
  const [existingId, setExistingId] = useState<string | undefined>();
  const navigate = useNavigate();

  useEffect(() => {
    if (!presetMember || presetMember.rating) return;
    setPerson(personOf(presetMember));
    setValue("employmentStatus", presetMember.employmentStatus);
  }, [presetMember, setValue]);

  useEffect(() => {
    if (!editing) return;
    setPerson(editing.professional);
    setValue("employmentStatus", editing.employmentStatus);
    setValue("scores", editing.scores);
  }, [editing, setValue]);

  const submit = useSaveRating({
    onSaved: () => navigate("/dashboard/employer/history"),
    onError: (error) => {
      const shown = ratingErrorOf(error);
      applyServerError(setError, error, SCORE_FIELDS, shown.form.message, { focus: false });
      setExistingId(shown.form.existingId);
    },
  });

  const data = overview.data;
  const blocked = !editing && data?.ratingBlockedReason;
  const locked = editing && !editing.editable;

  const onSubmit = form.handleSubmit(
    () => {
      setExistingId(undefined);
      const v = form.getValues();
      submit.mutate({
        editingId: editing?.id,
        professionalId: person?.id,
        employmentStatus: v.employmentStatus,
        scores: v.scores,
      });
    },
    () => {
      setExistingId(undefined);
      document.getElementById("overall_performance-5")?.focus();
    },
  );
  const scoreErrors = Object.fromEntries(
    RATING_CATEGORY_KEYS.flatMap((k) => (errors.scores?.[k]?.message ? [[k, errors.scores[k].message]] : [])),
  );

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
                  setValue("employmentStatus", m.employmentStatus);
                }}
              />
            </PersonCard>
            <AllowanceCard
              overview={data}
              locksIn={editing ? editWindowLeft(editing.editableUntil, own.data?.now, own.dataUpdatedAt) : null}
            />
          </div>
          <EmploymentCard status={status} onChange={(s) => setValue("employmentStatus", s)} />
          <ScoresCard
            scores={scores}
            errors={scoreErrors}
            onChange={(key, v) => setValue(`scores.${key}`, v, { shouldValidate: form.formState.isSubmitted })}
          />
          <PolicyReminder />
          {errors.root?.server?.message && (
            <RatingFormError message={errors.root.server.message} existingId={existingId} />
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
