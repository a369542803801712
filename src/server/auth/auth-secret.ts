import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import { ConfigError } from "../config";

/**
 * Production must set AUTH_SECRET (sessions must survive restarts and be shared by instances).
 * Elsewhere a random secret is kept in the data directory, so sessions survive a restart of `npm start`.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === "production")
    throw new ConfigError("invalid configuration: AUTH_SECRET is required in production");
  if (config.env === "test") return "test-secret-test-secret-test-secret-0001";
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
