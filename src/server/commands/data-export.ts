import { and, desc, eq, lte, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { PRIVACY_RULES } from "../../core/contracts/privacy";
import { notice } from "../../core/notices";
import type { FileStorage } from "../adapters/storage/storage";
import { signExportToken } from "../auth/export-token";
import type { Db } from "../db/client";
import { dataExports } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing, refused } from "../kernel/domain-errors";
import { JOB_NAMES } from "../kernel/job-names";
import { wakeAfterCommit } from "../kernel/job-wake";
import { buildExportDocument, resumeKeyOf } from "../queries/data-export";
import { notify } from "./notify";

const DAY = 86_400_000;

/**
 * SPEC §7 export-user-data: the audit row (action `data_export`, table `profiles`) precedes the request row in one
 * transaction; the archive is built by the `data-export` job. The user is always the session's (D180); a second
 * request within a year of the first free one is refused with a pointer to the privacy team (D182).
 */
export async function requestDataExport(db: Db, userId: string, origin: RequestOrigin, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`);
    const [last] = await tx
      .select({ requestedAt: dataExports.requestedAt })
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    if (last && now.getTime() - last.requestedAt.getTime() < PRIVACY_RULES.freeExportEveryDays * DAY)
      throw clash(PRIVACY_RULES.secondExportMessage(last.requestedAt));
    await auditInTx(tx, {
      userId,
      action: "data_export",
      tableName: "profiles",
      recordId: userId,
      newData: { requested: true },
      origin,
      at: now,
    });
    const [row] = await tx.insert(dataExports).values({ userId, requestedAt: now }).returning({ id: dataExports.id });
    wakeAfterCommit(JOB_NAMES.dataExport);
    return { id: row!.id };
  });
}

export interface ExportDeps {
  db: Db;
  storage: FileStorage;
  authSecret: string;
  publicUrl: string;
}

/** Builds every queued export (idempotent: a ready row is skipped). Returns how many were built. */
export async function buildQueuedExports(deps: ExportDeps, now: Date): Promise<number> {
  const queued = await deps.db
    .select({ id: dataExports.id, userId: dataExports.userId })
    .from(dataExports)
    .where(eq(dataExports.status, "queued"))
    .limit(50);
  for (const row of queued) {
    const document = await buildExportDocument(deps.db, row.userId, now);
    const files: Record<string, Uint8Array> = {
      "standing-export.json": new TextEncoder().encode(JSON.stringify(document, null, 2)),
    };
    const resumeKey = await resumeKeyOf(deps.db, row.userId);
    if (resumeKey) {
      const data = await deps.storage.get(resumeKey);
      if (data) files["files/resume.pdf"] = new Uint8Array(data);
    }
    const zip = zipSync(files, { level: 6 });
    const key = `exports/${row.userId.replace(/[^\w-]/g, "_")}/${row.id}.zip`;
    await deps.storage.put(key, Buffer.from(zip), "application/zip");
    const expiresAt = new Date(now.getTime() + PRIVACY_RULES.linkValidDays * DAY);
    const token = signExportToken(deps.authSecret, row.id, row.userId, expiresAt);
    const link = `/legal/data-export?token=${encodeURIComponent(token)}`;
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(dataExports)
        .set({ status: "ready", readyAt: now, expiresAt, storageKey: key, sizeBytes: zip.length })
        .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "queued")))
        .returning({ id: dataExports.id });
      if (!claimed) return;
      // The notice and its fuller e-mail (the download link) go through the one notice-mail path (D210).
      await notify(tx, {
        userId: row.userId,
        notice: notice("privacy.export_ready", { link: "/legal/data-export" }),
        mail: {
          subject: "Your Standing data export is ready",
          text: `Your data export is ready. Download it (sign in as this account) within ${PRIVACY_RULES.linkValidDays} days:\n\n${deps.publicUrl}${link}\n\nThe link works only for you and expires on ${expiresAt.toISOString().slice(0, 10)}.`,
          kind: "data_export",
        },
        at: now,
      });
    });
  }
  return queued.length;
}

/** The archive behind a verified token, for its own user only; 410 once expired or removed. */
export async function openExportArchive(
  deps: { db: Db; storage: FileStorage },
  token: { exportId: string; userId: string; expiresAt: Date },
  sessionUserId: string,
  now: Date,
): Promise<Buffer> {
  if (token.userId !== sessionUserId) throw refused(PRIVACY_RULES.notYourExport);
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, token.exportId), eq(dataExports.userId, sessionUserId)));
  if (!row) throw missing(PRIVACY_RULES.exportLinkInvalid);
  if (row.status !== "ready" || !row.storageKey || token.expiresAt <= now || (row.expiresAt && row.expiresAt <= now))
    throw new ExportExpiredError();
  const data = await deps.storage.get(row.storageKey);
  if (!data) throw new ExportExpiredError();
  await deps.db.update(dataExports).set({ downloadedAt: now }).where(eq(dataExports.id, row.id));
  return data;
}

export class ExportExpiredError extends Error {
  constructor() {
    super(PRIVACY_RULES.exportLinkExpired);
  }
}

/** Expired export archives are removed from storage and their rows marked expired. */
export async function removeExpiredExports(deps: { db: Db; storage: FileStorage }, now: Date): Promise<number> {
  const rows = await deps.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)))
    .limit(500);
  for (const row of rows) {
    if (row.key) await deps.storage.delete(row.key);
    await deps.db
      .update(dataExports)
      .set({ status: "expired", storageKey: null, removedAt: now })
      .where(eq(dataExports.id, row.id));
  }
  return rows.length;
}
