/**
 * Verifies a Standing credential offline, with only the issuer's published keys (issue 36 §3):
 *
 *   npm run verify-credential -- FILE [--jwks FILE] [--issuer URL] [--status-list FILE | --no-status]
 *
 * FILE holds the credential (the SD-JWT, or a /verify?c=… link). Keys: --jwks FILE (a saved copy of
 * <issuer>/.well-known/jwks.json), else fetched from the issuer. The issuer is --issuer, else the one the credential
 * names (printed, so you can see whom you are trusting). Revocation: --status-list FILE (a saved copy of the status
 * list), else fetched from the address in the credential; --no-status skips it. Exit code 0: valid; 1: not valid;
 * 2: could not check. Uses nothing of the server but the same pure checks (src/server/credentials/).
 */
import { readFileSync } from "node:fs";
import type { JSONWebKeySet } from "jose";
import { revokedInList } from "../src/server/credentials/status-list";
import { verifyCredential } from "../src/server/credentials/verify";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(
    "usage: npm run verify-credential -- FILE [--jwks FILE] [--issuer URL] [--status-list FILE | --no-status]",
  );
  process.exit(2);
}

function parseArgs(argv: string[]) {
  const options: { file?: string; jwks?: string; issuer?: string; statusList?: string; noStatus: boolean } = {
    noStatus: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--jwks") options.jwks = argv[++i] ?? usage("--jwks needs a file");
    else if (a === "--issuer") options.issuer = argv[++i] ?? usage("--issuer needs an address");
    else if (a === "--status-list") options.statusList = argv[++i] ?? usage("--status-list needs a file");
    else if (a === "--no-status") options.noStatus = true;
    else if (a.startsWith("--")) usage(`unknown option ${a}`);
    else if (!options.file) options.file = a;
    else usage(`one credential file at a time (${a})`);
  }
  if (!options.file) usage();
  return options as typeof options & { file: string };
}

/** The credential from a file holding the token or a /verify?c=… link. */
function readCredential(file: string): string {
  const text = readFileSync(file, "utf8").trim();
  if (/^https?:\/\//.test(text)) {
    const c = new URL(text).searchParams.get("c");
    if (!c) usage("the link has no credential (?c=…)");
    return c;
  }
  return text;
}

/** The issuer the credential names, read WITHOUT trusting it (the check below decides). */
function claimedIssuer(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.iss === "string" ? payload.iss : null;
  } catch {
    return null;
  }
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const token = readCredential(options.file);
  const issuer = options.issuer ?? claimedIssuer(token) ?? "";
  if (!issuer) usage("the credential names no issuer; give --issuer");
  const origin = issuer.replace(/\/$/, "");
  const jwks = JSON.parse(
    options.jwks ? readFileSync(options.jwks, "utf8") : await fetchText(`${origin}/.well-known/jwks.json`),
  ) as JSONWebKeySet;
  let statusChecked = !options.noStatus;
  const result = await verifyCredential(token, {
    jwks,
    issuer,
    now: new Date(),
    status: async (index, listUrl) => {
      if (options.noStatus) return false;
      if (!options.statusList && !listUrl.startsWith(`${origin}/`))
        throw new Error(`the status list ${listUrl} is not the issuer's`);
      const list = options.statusList ? readFileSync(options.statusList, "utf8") : await fetchText(listUrl);
      statusChecked = true;
      return revokedInList(list, index, { jwks, issuer, now: new Date() });
    },
  });
  console.log(`Issuer trusted: ${issuer}${options.jwks ? ` (keys from ${options.jwks})` : " (keys fetched)"}`);
  console.log(result.message);
  if (result.issuedAt) console.log(`Issued: ${result.issuedAt}   Valid until: ${result.validUntil}`);
  if (result.disclosed.length > 0) {
    console.log("Disclosed:");
    for (const d of result.disclosed) console.log(`  ${d.label}: ${d.text}`);
  }
  if (!statusChecked) console.log("Revocation was not checked (--no-status).");
  process.exit(result.outcome === "valid" ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`Could not check the credential: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
