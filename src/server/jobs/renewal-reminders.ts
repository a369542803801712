import { sendRenewalReminders } from "../commands/renewal-reminders";
import { JOB_NAMES } from "../kernel/job-names";
import { definePass } from "./job-definition";

/** Daily: the week-ahead renewal reminders (D215). Idempotent: each period is stamped once. */
export const renewalRemindersJob = definePass(JOB_NAMES.renewalReminders, {
  retry: { limit: 3, delaySeconds: 60 },
  expireInSeconds: 15 * 60,
  schedule: "0 9 * * *",
  async run(ctx) {
    const sent = await sendRenewalReminders(ctx.db, ctx.now());
    if (sent) ctx.log.info({ sent }, "renewal reminders sent");
  },
});
