import { and, eq, inArray, lte } from "drizzle-orm";
import { findPrice, GRACE_PERIOD_MS, TEST_CARDS } from "../../../core/billing";
import type { Db } from "../../db/client";
import { localPaySubscriptions } from "../../db/schema";
import { addInterval, invoiceObject, queueEvent, subscriptionObject } from "./local-pay-objects";

/**
 * The local provider's renewals (D145): every subscription whose period is over by the business clock is renewed
 * (a card that fails renewals leaves it past due), or ended (cancelled at period end, an unknown price, or past due
 * beyond the grace period), each with the events Stripe would send. Returns how many changed.
 */
export async function sweepDueSubscriptions(db: Db, publicUrl: string, now: Date): Promise<number> {
  const due = await db
    .select({ id: localPaySubscriptions.id })
    .from(localPaySubscriptions)
    .where(
      and(
        inArray(localPaySubscriptions.status, ["active", "past_due"]),
        lte(localPaySubscriptions.currentPeriodEnd, now),
      ),
    );
  let changed = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(localPaySubscriptions).where(eq(localPaySubscriptions.id, id)).for("update");
      if (!row || !["active", "past_due"].includes(row.status) || row.currentPeriodEnd > now) return;
      const price = findPrice(row.priceId);
      const ends =
        row.cancelAtPeriodEnd ||
        !price ||
        (row.status === "past_due" && now.getTime() >= row.currentPeriodStart.getTime() + GRACE_PERIOD_MS);
      if (ends) {
        const [ended] = await tx
          .update(localPaySubscriptions)
          .set({ status: "canceled", updatedAt: now })
          .where(eq(localPaySubscriptions.id, id))
          .returning();
        if (ended) await queueEvent(tx, "customer.subscription.deleted", subscriptionObject(ended), now);
      } else {
        const fails = row.card === TEST_CARDS.failsRenewal;
        const [renewed] = await tx
          .update(localPaySubscriptions)
          .set({
            status: fails ? "past_due" : "active",
            currentPeriodStart: row.currentPeriodEnd,
            currentPeriodEnd: addInterval(row.currentPeriodEnd, price.interval),
            updatedAt: now,
          })
          .where(eq(localPaySubscriptions.id, id))
          .returning();
        if (!renewed) return;
        await queueEvent(
          tx,
          fails ? "invoice.payment_failed" : "invoice.paid",
          invoiceObject(renewed, !fails, now, publicUrl),
          now,
        );
        await queueEvent(tx, "customer.subscription.updated", subscriptionObject(renewed), now);
      }
      changed++;
    });
  }
  return changed;
}
