import { z } from "zod";
import { sendRenewalReminders } from "../commands/renewal-reminders";
import { JOB_NAMES } from "../kernel/job-names";
import { defineJob } from "./job-definition";

/** Daily: the week-ahead renewal reminders (D215). Idempotent: each period is stamped once. */
export const renewalRemindersJob = defineJob({
  name: JOB_NAMES.renewalReminders,
  data: z.strictObject({}),
  policy: "stately",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  schedule: "0 9 * * *",
  async handler(_data, ctx) {
    const sent = await sendRenewalReminders(ctx.db, ctx.now());
    if (sent) ctx.log.info({ sent }, "renewal reminders sent");
  },
});
