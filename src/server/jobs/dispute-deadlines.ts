import { runDisputeDeadlines } from "../commands/dispute-deadlines";
import { JOB_NAMES } from "../kernel/job-names";
import { definePass } from "./job-definition";

/**
 * The dispute clock (D102): every five minutes of the business clock, a pass over what is due — answer deadlines,
 * the 30-day rule, strike expiry. Deadlines are stored on their rows; this only notices them. `stately`: a second
 * pass while one waits adds nothing, and each item re-checks under lock, so a late or repeated run is harmless.
 */
export const disputeDeadlinesJob = definePass(JOB_NAMES.disputeDeadlines, {
  retry: { limit: 3, delaySeconds: 30 },
  expireInSeconds: 10 * 60,
  schedule: "*/5 * * * *",
  async run(ctx) {
    const result = await runDisputeDeadlines(ctx.database, ctx.now(), ctx.config.publicUrl);
    if (result.answersLapsed + result.withheld + result.strikesExpired > 0) ctx.log.info(result, "dispute deadlines");
  },
});
