/** Every job kind's queue name, in one place: producers wake jobs by these names without importing their handlers. */
export const JOB_NAMES = {
  mailDelivery: "mail-delivery",
  localPayments: "local-payments",
  disputeDeadlines: "dispute-deadlines",
  /** Renders the e-mail form of notices the preferences allowed (D124). */
  noticeMail: "notice-mail",
  /** The daily rating notices at the fixed hour (D123). */
  ratingNotices: "rating-notices",
  /** Prunes read notifications past their retention (D126). */
  notificationRetention: "notification-retention",
  // Privacy (issue 18): export archives, erasure after the grace period, expired archives, 7-year retention.
  dataExport: "data-export",
  accountErasure: "account-erasure",
  exportCleanup: "export-cleanup",
  sevenYearRetention: "seven-year-retention",
  /** Runs the flagging check over newly written texts (D171). */
  flagCheck: "flag-check",
  /** Reminds paying accounts a week before their plan renews (D215). */
  renewalReminders: "renewal-reminders",
  /** Recounts the search vocabulary for typo tolerance (D353). */
  searchWords: "search-words",
} as const;

export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];
