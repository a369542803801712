import { join } from "node:path";
import { createDiskStorage } from "../adapters/storage/disk-storage";
import { resolveAuthSecret } from "../auth/auth-secret";
import { eraseDueAccounts } from "../commands/account-deletion";
import { buildQueuedExports, removeExpiredExports } from "../commands/data-export";
import { logRetentionRun, pruneSevenYears } from "../commands/retention";
import { JOB_NAMES } from "../kernel/job-names";
import { countingPass, definePass, type JobContext, type PassDefinition } from "./job-definition";

/** The same file storage the app context uses (DATA_DIR/files): job handlers get the config, not the app. */
const storageOf = (ctx: JobContext) => createDiskStorage(join(ctx.config.dataDir, "files"));

/** Builds queued data exports (woken by the request; a 10-minute sweep picks up any missed wake). */
export const dataExportJob = countingPass(JOB_NAMES.dataExport, {
  retry: { limit: 5, delaySeconds: 60 },
  expireInSeconds: 30 * 60,
  schedule: "*/10 * * * *",
  count: (ctx) =>
    buildQueuedExports(
      {
        db: ctx.db,
        storage: storageOf(ctx),
        authSecret: resolveAuthSecret(ctx.config),
        publicUrl: ctx.config.publicUrl,
      },
      ctx.now(),
    ),
  counted: "built",
  message: "data exports built",
});

/** A retention pass: what it removed is logged in retention_runs under the pass's name, for the admin overview. */
function retentionPass(
  name: string,
  pass: Omit<PassDefinition, "run"> & { prune(ctx: JobContext, now: Date): Promise<Record<string, number>> },
) {
  const { prune, ...rest } = pass;
  return definePass(name, {
    ...rest,
    async run(ctx) {
      const now = ctx.now();
      await logRetentionRun(ctx.db, name, await prune(ctx, now), now);
    },
  });
}

/** Erases accounts whose 30-day grace period has ended (D184). */
export const accountErasureJob = retentionPass(JOB_NAMES.accountErasure, {
  retry: { limit: 3, delaySeconds: 120 },
  expireInSeconds: 30 * 60,
  schedule: "15 * * * *",
  prune: async (ctx, now) => ({ erased: await eraseDueAccounts({ db: ctx.db, storage: storageOf(ctx) }, now) }),
});

/** Removes export archives whose 7-day link has expired. */
export const exportCleanupJob = retentionPass(JOB_NAMES.exportCleanup, {
  retry: { limit: 3, delaySeconds: 120 },
  expireInSeconds: 15 * 60,
  schedule: "45 * * * *",
  prune: async (ctx, now) => ({ removed: await removeExpiredExports({ db: ctx.db, storage: storageOf(ctx) }, now) }),
});

/** Ratings and audit rows past 7 years (SPEC §9, D187). */
export const sevenYearRetentionJob = retentionPass(JOB_NAMES.sevenYearRetention, {
  retry: { limit: 3, delaySeconds: 300 },
  expireInSeconds: 60 * 60,
  schedule: "0 4 * * *",
  prune: (ctx, now) => pruneSevenYears(ctx.db, now),
});
