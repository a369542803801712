import { z } from "zod";
import { flaggingAdapter } from "../adapters/flagging";
import { runTextChecks } from "../commands/queue-flags";
import { JOB_NAMES } from "../kernel/job-names";
import { defineJob } from "./job-definition";

/**
 * Runs the flagging check over the texts written since the last pass (D171). Woken after each write that queued a
 * text; the schedule sweeps up a wake that was lost. Idempotent: checked rows are marked in the pass's transaction,
 * and an open flag for the same text is never doubled (unique index).
 */
export const flagCheckJob = defineJob({
  name: JOB_NAMES.flagCheck,
  data: z.object({}).passthrough(),
  policy: "stately",
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 300,
  schedule: "*/5 * * * *",
  async handler(_data, ctx) {
    const adapter = flaggingAdapter(ctx.config);
    for (let i = 0; i < 20; i++) if ((await runTextChecks(ctx.db, adapter, ctx.now())) === 0) break;
  },
});
