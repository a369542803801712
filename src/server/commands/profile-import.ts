import { and, desc, eq, gt } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import {
  type ApplyImportInput,
  type ApplyImportResponse,
  ImportDraft,
  type ImportDraftSummary,
  type ImportDraftView,
} from "../../core/contracts/profile-import";
import { IMPORT_LIMITS, IMPORT_LIST_KEYS, IMPORT_MESSAGES } from "../../core/contracts/profile-import-rules";
import type { ImportSource } from "../../core/domain";
import type { Database, Db, DbOrTx } from "../db/client";
import { professionals, profileImports } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing, spent } from "../kernel/domain-errors";
import { profileTextColumns } from "../kernel/profile-columns";
import { type CurrentProfile, computeImportDiff } from "./profile-import-diff";
import { planImport } from "./profile-import-plan";
import { listTexts, queueTextCheck } from "./queue-flags";

/**
 * Profile import drafts (issue 7 §4). A draft is written when a file (or the scraping service) is read, shown as
 * a preview against the current profile, and changes the profile only when its owner applies it — within 24 hours,
 * in one transaction with its audit row. Creating a draft discards the owner's older open drafts; a discarded draft
 * keeps none of the imported data.
 */

const profileColumns = {
  id: professionals.id,
  ...profileTextColumns,
  workHistory: professionals.workHistory,
  education: professionals.education,
  certifications: professionals.certifications,
};
type ProfileRow = CurrentProfile & { id: string };

const draftColumns = {
  id: profileImports.id,
  userId: profileImports.userId,
  professionalId: profileImports.professionalId,
  source: profileImports.source,
  draft: profileImports.draft,
  status: profileImports.status,
  createdAt: profileImports.createdAt,
};
type DraftRow = {
  id: string;
  userId: string;
  professionalId: string;
  source: ImportSource;
  draft: unknown;
  status: "draft" | "applied" | "discarded";
  createdAt: Date;
};

/** What a discarded draft keeps: nothing of the person's data (the row stays for its status and times). */
const EMPTY_DRAFT: ImportDraft = { fields: {}, workHistory: [], education: [], certifications: [], warnings: [] };

const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + IMPORT_LIMITS.draftTtlMs);

async function loadOwnedProfile(db: DbOrTx, userId: string, lock = false): Promise<ProfileRow | null> {
  const query = db.select(profileColumns).from(professionals).where(eq(professionals.userId, userId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return (row as ProfileRow | undefined) ?? null;
}

async function requireOwnedProfile(db: DbOrTx, userId: string, lock = false): Promise<ProfileRow> {
  const profile = await loadOwnedProfile(db, userId, lock);
  if (!profile) throw clash(IMPORT_MESSAGES.needsProfile);
  return profile;
}

/** Drafts of other users answer 404, exactly like missing ones. */
async function loadOwnDraft(db: DbOrTx, userId: string, importId: string, lock = false): Promise<DraftRow> {
  const query = db
    .select(draftColumns)
    .from(profileImports)
    .where(and(eq(profileImports.id, importId), eq(profileImports.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw missing(IMPORT_MESSAGES.notFound);
  return row as DraftRow;
}

/** The stored draft, re-validated: it is our own JSON, but the schema may have moved since it was written. */
function storedDraft(row: DraftRow): ImportDraft {
  const parsed = ImportDraft.safeParse(row.draft);
  if (!parsed.success) throw spent(IMPORT_MESSAGES.expired);
  return parsed.data;
}

function view(row: DraftRow, profile: CurrentProfile, now: Date): ImportDraftView {
  const draft = storedDraft(row);
  const expires = expiresAt(row.createdAt);
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expires.toISOString(),
    expired: now >= expires,
    professionalId: row.professionalId,
    warnings: draft.warnings,
    diff: computeImportDiff(profile, draft),
  };
}

/** Open drafts (not applied, discarded or expired), newest first. */
export async function listOpenDrafts(db: Db, userId: string, now: Date): Promise<ImportDraftSummary[]> {
  const rows = await db
    .select({ id: profileImports.id, source: profileImports.source, createdAt: profileImports.createdAt })
    .from(profileImports)
    .where(
      and(
        eq(profileImports.userId, userId),
        eq(profileImports.status, "draft"),
        gt(profileImports.createdAt, new Date(now.getTime() - IMPORT_LIMITS.draftTtlMs)),
      ),
    )
    .orderBy(desc(profileImports.createdAt))
    .limit(5);
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    expiresAt: expiresAt(r.createdAt).toISOString(),
  }));
}

/** Writes a draft for the actor's own profile and returns its preview. */
export async function createImportDraft(
  database: Database,
  cmd: { actor: SignedIn; source: ImportSource; draft: ImportDraft; now: Date },
): Promise<ImportDraftView> {
  const draft = ImportDraft.parse(cmd.draft);
  return database.db.transaction(async (tx) => {
    const profile = await requireOwnedProfile(tx, cmd.actor.userId);
    await tx
      .update(profileImports)
      .set({ status: "discarded", draft: EMPTY_DRAFT })
      .where(and(eq(profileImports.userId, cmd.actor.userId), eq(profileImports.status, "draft")));
    const [row] = await tx
      .insert(profileImports)
      .values({
        userId: cmd.actor.userId,
        professionalId: profile.id,
        source: cmd.source,
        draft,
        createdAt: cmd.now,
      })
      .returning(draftColumns);
    return view(row as DraftRow, profile, cmd.now);
  });
}

export async function loadImportDraft(
  db: Db,
  cmd: { actor: SignedIn; importId: string; now: Date },
): Promise<ImportDraftView> {
  const row = await loadOwnDraft(db, cmd.actor.userId, cmd.importId);
  const profile = await loadOwnedProfile(db, cmd.actor.userId);
  if (!profile || profile.id !== row.professionalId) throw missing(IMPORT_MESSAGES.notFound);
  return view(row, profile, cmd.now);
}

function assertOpen(row: DraftRow, now: Date) {
  if (row.status === "applied") throw clash(IMPORT_MESSAGES.alreadyApplied);
  if (row.status === "discarded") throw clash(IMPORT_MESSAGES.alreadyDiscarded);
  if (now >= expiresAt(row.createdAt)) throw spent(IMPORT_MESSAGES.expired);
}

/**
 * Applies the chosen fields and items to the actor's profile in one transaction: profile row, draft marked
 * applied, audit row. Refused when the draft is not open (409), older than 24 hours (410), or a list would pass
 * its cap (400, nothing written).
 */
export async function applyImportDraft(
  database: Database,
  cmd: { actor: SignedIn; importId: string; input: ApplyImportInput; now: Date; origin: RequestOrigin },
): Promise<ApplyImportResponse> {
  return database.db.transaction(async (tx) => {
    const row = await loadOwnDraft(tx, cmd.actor.userId, cmd.importId, true);
    assertOpen(row, cmd.now);
    const profile = await loadOwnedProfile(tx, cmd.actor.userId, true);
    if (!profile || profile.id !== row.professionalId) throw clash(IMPORT_MESSAGES.noLongerOwner);
    const draft = storedDraft(row);
    const { input } = cmd;

    const { fieldKeys, chosen, values, lists } = planImport(draft, profile, input);
    await tx
      .update(professionals)
      .set({ ...values, ...lists, updatedAt: cmd.now })
      .where(eq(professionals.id, profile.id));
    await tx.update(profileImports).set({ status: "applied", appliedAt: cmd.now }).where(eq(profileImports.id, row.id));
    // The flagging check (D170) over every imported text.
    await queueTextCheck(
      tx,
      { subject: "headline", subjectId: profile.id, authorUserId: cmd.actor.userId, text: values.headline },
      { subject: "bio", subjectId: profile.id, authorUserId: cmd.actor.userId, text: values.bio },
      ...listTexts("certification", profile.id, cmd.actor.userId, chosen.certifications, ["name", "issuer"]),
      ...listTexts("work_history", profile.id, cmd.actor.userId, chosen.workHistory, [
        "title",
        "company",
        "description",
      ]),
    );
    const applied = {
      fields: fieldKeys,
      workHistory: chosen.workHistory.length,
      education: chosen.education.length,
      certifications: chosen.certifications.length,
    };
    await auditInTx(tx, {
      userId: cmd.actor.userId,
      action: "profile_import_applied",
      tableName: "professionals",
      recordId: profile.id,
      newData: {
        import_id: row.id,
        source: row.source,
        fields: fieldKeys,
        added: {
          work_history: applied.workHistory,
          education: applied.education,
          certifications: applied.certifications,
        },
        modes: Object.fromEntries(IMPORT_LIST_KEYS.filter((k) => chosen[k].length > 0).map((k) => [k, input.mode[k]])),
      },
      origin: cmd.origin,
      at: cmd.now,
    });
    return { ok: true as const, message: IMPORT_MESSAGES.applied, professionalId: profile.id, applied };
  });
}

/** Discards an open draft (any age). Discarding twice is fine; an applied draft cannot be discarded. */
export async function discardImportDraft(
  database: Database,
  cmd: { actor: SignedIn; importId: string },
): Promise<{ ok: true; message: string }> {
  return database.db.transaction(async (tx) => {
    const row = await loadOwnDraft(tx, cmd.actor.userId, cmd.importId, true);
    if (row.status === "applied") throw clash(IMPORT_MESSAGES.alreadyApplied);
    if (row.status === "draft")
      await tx
        .update(profileImports)
        .set({ status: "discarded", draft: EMPTY_DRAFT })
        .where(eq(profileImports.id, row.id));
    return { ok: true as const, message: IMPORT_MESSAGES.discarded };
  });
}
