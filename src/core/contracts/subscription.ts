import { z } from "zod";
import { ACCOUNT_TYPES } from "../domain";
import { SUBSCRIPTION_TYPES } from "../plans";

/** SPEC §7 check-subscription: what the client holds about the signed-in person's plan. */
export const SubscriptionStatus = z.object({
  subscribed: z.boolean(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  userType: z.enum(ACCOUNT_TYPES).nullable(),
  subscriptionEnd: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** SPEC §7 create-checkout: a catalogue price id and the account type it is for. */
export const CreateCheckoutBody = z.strictObject({
  priceId: z.string().min(1).max(100),
  userType: z.enum(ACCOUNT_TYPES),
});
export const CreateCheckoutResponse = z.object({ url: z.string() });
