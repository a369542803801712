import { sendRenewalReminders } from "../commands/renewal-reminders";
import { JOB_NAMES } from "../kernel/job-names";
import { countingPass } from "./job-definition";

/** Daily: the week-ahead renewal reminders (D215). Idempotent: each period is stamped once. */
export const renewalRemindersJob = countingPass(JOB_NAMES.renewalReminders, {
  retry: { limit: 3, delaySeconds: 60 },
  expireInSeconds: 15 * 60,
  schedule: "0 9 * * *",
  count: (ctx) => sendRenewalReminders(ctx.db, ctx.now()),
  counted: "sent",
  message: "renewal reminders sent",
});
