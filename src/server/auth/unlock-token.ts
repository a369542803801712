import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The link e-mailed to an account's owner when failures from new browsers lock the account (D314). It names the
 * account's e-mail and the lock it answers (the lock's start), expires after a day, and is signed with a key derived
 * from the auth secret for this purpose only (`standing/unlock/v1`), so no other token of ours verifies as one. It
 * works once: using it marks that lock as answered in the throttle store (`Throttle.consumeUnlock`), atomically.
 */
const PURPOSE = "standing/unlock/v1";
export const UNLOCK_LINK_TTL_MS = 24 * 3_600_000;

function mac(secret: string, payload: string): string {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function signUnlockToken(secret: string, email: string, lockAt: number): string {
  const expires = lockAt + UNLOCK_LINK_TTL_MS;
  const payload = Buffer.from(`${lockAt}:${expires}:${email.toLowerCase()}`, "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

export interface UnlockTarget {
  email: string;
  lockAt: number;
}

/** The lock a token answers, or null when it is forged, malformed or expired. */
export function verifyUnlockToken(secret: string, token: string, now: number): UnlockTarget | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^(\d{1,16}):(\d{1,16}):(.{3,320})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!match) return null;
  if (Number(match[2]) < now) return null;
  return { email: match[3]!, lockAt: Number(match[1]) };
}
