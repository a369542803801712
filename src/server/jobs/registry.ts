import { disputeDeadlinesJob } from "./dispute-deadlines";
import { flagCheckJob } from "./flag-check";
import type { JobDefinition } from "./job-definition";
import { localPaymentsJob } from "./local-payments";
import { mailDeliveryJob } from "./mail-delivery";
import { noticeMailJob } from "./notice-mail";
import { notificationRetentionJob } from "./notification-retention";
import { accountErasureJob, dataExportJob, exportCleanupJob, sevenYearRetentionJob } from "./privacy-jobs";
import { ratingNoticesJob } from "./rating-notices";
import { renewalRemindersJob } from "./renewal-reminders";
import { searchWordsJob } from "./search-words";

/** Every job this application runs. Add a definition here and the runner creates its queue and schedule. */
export const JOB_DEFINITIONS: JobDefinition[] = [
  mailDeliveryJob,
  localPaymentsJob,
  disputeDeadlinesJob,
  noticeMailJob,
  ratingNoticesJob,
  notificationRetentionJob,
  dataExportJob,
  accountErasureJob,
  exportCleanupJob,
  sevenYearRetentionJob,
  flagCheckJob,
  renewalRemindersJob,
  searchWordsJob,
];
