import { gunzipSync, gzipSync } from "node:zlib";
import { compactVerify, createLocalJWKSet, type JSONWebKeySet, type KeyObject, SignJWT } from "jose";

/**
 * The revocation list of Standing credentials: a W3C Bitstring Status List (v1.0) of 131,072 entries (the spec's
 * minimum, so one list hides which of many credentials a verifier asks about), gzip then base64url with the
 * multibase "u" prefix, signed as a VC-JOSE JWT (D0348). Bit `i` is the i-th bit from the left (index 0 is the
 * most significant bit of the first byte). Pure: the server and scripts/verify-credential.ts share it.
 */
export const STATUS_LIST_ENTRIES = 131_072;
const STATUS_LIST_ID = 1;
const STATUS_LIST_TYP = "vc+jwt";
/** How long a verifier may keep the list: revocation shows within this (issue 36 §4). */
export const STATUS_LIST_TTL_SECONDS = 60;

export function statusListUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, "")}/credentials/status/${STATUS_LIST_ID}`;
}

export function encodeStatusList(setIndexes: Iterable<number>): string {
  const bytes = new Uint8Array(STATUS_LIST_ENTRIES / 8);
  for (const i of setIndexes) {
    if (!Number.isInteger(i) || i < 0 || i >= STATUS_LIST_ENTRIES) continue;
    bytes[i >> 3]! |= 0x80 >> (i & 7);
  }
  return `u${gzipSync(bytes).toString("base64url")}`;
}

/** Whether entry `index` is set; throws on a list that is not a gzip'd bitstring of at least 131,072 entries. */
export function statusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith("u")) throw new Error("not a multibase base64url list");
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), "base64url"), { maxOutputLength: 1 << 24 });
  if (bytes.length * 8 < STATUS_LIST_ENTRIES) throw new Error("status list too short");
  if (!Number.isInteger(index) || index < 0 || index >= bytes.length * 8) throw new Error("index out of range");
  return (bytes[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}

export async function signStatusList(input: {
  issuer: string;
  encodedList: string;
  now: Date;
  key: CryptoKey | KeyObject;
  kid: string;
}): Promise<string> {
  const url = statusListUrl(input.issuer);
  const iat = Math.floor(input.now.getTime() / 1000);
  // Valid for a day: a verifier with an older copy fetches again (it should after ttl anyway).
  const exp = iat + 86_400;
  return new SignJWT({
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: input.issuer,
    validFrom: new Date(iat * 1000).toISOString(),
    validUntil: new Date(exp * 1000).toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList: input.encodedList,
      ttl: STATUS_LIST_TTL_SECONDS * 1000,
    },
  })
    .setProtectedHeader({ alg: "EdDSA", kid: input.kid, typ: STATUS_LIST_TYP, cty: "vc" })
    .setIssuer(input.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(input.key);
}

/** Verifies a status list JWT and answers entry `index`; throws when the list cannot be trusted. */
export async function revokedInList(
  listJwt: string,
  index: number,
  trust: { jwks: JSONWebKeySet; issuer: string; now: Date },
): Promise<boolean> {
  const { payload, protectedHeader } = await compactVerify(listJwt.trim(), createLocalJWKSet(trust.jwks), {
    algorithms: ["EdDSA"],
  });
  if (protectedHeader.typ !== STATUS_LIST_TYP) throw new Error("not a status list credential");
  const vc = JSON.parse(new TextDecoder().decode(payload)) as {
    iss?: string;
    exp?: number;
    credentialSubject?: { encodedList?: unknown; statusPurpose?: unknown };
  };
  if (vc.iss !== trust.issuer) throw new Error("status list from another issuer");
  if (typeof vc.exp === "number" && vc.exp * 1000 < trust.now.getTime()) throw new Error("status list expired");
  const list = vc.credentialSubject?.encodedList;
  if (typeof list !== "string" || vc.credentialSubject?.statusPurpose !== "revocation")
    throw new Error("not a revocation list");
  return statusBit(list, index);
}
