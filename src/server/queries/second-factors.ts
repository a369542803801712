import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { twoFactor } from "../db/schema";

export interface TotpRecord {
  name: string | null;
  verified: boolean | null;
}

/** The signed-in person's authenticator app, if they enrolled one (passkeys carry their own names). */
export async function loadTotp(db: DbOrTx, userId: string): Promise<TotpRecord | null> {
  const [row] = await db
    .select({ name: twoFactor.friendlyName, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return row ?? null;
}
