import type { JSONWebKeySet } from "jose";
import {
  CREDENTIAL_CLAIM_LABELS,
  CREDENTIAL_CLAIMS,
  type CredentialClaim,
  type DisclosedClaim,
  VERIFICATION_MESSAGES,
  type VerificationOutcome,
  type VerificationResult,
} from "../../core/contracts/credentials";
import { MONTH_NAMES } from "../../core/month-names";
import { RATING_CATEGORIES } from "../../core/rating-categories";
import { checkSdJwt } from "./sd-jwt";

/** Whether the status list marks entry `index` revoked (the server reads its rows; the script fetches the list). */
export type StatusLookup = (index: number, listUrl: string) => Promise<boolean>;

/**
 * The whole check of a presented Standing credential, in one order: form, issuer key, signature and disclosures,
 * then validity dates, then status. Disclosed claims are returned only when the signature holds.
 */
export async function verifyCredential(
  token: string,
  trust: { jwks: JSONWebKeySet; issuer: string; now: Date; status: StatusLookup },
): Promise<VerificationResult> {
  const check = await checkSdJwt(token.trim(), trust);
  if (check.kind !== "signed") return result(check.kind, null);
  const p = check.payload;
  const disclosed = check.disclosed.map(({ name, value }) => describe(name, value));
  const base = {
    issuer: typeof p.iss === "string" ? p.iss : null,
    issuedAt: typeof p.iat === "number" ? new Date(p.iat * 1000).toISOString() : null,
    validUntil: typeof p.exp === "number" ? new Date(p.exp * 1000).toISOString() : null,
    disclosed,
  };
  const now = trust.now.getTime() / 1000;
  if (typeof p.exp !== "number" || p.exp <= now) return { ...result("expired", null), ...base };
  if (typeof p.nbf === "number" && p.nbf > now + 60) return { ...result("tampered", null), ...base, disclosed: [] };
  const status = p.credentialStatus as { statusListIndex?: unknown; statusListCredential?: unknown } | undefined;
  const index = Number(status?.statusListIndex);
  if (!Number.isInteger(index) || typeof status?.statusListCredential !== "string")
    return { ...result("tampered", null), ...base, disclosed: [] };
  if (await trust.status(index, status.statusListCredential)) return { ...result("revoked", null), ...base };
  return { ...result("valid", null), ...base };
}

function result(outcome: VerificationOutcome, issuer: string | null): VerificationResult {
  return { outcome, message: VERIFICATION_MESSAGES[outcome], issuer, issuedAt: null, validUntil: null, disclosed: [] };
}

const CATEGORY_LABELS = new Map<string, string>(RATING_CATEGORIES.map((c) => [c.key, c.label]));

/** One disclosed claim in plain words. A name Standing does not issue is shown as it is. */
function describe(name: string, value: unknown): DisclosedClaim {
  const known = (CREDENTIAL_CLAIMS as readonly string[]).includes(name);
  const label = known ? CREDENTIAL_CLAIM_LABELS[name as CredentialClaim] : name;
  return { name, label, value, text: known ? textOf(name as CredentialClaim, value) : JSON.stringify(value) };
}

function textOf(name: CredentialClaim, value: unknown): string {
  const v = value as Record<string, unknown>;
  switch (name) {
    case "ratings":
      return `${Number(v?.average).toFixed(2)} out of 5 from ${Number(v?.count)} rating${Number(v?.count) === 1 ? "" : "s"}`;
    case "categoryAverages":
      return Object.entries(v ?? {})
        .map(([k, a]) => `${CATEGORY_LABELS.get(k) ?? k} ${Number(a).toFixed(2)}`)
        .join("; ");
    case "claimedSince": {
      const [y, m] = String(value).split("-").map(Number);
      return y && m && m <= 12 ? `${MONTH_NAMES[m - 1]} ${y}` : String(value);
    }
    case "verifiedEmployers":
      return `${Number(value)} verified employer${Number(value) === 1 ? "" : "s"}`;
    case "disputesRecord":
      return `${Number(v?.filed)} dispute${Number(v?.filed) === 1 ? "" : "s"} filed: ${Number(v?.upheld)} upheld, ${Number(v?.dismissed)} dismissed, ${Number(v?.open)} open`;
    default:
      return typeof value === "string" ? value : JSON.stringify(value);
  }
}
