import { eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import {
  PROFILE_DOCUMENT_FIELDS,
  PROFILE_MESSAGES,
  type ProfileDocumentField,
  type ProfileSettings,
} from "../../core/contracts/profile-settings";
import type { Database, Tx } from "../db/client";
import { type CertificationItem, type EducationItem, professionals, type WorkHistoryItem } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash } from "../kernel/domain-errors";
import { lockOwnProfileId } from "../kernel/locks";
import { storedProfileDocument } from "../kernel/profile-lists";
import { requireOwnProfile } from "../policies/profiles";
import {
  ownProfileColumns,
  type StoredCertification,
  type StoredEducation,
  type StoredWorkHistory,
} from "../queries/own-profile";
import type { OwnProfileRow } from "../records/own-profile";
import { listTexts, queueTextCheck } from "./queue-flags";

export interface UpdateProfileSettingsInput {
  actor: SignedIn;
  /** Already validated and normalised by `ProfileSettingsInput`. */
  settings: ProfileSettings;
  now: Date;
  origin: RequestOrigin;
}

export interface UpdateProfileSettingsResult {
  /** The saved record; the route presents it (presenters/own-profile.ts). */
  profile: OwnProfileRow;
  changed: ProfileDocumentField[];
}

/** The owned profile row, locked for the rest of the transaction; 404 with the claim hint when there is none. */
export async function lockOwnProfile(tx: Tx, userId: string): Promise<OwnProfileRow> {
  const id = requireOwnProfile(await lockOwnProfileId(tx, userId), PROFILE_MESSAGES.noProfile);
  const [row] = await tx.select(ownProfileColumns).from(professionals).where(eq(professionals.id, id));
  return row as OwnProfileRow;
}

/**
 * Saves the whole editable profile in one transaction (issue 7 §3): the owned row is locked, the concurrency token
 * (`updatedAt` as last read) must still match, every field is written together with one audit row naming the
 * fields that changed. Nothing is written when nothing changed. Visibility applies at once: search, suggestions
 * and the profile page read the column on every request.
 */
export async function updateProfileSettings(
  database: Database,
  input: UpdateProfileSettingsInput,
): Promise<UpdateProfileSettingsResult> {
  const { actor, settings, now } = input;
  return database.db.transaction(async (tx) => {
    const row = await lockOwnProfile(tx, actor.userId);
    if (row.updatedAt !== settings.updatedAt) throw clash(PROFILE_MESSAGES.conflict);

    // The stored document as the settings read it, to compare field by field with what was sent.
    const before = storedProfileDocument(row);
    const changed = PROFILE_DOCUMENT_FIELDS.filter((field) => canonical(before[field]) !== canonical(settings[field]));
    if (changed.length === 0) return { profile: row, changed };

    const [updated] = await tx
      .update(professionals)
      .set({
        firstName: settings.firstName,
        lastName: settings.lastName,
        headline: settings.headline,
        bio: settings.bio,
        city: settings.city,
        state: settings.state,
        country: settings.country,
        linkedinUrl: settings.linkedinUrl,
        visibility: settings.visibility,
        certifications: storeCertifications(settings.certifications) as CertificationItem[],
        workHistory: storeWorkHistory(settings.workHistory) as WorkHistoryItem[],
        education: storeEducation(settings.education) as EducationItem[],
        updatedAt: now,
      })
      .where(eq(professionals.id, row.id))
      .returning(ownProfileColumns);
    if (!updated) throw new Error("profile row vanished inside its own lock");

    await auditInTx(tx, {
      userId: actor.userId,
      action: "profile_updated",
      tableName: "professionals",
      recordId: row.id,
      newData: {
        changed,
        ...(changed.includes("visibility") ? { visibility: { from: row.visibility, to: settings.visibility } } : {}),
      },
      origin: input.origin,
      at: now,
    });
    // The flagging check (D170): only texts that changed, after the write, never blocking it.
    await queueTextCheck(
      tx,
      ...(changed.includes("headline")
        ? [{ subject: "headline" as const, subjectId: row.id, authorUserId: actor.userId, text: settings.headline }]
        : []),
      ...(changed.includes("bio")
        ? [{ subject: "bio" as const, subjectId: row.id, authorUserId: actor.userId, text: settings.bio }]
        : []),
      ...(changed.includes("certifications")
        ? listTexts("certification", row.id, actor.userId, newItems(before.certifications, settings.certifications), [
            "name",
            "issuer",
          ])
        : []),
      ...(changed.includes("workHistory")
        ? listTexts("work_history", row.id, actor.userId, newItems(before.workHistory, settings.workHistory), [
            "title",
            "company",
            "description",
          ])
        : []),
    );
    return { profile: updated as OwnProfileRow, changed };
  });
}

/** The list items that were not there before (an unchanged item was checked when it was written). */
function newItems<T>(before: readonly T[], after: readonly T[]): Array<Record<string, unknown>> {
  const seen = new Set(before.map((x) => canonical(x)));
  return after.filter((x) => !seen.has(canonical(x))) as Array<Record<string, unknown>>;
}

/** JSON with object keys sorted, so equal values compare equal whatever order their keys were built in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export function storeCertifications(list: ProfileSettings["certifications"]): StoredCertification[] {
  return list.map((c) => ({
    name: c.name,
    issuer: c.issuer,
    year: c.issuedDate ? c.issuedDate.slice(0, 4) : null,
    issued_date: c.issuedDate,
    expiry_date: c.expiryDate,
    credential_url: c.credentialUrl,
  }));
}

export function storeWorkHistory(list: ProfileSettings["workHistory"]): StoredWorkHistory[] {
  return list.map((w) => ({
    title: w.title,
    company: w.company,
    start_date: w.startDate,
    end_date: w.current ? null : w.endDate,
    description: w.description,
  }));
}

export function storeEducation(list: ProfileSettings["education"]): StoredEducation[] {
  return list.map((e) => ({
    school: e.school,
    degree: e.degree ?? "",
    field: e.field,
    start_year: e.startYear,
    end_year: e.endYear,
    year: e.endYear !== null ? String(e.endYear) : null,
  }));
}
