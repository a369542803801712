import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * OWASP's "device cookie": after a successful sign-in the browser keeps a signed token bound to that account, and
 * password-guessing lockouts count that browser apart from everyone else (decisions D31). It grants nothing by
 * itself: a password is still required.
 */
export const DEVICE_COOKIE = "standing.device";
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function sign(secret: string, email: string, nonce: string) {
  return createHmac("sha256", secret).update(`device:${email.toLowerCase()}:${nonce}`).digest("base64url");
}

/** The device id when the request carries a valid device cookie for this e-mail, else null. */
export function trustedDevice(request: FastifyRequest, secret: string, email: string): string | null {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw) return null;
  const [nonce, mac] = raw.split(".");
  if (!nonce || !mac || !/^[\w-]{16,64}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(secret, email, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** Issues (or renews) the device cookie for the account that just proved its password. */
export function issueDeviceCookie(reply: FastifyReply, secret: string, email: string, secure: boolean): void {
  const nonce = randomBytes(18).toString("base64url");
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${sign(secret, email, nonce)}`, {
    path: "/api/v1/auth",
    httpOnly: true,
    sameSite: "strict",
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}
