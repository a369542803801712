import { ROSTER_INVITATION_STATES } from "../../../../core/contracts/employer";
import type { RosterFilters } from "../employer-api";
import { INVITATION_LABELS } from "../roster-labels";

export type FilterKey = "status" | "claimed" | "invitation" | "rated";
export const FILTERS: Array<{ key: FilterKey; label: string; options: Array<[string, string]> }> = [
  {
    key: "status",
    label: "Employment",
    options: [
      ["current", "Current"],
      ["former", "Former"],
    ],
  },
  {
    key: "claimed",
    label: "Profile",
    options: [
      ["yes", "Claimed"],
      ["no", "Not claimed"],
    ],
  },
  {
    key: "invitation",
    label: "Invitation",
    options: ROSTER_INVITATION_STATES.map((s) => [s, INVITATION_LABELS[s]]),
  },
  {
    key: "rated",
    label: "Rating",
    options: [
      ["yes", "Rated"],
      ["no", "Not rated"],
    ],
  },
];

/** The roster's search, filters and page live in the URL, so Back, reload and shared links keep them. */
export function filtersFrom(params: URLSearchParams): RosterFilters {
  const page = Number(params.get("page"));
  const allowed = (key: FilterKey) => {
    const value = params.get(key) ?? "";
    return FILTERS.find((f) => f.key === key)?.options.some(([v]) => v === value) ? value : undefined;
  };
  return {
    q: params.get("q")?.trim() || undefined,
    status: allowed("status") as RosterFilters["status"],
    claimed: allowed("claimed") as RosterFilters["claimed"],
    invitation: allowed("invitation") as RosterFilters["invitation"],
    rated: allowed("rated") as RosterFilters["rated"],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
