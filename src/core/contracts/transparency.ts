import { z } from "zod";
import { calendarMonth } from "./calendar-month";
import { instant } from "./instant";

/** The public transparency report of disputes decided (issue 14, DSA art. 24): monthly counts and a summary. */

/** A count, or null when it is below the suppression threshold (shown as "fewer than 5"). */
const Count = z.number().int().nullable();
export const TransparencyMonth = z.object({
  month: calendarMonth,
  received: z.object({
    total: Count,
    byType: z.array(z.object({ type: z.string(), label: z.string(), count: Count })),
  }),
  outcomes: z.object({ removed: Count, dismissed: Count, withdrawn: Count }),
  medianDaysToDecision: z.number().nullable(),
  strikesIssued: Count,
  /**
   * Appeals of both sides (strike and dispute appeals, D326); `firstDeciderDecided`: decided by the administrator who
   * took the original decision, alone with a recorded reason because no other was active (D328).
   */
  appeals: z.object({ filed: Count, upheld: Count, rejected: Count, firstDeciderDecided: Count }),
  /** Automatic fairness flags by source (the check that raised them) and outcome of the human review. */
  flags: z.array(z.object({ source: z.string(), label: z.string(), outcome: z.string(), count: Count })),
});
export type TransparencyMonth = z.infer<typeof TransparencyMonth>;
/**
 * The last 12 months as one period (D0333), counted over the whole period (not summed from suppressed months), with
 * the same suppression: a total from 1 to 4 is null. `shareRemoved` is the share of first decisions that removed the
 * rating, and `medianDaysToDecision` the median over every decision; both null with fewer than 5 decisions.
 */
export const TransparencySummary = z.object({
  from: z.string(),
  to: z.string(),
  received: Count,
  decided: Count,
  removed: Count,
  dismissed: Count,
  withdrawn: Count,
  shareRemoved: z.number().nullable(),
  medianDaysToDecision: z.number().nullable(),
  strikesIssued: Count,
  appeals: z.object({ filed: Count, upheld: Count, rejected: Count, firstDeciderDecided: Count }),
  flags: z.object({ raised: Count, upheld: Count, dismissed: Count }),
});
export type TransparencySummary = z.infer<typeof TransparencySummary>;
export const TransparencyReport = z.object({
  generatedAt: instant,
  suppressBelow: z.number().int(),
  summary: TransparencySummary,
  months: z.array(TransparencyMonth),
});
export type TransparencyReport = z.infer<typeof TransparencyReport>;
