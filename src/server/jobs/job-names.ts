/** Every job kind's queue name, in one place: producers wake jobs by these names without importing their handlers. */
export const JOB_NAMES = {
  mailDelivery: "mail-delivery",
  localPayments: "local-payments",
  disputeDeadlines: "dispute-deadlines",
} as const;

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];
