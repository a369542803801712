/**
 * Every billing notice, named once (issue 17). Producers pass one of these to commands/notify.ts inside the
 * transaction that mirrored the provider's event; the notification catalogue can absorb this list as it is.
 */
export const BILLING_NOTICES = {
  planActivated: {
    topic: "subscription_reminders",
    title: "Your plan is active",
    message: (plan: string) => `${plan} is now active on your account.`,
  },
  planChanged: {
    topic: "subscription_reminders",
    title: "Your plan changed",
    message: (plan: string) => `Your account is now on ${plan}.`,
  },
  cancelScheduled: {
    topic: "subscription_reminders",
    title: "Your plan will end",
    message: (plan: string, date: string) =>
      `${plan} stays active until ${date}, then your account returns to the free plan.`,
  },
  renewalUpcoming: {
    topic: "subscription_reminders",
    title: "Your plan renews soon",
    message: (plan: string, date: string) =>
      `${plan} renews on ${date}. Change or cancel it before then from Billing if you need to.`,
  },
  renewalFailed: {
    topic: "subscription_reminders",
    title: "Payment failed",
    message: (plan: string, date: string) =>
      `We could not renew ${plan}. Update your payment method before ${date} to keep your plan.`,
  },
  planEnded: {
    topic: "subscription_reminders",
    title: "Your plan ended",
    message: (plan: string) => `${plan} has ended. Your account is on the free plan.`,
  },
} as const;

/** How many days before a paid period ends its renewal reminder goes out (D215). */
export const RENEWAL_REMINDER_DAYS = 7;

export type BillingNoticeType = keyof typeof BILLING_NOTICES;
