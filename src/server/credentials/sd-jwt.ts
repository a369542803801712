import { createHash, randomBytes } from "node:crypto";
import {
  base64url,
  compactVerify,
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type KeyObject,
  SignJWT,
} from "jose";

/**
 * SD-JWT (IETF draft-ietf-oauth-selective-disclosure-jwt; VC-JOSE-COSE §3.2 for a W3C VC 2.0) with `jose` and
 * SHA-256, written here rather than with @sd-jwt/core (D0346): issuance without key binding, the presentation is
 * `<issuer JWT>~<disclosure>~…~`. Pure: imported by the server and by scripts/verify-credential.ts.
 */
const SD_JWT_TYP = "vc+sd-jwt";
const SD_ALG = "sha-256";
const ALG = "EdDSA";

interface Disclosure {
  /** base64url of the JSON array [salt, name, value]. */
  encoded: string;
  digest: string;
}

function digestOf(encoded: string): string {
  return createHash("sha256").update(encoded, "ascii").digest("base64url");
}

/** One object-property disclosure with a 128-bit random salt (so its digest cannot be guessed from the value). */
function makeDisclosure(name: string, value: unknown): Disclosure {
  const salt = randomBytes(16).toString("base64url");
  const encoded = Buffer.from(JSON.stringify([salt, name, value]), "utf8").toString("base64url");
  return { encoded, digest: digestOf(encoded) };
}

/**
 * Signs `payload` with `subject`'s properties each made a disclosure under `credentialSubject._sd`, padded with
 * decoy digests to `padTo` entries (a verifier does not learn how many claims were left out) and sorted.
 */
export async function issueSdJwt(input: {
  payload: JWTPayload & { credentialSubject?: Record<string, unknown> };
  subject: Record<string, unknown>;
  padTo: number;
  key: CryptoKey | KeyObject;
  kid: string;
}): Promise<string> {
  const disclosures = Object.entries(input.subject).map(([name, value]) => makeDisclosure(name, value));
  const digests = disclosures.map((d) => d.digest);
  while (digests.length < input.padTo) digests.push(digestOf(randomBytes(32).toString("base64url")));
  digests.sort();
  const payload = {
    ...input.payload,
    credentialSubject: { ...(input.payload.credentialSubject ?? {}), _sd: digests },
    _sd_alg: SD_ALG,
  };
  const jwt = await new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, kid: input.kid, typ: SD_JWT_TYP, cty: "vc" })
    .sign(input.key);
  return `${jwt}~${disclosures.map((d) => `${d.encoded}~`).join("")}`;
}

export type SdJwtCheck =
  | { kind: "malformed" }
  | { kind: "unknown_issuer" }
  | { kind: "tampered" }
  | {
      kind: "signed";
      payload: JWTPayload & Record<string, unknown>;
      /** Exactly the disclosures presented, in order: name and value. */
      disclosed: Array<{ name: string; value: unknown }>;
    };

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** A base64url segment that decodes and encodes back to itself (no stray padding bits a decoder would ignore). */
function canonical(segment: string): boolean {
  if (!SEGMENT.test(segment)) return false;
  try {
    return base64url.encode(base64url.decode(segment)) === segment;
  } catch {
    return false;
  }
}

/**
 * Checks a presented SD-JWT against `jwks` and `issuer`: the signature (EdDSA only), the canonical encoding of
 * every part, and that each disclosure's digest is one the issuer signed (once). Validity dates and status are the
 * caller's (credentials/verify.ts), which needs the signed payload to say "expired" or "revoked".
 */
export async function checkSdJwt(token: string, trust: { jwks: JSONWebKeySet; issuer: string }): Promise<SdJwtCheck> {
  const parts = token.split("~");
  // Without key binding the presentation ends with "~": the last part must be empty.
  if (parts.length < 2 || parts.at(-1) !== "") return { kind: "malformed" };
  const jwt = parts[0]!;
  const presented = parts.slice(1, -1);
  const segments = jwt.split(".");
  if (segments.length !== 3) return { kind: "malformed" };
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    return { kind: "malformed" };
  }
  if (!segments.every(canonical)) return { kind: "tampered" };
  if (header.typ !== SD_JWT_TYP) return { kind: "tampered" };
  if (typeof header.kid !== "string" || !trust.jwks.keys.some((k) => k.kid === header.kid))
    return { kind: "unknown_issuer" };
  let payloadBytes: Uint8Array;
  try {
    ({ payload: payloadBytes } = await compactVerify(jwt, createLocalJWKSet(trust.jwks), { algorithms: [ALG] }));
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey) return { kind: "unknown_issuer" };
    return { kind: "tampered" };
  }
  let payload: JWTPayload & Record<string, unknown>;
  try {
    payload = JSON.parse(new TextDecoder().decode(payloadBytes));
  } catch {
    return { kind: "tampered" };
  }
  if (payload.iss !== trust.issuer) return { kind: "unknown_issuer" };
  const subject = payload.credentialSubject as { _sd?: unknown } | undefined;
  if (payload._sd_alg !== SD_ALG || !Array.isArray(subject?._sd)) return { kind: "tampered" };
  const signed = new Set(subject._sd as unknown[]);
  const seen = new Set<string>();
  const disclosed: Array<{ name: string; value: unknown }> = [];
  for (const encoded of presented) {
    if (!canonical(encoded)) return { kind: "tampered" };
    const digest = digestOf(encoded);
    if (!signed.has(digest) || seen.has(digest)) return { kind: "tampered" };
    seen.add(digest);
    let array: unknown;
    try {
      array = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    } catch {
      return { kind: "tampered" };
    }
    if (!Array.isArray(array) || array.length !== 3 || typeof array[0] !== "string" || typeof array[1] !== "string")
      return { kind: "tampered" };
    const name = array[1];
    if (name === "_sd" || name === "..." || disclosed.some((d) => d.name === name)) return { kind: "tampered" };
    disclosed.push({ name, value: array[2] });
  }
  return { kind: "signed", payload, disclosed };
}
