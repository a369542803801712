import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { API_KEY_MESSAGES, API_KEY_PREFIX, API_KEY_RATE_PER_MINUTE } from "../../core/contracts/api-keys";
import { GENERIC_ERRORS } from "../../core/messages";
import type { Db } from "../db/client";
import { apiKeys } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { missing, refused } from "../kernel/domain-errors";
import { loadViewerPlan } from "../queries/lookup-allowance";

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

async function requireEnterprise(db: Db, actor: SignedIn, now: Date) {
  const { plan } = await loadViewerPlan(db, actor, now);
  if (plan !== "enterprise") throw refused(API_KEY_MESSAGES.enterpriseOnly);
}

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  callCount: apiKeys.callCount,
};

export async function listApiKeys(db: Db, actor: SignedIn) {
  return db
    .select(columns)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, actor.userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

/** A new key: 32 random bytes, shown once; only its SHA-256 is kept (a key is a secret of high entropy). */
/** A new key, shown once; its audit row (`api_key.created`, name and prefix) is written with it. */
export async function createApiKey(db: Db, actor: SignedIn, name: string, now: Date, origin: RequestOrigin) {
  await requireEnterprise(db, actor, now);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: actor.userId, name, prefix: key.slice(0, 12), keyHash: hashApiKey(key), createdAt: now })
      .returning(columns);
    if (!row) throw new Error("insert failed");
    await auditInTx(tx, {
      userId: actor.userId,
      action: "api_key.created",
      tableName: "api_keys",
      recordId: row.id,
      newData: { name, prefix: row.prefix },
      origin,
      at: now,
    });
    return { ...row, key };
  });
}

/** Revokes one of the caller's own live keys, with its audit row (`api_key.revoked`). */
export async function revokeApiKey(db: Db, actor: SignedIn, id: string, now: Date, origin: RequestOrigin) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, actor.userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!row) throw missing(GENERIC_ERRORS.notFound);
    await auditInTx(tx, {
      userId: actor.userId,
      action: "api_key.revoked",
      tableName: "api_keys",
      recordId: id,
      origin,
      at: now,
    });
  });
}

/**
 * One authenticated call: counts it and applies the key's own per-minute limit in one atomic UPDATE, so the limit
 * holds across instances. Null when the key is unknown or revoked.
 */
export async function recordApiKeyCall(db: Db, key: string, now: Date) {
  const windowStart = new Date(now.getTime() - 60_000).toISOString();
  const [row] = await db
    .update(apiKeys)
    .set({
      lastUsedAt: now,
      callCount: sql`${apiKeys.callCount} + 1`,
      windowCount: sql`CASE WHEN ${apiKeys.windowStartedAt} > ${windowStart}::timestamptz THEN ${apiKeys.windowCount} + 1 ELSE 1 END`,
      windowStartedAt: sql`CASE WHEN ${apiKeys.windowStartedAt} > ${windowStart}::timestamptz THEN ${apiKeys.windowStartedAt} ELSE ${now.toISOString()}::timestamptz END`,
    })
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, userId: apiKeys.userId, windowCount: apiKeys.windowCount });
  if (!row) return null;
  return { ...row, limited: row.windowCount > API_KEY_RATE_PER_MINUTE };
}
