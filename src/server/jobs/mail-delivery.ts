import { deliverDueMail } from "../adapters/mail/outbox";
import { JOB_NAMES } from "../kernel/job-names";
import { definePass } from "./job-definition";

/**
 * One pass over the mail outbox: sends everything due. The outbox rows stay the source of truth (each mail is
 * written in its cause's transaction, with its own attempts and back-off, D16); this job only decides when a pass
 * runs: woken after a request or job queued mail (wakeAfterCommit), and every minute to pick up retries that came
 * due. `stately`: a wake while one pass is waiting adds nothing.
 */
export const mailDeliveryJob = definePass(JOB_NAMES.mailDelivery, {
  retry: { limit: 3, delaySeconds: 5 },
  // Longer than any pass should take, shorter than the outbox's 10-minute lease on claimed rows.
  expireInSeconds: 5 * 60,
  schedule: "* * * * *",
  async run(ctx) {
    let sent: number;
    // Real time, not the business clock: back-off after an SMTP failure is about the mail server, not the rules.
    do {
      sent = await deliverDueMail(ctx.db, ctx.mailTransport);
    } while (sent > 0);
  },
});
