import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Data export download tokens (issue 18, D181). A token names one export (its row id), the user it belongs to and
 * its expiry, signed with a key derived from the auth secret for this purpose only (`standing/data-export/v1`): it
 * cannot be forged, turned into another export's or another user's token, and no other token of ours verifies as
 * one. The download route also requires the signed-in person to be that user, so a forwarded link is useless.
 */
const PURPOSE = "standing/data-export/v1";

function mac(secret: string, payload: string): string {
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function signExportToken(secret: string, exportId: string, userId: string, expiresAt: Date): string {
  const payload = Buffer.from(`${exportId}:${userId}:${expiresAt.getTime()}`, "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyExportToken(
  secret: string,
  token: string,
): { exportId: string; userId: string; expiresAt: Date } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^([0-9a-f-]{36}):(.{1,200}):(\d{1,15})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!match) return null;
  return { exportId: match[1]!, userId: match[2]!, expiresAt: new Date(Number(match[3])) };
}
