import { DAY_MS, iso } from "../seed-generator";
import { type HistoryLog, type HistoryRating, HOUR_MS } from "./log";

/** The fairness checks' queue over the year: most dismissed, a few removals, the last fortnight's still open. */
export function fairnessFlags(log: HistoryLog, pool: HistoryRating[]): void {
  const { rng, nowMs, adminId } = log;
  const count = Math.min(60, pool.length);
  const picked = rng.sample(pool, count);
  for (const [i, r] of picked.entries()) {
    const reason = i % 4 === 3 ? "after_dispute" : "outlier_employer";
    const createdMs = i < 6 ? nowMs - rng.float(0.2, 13) * DAY_MS : nowMs - rng.float(14, 360) * DAY_MS;
    const removed = i >= 6 && rng.chance(0.18);
    const open = i < 6;
    const resolvedMs = open ? null : createdMs + rng.float(1, 9) * DAY_MS;
    log.rows.flags.push({
      id: rng.uuid(),
      flag_id: rng.uuid(),
      rating_id: r.ratingId,
      reason,
      status: open ? "open" : removed ? "upheld" : "dismissed",
      state: open ? "open" : removed ? "removed" : "dismissed",
      author_user_id: r.employerUserId,
      body:
        reason === "after_dispute"
          ? "Rating soon after the professional disputed this employer"
          : "Far below other employers",
      priority: reason === "after_dispute" ? 30 : 20,
      decided_by: open ? null : adminId,
      decision_reason: open
        ? null
        : removed
          ? "The scores are far below every other rating of this person and the rater gave no basis when asked."
          : "Low, but in line with the rater's notes and the person's other reviews; the rating stays.",
      created_at: iso(createdMs),
      resolved_at: resolvedMs === null ? null : iso(resolvedMs),
    });
    if (removed) log.rows.ratingStatuses.push({ id: r.ratingId, status: "removed" });
  }
}

/** Northwind's recent profile lookups: three in the rolling 24 hours, the rest over the past fortnight. */
export function lookups(log: HistoryLog, northwindUserId: string, pool: string[]): void {
  const { rng, nowMs } = log;
  const subjects = rng.sample(pool, Math.min(12, pool.length));
  subjects.forEach((subjectId, i) => {
    const createdMs = i < 3 ? nowMs - rng.float(1, 20) * HOUR_MS : nowMs - rng.float(1.2, 14) * DAY_MS;
    log.rows.lookups.push({
      id: rng.uuid(),
      user_id: northwindUserId,
      subject_id: subjectId,
      created_at: iso(createdMs),
    });
  });
}
