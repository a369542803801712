import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { twoFactor } from "../db/schema";
import type { TotpRecord } from "../queries/second-factors";

/** Names the person's authenticator app; null when they have none yet. */
export async function renameTotp(db: DbOrTx, userId: string, name: string): Promise<TotpRecord | null> {
  const rows = await db
    .update(twoFactor)
    .set({ friendlyName: name })
    .where(eq(twoFactor.userId, userId))
    .returning({ name: twoFactor.friendlyName, verified: twoFactor.verified });
  return rows[0] ?? null;
}
