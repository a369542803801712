import { eq } from "drizzle-orm";
import type { AccountType } from "../../core/domain";
import type { SubscriptionType } from "../../core/plans";
import type { DbOrTx } from "../db/client";
import { subscriptions } from "../db/schema";

export interface SubscriptionRecord {
  type: SubscriptionType;
  userType: AccountType;
  status: string | null;
  end: Date | null;
}

/** The signed-in person's subscription row, if any. */
export async function loadSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select({
      type: subscriptions.subscriptionType,
      userType: subscriptions.userType,
      status: subscriptions.status,
      end: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}
