/** The 15 fixed rating categories (SPEC §1, §3), in display order. `key` is the column name. */
export const RATING_CATEGORIES = [
  { key: "punctuality_attendance", label: "Punctuality/Attendance" },
  { key: "work_quality", label: "Work Quality" },
  { key: "reliability", label: "Reliability" },
  { key: "effective_communication", label: "Effective Communication" },
  { key: "initiative_proactivity", label: "Initiative/Proactivity" },
  { key: "team_collaboration", label: "Team Collaboration" },
  { key: "professionalism", label: "Professionalism" },
  { key: "attitude_positivity", label: "Attitude/Positivity" },
  { key: "customer_interaction", label: "Customer Interaction" },
  { key: "learning_ability_coachability", label: "Learning Ability" },
  { key: "leadership_potential", label: "Leadership Potential" },
  { key: "problem_solving_skills", label: "Problem-Solving Skills" },
  { key: "technical_competence", label: "Technical Competence" },
  { key: "attention_to_detail", label: "Attention to Detail" },
  { key: "overall_performance", label: "Overall Performance" },
] as const;

export type RatingCategoryKey = (typeof RATING_CATEGORIES)[number]["key"];
export const RATING_CATEGORY_KEYS = RATING_CATEGORIES.map((c) => c.key) as RatingCategoryKey[];

export const RATING_SCALE = { min: 1, max: 5 } as const;
export const RATING_EDIT_WINDOW_HOURS = 24;

/** Category averages are stored/rounded to 2 decimals and shown with one decimal out of 5.0 (SPEC §3). */
export function roundAverage(value: number): number {
  return Math.round(value * 100) / 100;
}
export function formatAverage(value: number | null | undefined): string {
  return value == null ? "–" : value.toFixed(1);
}
