import type { SubscriptionStatus } from "../../core/contracts/subscription";
import type { AccountType } from "../../core/domain";
import type { SubscriptionRecord } from "../queries/subscription";

/** GET /api/v1/subscription (SPEC §7 check-subscription): a paid plan counts while active or trialing. */
export function presentSubscriptionStatus(
  row: SubscriptionRecord | null,
  accountType: AccountType | null,
): SubscriptionStatus {
  const active = row && row.type !== "free" && (row.status === "active" || row.status === "trialing");
  return {
    subscribed: Boolean(active),
    subscriptionType: active ? row.type : "free",
    userType: row?.userType ?? accountType,
    subscriptionEnd: active && row.end ? row.end.toISOString() : null,
  };
}
