import { join } from "node:path";
import { z } from "zod";
import { createDiskStorage } from "../adapters/storage/disk-storage";
import { resolveAuthSecret } from "../auth/auth-secret";
import { eraseDueAccounts } from "../commands/account-deletion";
import { buildQueuedExports, removeExpiredExports } from "../commands/data-export";
import { logRetentionRun, pruneSevenYears } from "../commands/retention";
import { JOB_NAMES } from "../kernel/job-names";
import { defineJob, type JobContext } from "./job-definition";

/** The same file storage the app context uses (DATA_DIR/files): job handlers get the config, not the app. */
const storageOf = (ctx: JobContext) => createDiskStorage(join(ctx.config.dataDir, "files"));

/** Builds queued data exports (woken by the request; a 10-minute sweep picks up any missed wake). */
export const dataExportJob = defineJob({
  name: JOB_NAMES.dataExport,
  data: z.strictObject({}),
  policy: "stately",
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 30 * 60,
  schedule: "*/10 * * * *",
  async handler(_data, ctx) {
    const built = await buildQueuedExports(
      {
        db: ctx.db,
        storage: storageOf(ctx),
        authSecret: resolveAuthSecret(ctx.config),
        publicUrl: ctx.config.publicUrl,
      },
      ctx.now(),
    );
    if (built) ctx.log.info({ built }, "data exports built");
  },
});

/** Erases accounts whose 30-day grace period has ended (D184). Logged in retention_runs. */
export const accountErasureJob = defineJob({
  name: JOB_NAMES.accountErasure,
  data: z.strictObject({}),
  policy: "stately",
  retry: { limit: 3, delaySeconds: 120, backoff: true },
  expireInSeconds: 30 * 60,
  schedule: "15 * * * *",
  async handler(_data, ctx) {
    const now = ctx.now();
    const erased = await eraseDueAccounts({ db: ctx.db, storage: storageOf(ctx) }, now);
    await logRetentionRun(ctx.db, JOB_NAMES.accountErasure, { erased }, now);
  },
});

/** Removes export archives whose 7-day link has expired. Logged in retention_runs. */
export const exportCleanupJob = defineJob({
  name: JOB_NAMES.exportCleanup,
  data: z.strictObject({}),
  policy: "stately",
  retry: { limit: 3, delaySeconds: 120, backoff: true },
  expireInSeconds: 15 * 60,
  schedule: "45 * * * *",
  async handler(_data, ctx) {
    const now = ctx.now();
    const removed = await removeExpiredExports({ db: ctx.db, storage: storageOf(ctx) }, now);
    await logRetentionRun(ctx.db, JOB_NAMES.exportCleanup, { removed }, now);
  },
});

/** Ratings and audit rows past 7 years (SPEC §9, D187). Logged in retention_runs. */
export const sevenYearRetentionJob = defineJob({
  name: JOB_NAMES.sevenYearRetention,
  data: z.strictObject({}),
  policy: "stately",
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 60 * 60,
  schedule: "0 4 * * *",
  async handler(_data, ctx) {
    const now = ctx.now();
    const counts = await pruneSevenYears(ctx.db, now);
    await logRetentionRun(ctx.db, JOB_NAMES.sevenYearRetention, counts, now);
  },
});
