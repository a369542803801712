import {
  appealDeadline,
  STRIKE_RULES,
  strikeEffect,
  strikeExpiresAt,
  suspensionEndsAt,
} from "../../../core/dispute-workflow";
import { iso } from "../seed-generator";
import type { HistoryLog, HistoryRating } from "./log";
import type { StrikeRow } from "./rows";

export function issueStrike(log: HistoryLog, r: HistoryRating, disputeId: string, atMs: number) {
  const id = log.rng.uuid();
  const issued = new Date(atMs);
  const expires = strikeExpiresAt(issued).getTime();
  // Ordinal and effect are settled in numberStrikes(), once every strike of the employer is known.
  log.rows.strikes.push({
    id,
    employer_id: r.employerId,
    dispute_id: disputeId,
    ordinal: 1,
    effect: "warning",
    status: expires <= log.nowMs ? "expired" : "active",
    issued_at: iso(atMs),
    appeal_deadline: appealDeadline(issued).toISOString(),
    expires_at: iso(expires),
    suspended_until: null,
    ended_at: expires <= log.nowMs ? iso(expires) : null,
  });
  log.strikeOwner.set(id, { employerUserId: r.employerUserId, issuedMs: atMs });
  if (expires <= log.nowMs)
    log.event({
      dispute_id: null,
      strike_id: id,
      kind: "strike_expired",
      actor_role: "system",
      actor_id: null,
      from_state: "active",
      to_state: "expired",
      created_at: iso(expires),
    });
}

/** Ordinals and effects in issue order: the n-th strike counting at its time (SPEC §4; D105, D106). */
export function numberStrikes(log: HistoryLog): void {
  const byEmployer = new Map<string, StrikeRow[]>();
  const sorted = [...log.rows.strikes].sort((a, b) => a.issued_at.localeCompare(b.issued_at));
  for (const s of sorted) {
    const earlier = byEmployer.get(s.employer_id) ?? [];
    const at = Date.parse(s.issued_at);
    const counting = earlier.filter(
      (e) => Date.parse(e.expires_at) > at && (e.ended_at === null || Date.parse(e.ended_at) > at),
    ).length;
    s.ordinal = counting + 1;
    s.effect = strikeEffect(s.ordinal);
    if (s.effect === "rating_suspension") s.suspended_until = suspensionEndsAt(new Date(at)).toISOString();
    earlier.push(s);
    byEmployer.set(s.employer_id, earlier);
    const owner = log.strikeOwner.get(s.id);
    log.event({
      dispute_id: s.dispute_id,
      strike_id: s.id,
      kind: "strike_issued",
      actor_role: "admin",
      actor_id: log.adminId,
      to_state: s.effect,
      note: `Strike ${s.ordinal}${s.suspended_until ? `; rating suspended until ${s.suspended_until}` : ""}`,
      created_at: s.issued_at,
    });
    if (owner)
      log.notice(
        "employerStrike",
        owner.employerUserId,
        {
          ordinal: s.ordinal,
          appealBy: new Date(s.appeal_deadline),
          suspendedUntil: s.suspended_until ? new Date(s.suspended_until) : null,
          permanent: false,
        },
        at + 120_000,
      );
  }
  for (const [employerId, strikes] of byEmployer) {
    const active = strikes.filter((s) => s.status === "active");
    const until = active
      .map((s) => s.suspended_until)
      .filter((d): d is string => d !== null && Date.parse(d) > log.nowMs)
      .sort()
      .pop();
    log.rows.employerStanding.push({
      id: employerId,
      strike_count: Math.min(active.length, STRIKE_RULES.permanentAt),
      suspended_until: until ?? null,
    });
  }
  for (const [id, status] of log.statuses) if (status !== "active") log.rows.ratingStatuses.push({ id, status });
}
