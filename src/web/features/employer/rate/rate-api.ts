import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type {
  AuthorRating,
  RatingHistoryResponse,
  RosterMember,
  RosterResponse,
  Scores,
} from "../../../../core/contracts/employer";
import type { EmploymentStatus } from "../../../../core/domain";
import { EMPLOYER } from "../../../../core/messages";
import { RATING_CATEGORY_KEYS } from "../../../../core/rating-categories";
import { ApiError, apiCall } from "../../../lib/api";
import { HISTORY_KEY, OVERVIEW_KEY, type OwnRating, ROSTER_KEY, timeLeft } from "../employer-api";

/** The person a rating is about, as the rate form shows them. */
export type Person = Pick<
  AuthorRating["professional"],
  "id" | "firstName" | "lastName" | "headline" | "city" | "state"
>;

export const personOf = (m: RosterMember): Person => ({
  id: m.professionalId,
  firstName: m.firstName,
  lastName: m.lastName,
  headline: m.headline,
  city: m.city,
  state: m.state,
});

export const emptyScores = (): Scores => Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, null])) as Scores;

export interface RatingDraft {
  /** The rating being edited; a new rating when absent. */
  editingId?: string;
  professionalId?: string;
  employmentStatus: EmploymentStatus;
  scores: Scores;
}

/**
 * Create (POST) or edit (PATCH) a rating. On success: the server's message as a toast and the saved rating put into
 * the cache (D0374) — the edit form's entry; for an edit its row on every cached history page; for a new rating the
 * top of history page 1 and the person's "rated" mark on the cached roster pages — then `onSaved`. What the answer
 * does not carry is asked again: the overview's counts, and roster pages filtered by "rated".
 */
export function useSaveRating({ onSaved, onError }: { onSaved: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ editingId, professionalId, employmentStatus, scores }: RatingDraft) =>
      editingId
        ? apiCall("PATCH /employer/ratings/:ratingId", {
            params: { ratingId: editingId },
            json: { employmentStatus, scores },
          })
        : apiCall("POST /employer/ratings", {
            json: { professionalId: professionalId ?? "", employmentStatus, scores },
          }),
    onSuccess: async (res, draft) => {
      toast.success(res.message);
      const { rating } = res;
      queryClient.setQueryData<OwnRating>([...HISTORY_KEY, "one", rating.id], (old) =>
        old ? { ...old, rating } : undefined,
      );
      if (draft.editingId)
        queryClient.setQueriesData<RatingHistoryResponse>({ queryKey: [...HISTORY_KEY, "page"] }, (page) =>
          page ? { ...page, ratings: page.ratings.map((r) => (r.id === rating.id ? rating : r)) } : page,
        );
      else {
        // The history is newest first: the new rating tops the cached page 1; later pages shift by one, so they are
        // marked stale, to be asked again only when opened.
        queryClient.setQueryData<RatingHistoryResponse>([...HISTORY_KEY, "page", 1], (page) =>
          page
            ? {
                ...page,
                ratings: [rating, ...page.ratings.filter((r) => r.id !== rating.id)].slice(0, page.pageSize),
                total: page.total + 1,
                totalPages: Math.ceil((page.total + 1) / page.pageSize),
              }
            : page,
        );
        await queryClient.invalidateQueries({
          queryKey: [...HISTORY_KEY, "page"],
          predicate: (query) => query.queryKey[3] !== 1,
          refetchType: "none",
        });
        // The person's "rated" mark on every cached roster page; a page filtered by "rated" may now hold the wrong
        // people, so only those are asked again.
        queryClient.setQueriesData<RosterResponse>({ queryKey: ROSTER_KEY }, (roster) =>
          roster
            ? {
                ...roster,
                members: roster.members.map((m) =>
                  m.professionalId === rating.professional.id ? { ...m, rating: { id: rating.id, editable: true } } : m,
                ),
              }
            : roster,
        );
        await queryClient.invalidateQueries({
          queryKey: ROSTER_KEY,
          predicate: (query) => String(query.queryKey[2] ?? "").includes("rated="),
        });
      }
      // The overview's counts and allowance are the server's to compute.
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
      onSaved();
    },
    onError,
  });
}

/** What a refused save shows: each score's message under its category, and the form's message (with the rating
 * that already exists, when that is why). A failure that is not the server's answer asks for the overall score. */
export function ratingErrorOf(error: unknown): {
  scores: Record<string, string>;
  form: { message: string; existingId?: string };
} {
  if (!(error instanceof ApiError)) return { scores: {}, form: { message: EMPLOYER.overallRequired } };
  const fields = error.fields ?? {};
  const scores = Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith("scores."))
      .map(([k, v]) => [k.slice(7), v]),
  );
  return { scores, form: { message: error.message, existingId: fields.existingRatingId } };
}

/** The time left to edit, by the server's clock (its `now` when the rating was read, plus the time since). */
export function editWindowLeft(editableUntil: string, serverNow: string | undefined, fetchedAt: number): string {
  return timeLeft(editableUntil, Date.parse(serverNow ?? "") + (Date.now() - fetchedAt) || Date.now()) ?? "0 min";
}
