import { createHmac, timingSafeEqual } from "node:crypto";
import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopic } from "../../core/notices";

/**
 * One-click unsubscribe tokens (RFC 8058, D124). A token names one user and one topic and is signed with a key
 * derived from the auth secret for this purpose only (`standing/unsubscribe/v1`), so it cannot be forged, cannot
 * be turned into another user's or another topic's token, and no other token of ours (device cookies, sessions)
 * verifies as one. It does not expire: an unsubscribe link must keep working (RFC 8058 §3.2), and all it can do is
 * switch one kind of e-mail off for the person it was sent to.
 */
const PURPOSE = "standing/unsubscribe/v1";
const TOPIC_CODES: Record<UnsubscribeTopic, string> = {
  newRating: "r",
  disputeUpdates: "d",
  verificationUpdates: "v",
  subscriptionReminders: "s",
  marketingEmails: "m",
};

function key(secret: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).digest();
}

function mac(secret: string, payload: string): string {
  return createHmac("sha256", key(secret)).update(payload).digest("base64url");
}

export function signUnsubscribeToken(secret: string, userId: string, topic: UnsubscribeTopic): string {
  const payload = Buffer.from(`${TOPIC_CODES[topic]}:${userId}`, "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * For someone with no account (a roster invitation, D212): names the address instead of a user, under its own
 * code, so it can only ever suppress roster invitations to that address.
 */
export function signAddressUnsubscribeToken(secret: string, address: string): string {
  const payload = Buffer.from(`${ADDRESS_CODE}:${address.trim().toLowerCase()}`, "utf8").toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}
const ADDRESS_CODE = "i";

export type UnsubscribeTarget =
  | { userId: string; topic: UnsubscribeTopic }
  | { address: string; topic: "rosterInvitations" };

export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^([a-z]):(.{1,200})$/.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!match) return null;
  if (match[1] === ADDRESS_CODE) return { address: match[2]!, topic: "rosterInvitations" };
  const topic = UNSUBSCRIBE_TOPICS.find((t) => TOPIC_CODES[t] === match[1]);
  return topic ? { userId: match[2]!, topic } : null;
}
