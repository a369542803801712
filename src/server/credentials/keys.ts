import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type KeyObject,
} from "jose";
import type { Config } from "../config";
import { ConfigError } from "../config";

/** The one signing algorithm of Standing credentials and their status list (D0347). */
const CREDENTIAL_ALG = "EdDSA";

export interface CredentialKeys {
  /** The key that signs new credentials: the first of the set. */
  signing: { kid: string; key: CryptoKey | KeyObject };
  /** Every public key, the signing one first; older ones stay so credentials they signed still verify. */
  jwks: JSONWebKeySet;
}

const generated = new WeakMap<Config, Promise<CredentialKeys>>();

/**
 * The credential keys for this configuration (D0347), loaded once per process. Production: CREDENTIAL_SIGNING_KEYS
 * is required (a JWK set as JSON; the first key is a private Ed25519 JWK and signs, the others, private or public,
 * only verify). Tests: a fresh key per configuration. Elsewhere: a key generated into DATA_DIR/credential-keys.json
 * on first start and kept, like AUTH_SECRET (auth/auth-secret.ts).
 */
export function credentialKeysFor(config: Config): Promise<CredentialKeys> {
  let keys = generated.get(config);
  if (!keys) {
    keys = resolveKeys(config);
    generated.set(config, keys);
  }
  return keys;
}

async function resolveKeys(config: Config): Promise<CredentialKeys> {
  if (config.credentialSigningKeys) return keysFromJson(config.credentialSigningKeys);
  if (config.env === "production")
    throw new ConfigError("invalid configuration: CREDENTIAL_SIGNING_KEYS is required in production");
  if (config.env === "test") return keysFromSet({ keys: [await newSigningJwk()] });
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, "credential-keys.json");
  if (existsSync(file)) return keysFromJson(readFileSync(file, "utf8"));
  // Written whole under another name, then linked into place: link fails if another process (a cluster worker) got
  // there first, and then its key is the one every process uses.
  const temp = `${file}.${randomBytes(6).toString("hex")}`;
  writeFileSync(temp, `${JSON.stringify({ keys: [await newSigningJwk()] }, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temp);
  }
  return keysFromJson(readFileSync(file, "utf8"));
}

/** A new private Ed25519 JWK with its RFC 7638 thumbprint as `kid` (what `npm run credential-key` prints). */
export async function newSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(CREDENTIAL_ALG, { crv: "Ed25519", extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: CREDENTIAL_ALG, use: "sig" };
}

export async function keysFromJson(json: string): Promise<CredentialKeys> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigError('invalid configuration: CREDENTIAL_SIGNING_KEYS is not JSON (a JWK set: {"keys":[…]})');
  }
  return keysFromSet(parsed);
}

async function keysFromSet(set: unknown): Promise<CredentialKeys> {
  const keys = (set as { keys?: unknown })?.keys;
  if (!Array.isArray(keys) || keys.length === 0)
    throw new ConfigError("invalid configuration: CREDENTIAL_SIGNING_KEYS must be a JWK set with at least one key");
  const publicKeys: JWK[] = [];
  const kids = new Set<string>();
  for (const raw of keys as JWK[]) {
    if (raw?.kty !== "OKP" || raw.crv !== "Ed25519" || typeof raw.x !== "string")
      throw new ConfigError("invalid configuration: CREDENTIAL_SIGNING_KEYS holds only Ed25519 keys (kty OKP)");
    const pub: JWK = { kty: raw.kty, crv: raw.crv, x: raw.x };
    const kid = raw.kid ?? (await calculateJwkThumbprint(pub));
    if (kids.has(kid)) throw new ConfigError(`invalid configuration: CREDENTIAL_SIGNING_KEYS repeats kid ${kid}`);
    kids.add(kid);
    publicKeys.push({ ...pub, kid, alg: CREDENTIAL_ALG, use: "sig" });
  }
  const first = keys[0] as JWK;
  if (typeof first.d !== "string")
    throw new ConfigError("invalid configuration: the first key of CREDENTIAL_SIGNING_KEYS must be private (it signs)");
  const key = await importJWK({ kty: first.kty, crv: first.crv, x: first.x, d: first.d }, CREDENTIAL_ALG);
  if (key instanceof Uint8Array) throw new ConfigError("invalid configuration: not an asymmetric key");
  return { signing: { kid: publicKeys[0]!.kid!, key }, jwks: { keys: publicKeys } };
}
