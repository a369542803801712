import { sql } from "drizzle-orm";
import { RENEWAL_REMINDER_DAYS } from "../../core/billing-notices";
import { notice } from "../../core/notices";
import { PAID_PLANS } from "../../core/plans";
import type { Db } from "../db/client";
import { notify } from "./notify";
import { dateWords, planName } from "./receive-billing-webhook";

/**
 * One "your plan renews soon" notice per paid period (D215): for every active paid subscription that will renew
 * (not set to end) within RENEWAL_REMINDER_DAYS, the period end is stamped on the row and the notice written in the
 * same transaction, so a rerun, a second worker or a deleted notification never sends it twice; a new period
 * (a new `current_period_end`) earns a new reminder. E-mailed when subscription reminders are on (notify's rule).
 */
export async function sendRenewalReminders(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * 86_400_000);
  const paid = Object.keys(PAID_PLANS);
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ user_id: string; subscription_type: string; current_period_end: Date | string }>(sql`
      UPDATE subscriptions SET renewal_reminded_for = current_period_end
       WHERE status = 'active' AND NOT cancel_at_period_end
         AND subscription_type IN (${sql.join(
           paid.map((p) => sql`${p}`),
           sql`, `,
         )})
         AND current_period_end > ${now.toISOString()}::timestamptz
         AND current_period_end <= ${horizon.toISOString()}::timestamptz
         AND renewal_reminded_for IS DISTINCT FROM current_period_end
      RETURNING user_id, subscription_type, current_period_end`);
    for (const row of due.rows) {
      const plan = planName(row.subscription_type as keyof typeof PAID_PLANS);
      await notify(tx, {
        userId: row.user_id,
        notice: notice("billing.renewal_upcoming", { args: [plan, dateWords(new Date(row.current_period_end))] }),
        at: now,
      });
    }
    return due.rows.length;
  });
}
