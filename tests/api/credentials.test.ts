import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { compactVerify, createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../src/core/billing";
import type { IssuedCredential, VerificationResult } from "../../src/core/contracts/credentials";
import { requestAccountDeletion } from "../../src/server/commands/account-deletion";
import { credentialKeysFor, keysFromJson, newSigningJwk } from "../../src/server/credentials/keys";
import { STATUS_LIST_ENTRIES, statusBit } from "../../src/server/credentials/status-list";
import { verifyCredential } from "../../src/server/credentials/verify";
import { auditLogs, credentials } from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { buildProfessional, buildRating, buildVerifiedEmployer } from "../../src/server/test/factories";
import { createTestApp, testConfig } from "../../src/server/test/test-app";
import { setUpTestApp } from "./helpers";

let pro: TestAccount;
let professionalId: string;
const HEADLINE = "Forklift Lead | Cold Chain Logistics";

const t = setUpTestApp();
beforeAll(async () => {
  pro = await createAccount(t.app, { accountType: "professional" });
  professionalId = (
    await buildProfessional(t.database, {
      ownerId: pro.userId,
      firstName: "Marisol",
      lastName: "Quintero",
      headline: HEADLINE,
      city: "Toledo",
      state: "OH",
    })
  ).id;
  // Three verified employers: the published snapshot's minimum (D304).
  for (const score of [3, 4, 5]) {
    const employer = await buildVerifiedEmployer(t.database);
    await buildRating(t.database, { professionalId, employer, score });
  }
});

const call = (method: "GET" | "POST", url: string, payload?: object, cookie = pro.cookie) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function issue(body: object, cookie = pro.cookie): Promise<IssuedCredential> {
  const res = await call("POST", "/professional/credentials", body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function verifyOverHttp(credential: string): Promise<VerificationResult> {
  const res = await call("POST", "/credentials/verify", { credential }, "");
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function jwks(): Promise<JSONWebKeySet> {
  return JSON.parse((await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).body);
}

/** Every part of an SD-JWT decoded to text: what anyone holding the token can read. */
function decodedText(token: string): string {
  return token
    .split(/[~.]/)
    .filter(Boolean)
    .map((part) => Buffer.from(part, "base64url").toString("utf8"))
    .join("\n");
}

const ALL = [
  "name",
  "headline",
  "location",
  "ratings",
  "categoryAverages",
  "verifiedEmployers",
  "claimedSince",
  "disputesRecord",
];

describe("issuing and verifying a Standing credential", () => {
  it("a claimed professional issues one from published figures only; it verifies as valid with what it discloses", async () => {
    const list = (await call("GET", "/professional/credentials")).json();
    expect(list.available).toEqual(ALL);
    const issued = await issue({ claims: ALL, locationPrecision: "city" });
    expect(issued.status).toBe("active");
    expect(issued.omitted).toEqual([]);
    expect(issued.verifyUrl).toBe(`${t.config.publicUrl}/verify?c=${encodeURIComponent(issued.credential)}`);
    expect(issued.qrSvg).toMatch(/^<svg/);
    const days = (Date.parse(issued.expiresAt) - Date.parse(issued.issuedAt)) / 86_400_000;
    expect(days).toBe(90);
    const result = await verifyOverHttp(issued.credential);
    expect(result.outcome).toBe("valid");
    const byName = Object.fromEntries(result.disclosed.map((d) => [d.name, d.value]));
    expect(byName.name).toBe("Marisol Quintero");
    expect(byName.headline).toBe(HEADLINE);
    expect(byName.location).toBe("Toledo, OH, US");
    expect(byName.ratings).toEqual({ average: 4, count: 3 });
    expect(byName.verifiedEmployers).toBe(3);
    expect(byName.disputesRecord).toEqual({ filed: 0, upheld: 0, dismissed: 0, open: 0 });
    expect(Object.keys(byName.categoryAverages as object)).toHaveLength(15);
    // The row keeps names and dates, never the token or a value.
    const [row] = await t.app.ctx.db.select().from(credentials).where(eq(credentials.id, issued.id));
    expect(JSON.stringify(row)).not.toContain("Marisol");
    expect(row!.claims).toEqual(ALL);
    // The list shows it.
    const after = (await call("GET", "/professional/credentials")).json();
    expect(after.credentials[0]).toMatchObject({ id: issued.id, status: "active" });
  });

  it("figures wait for a published snapshot: with ratings of 2 employers they are left out", async () => {
    const other = await createAccount(t.app, { accountType: "professional" });
    const id = (await buildProfessional(t.database, { ownerId: other.userId })).id;
    for (const score of [2, 5])
      await buildRating(t.database, { professionalId: id, employer: await buildVerifiedEmployer(t.database), score });
    const list = (await call("GET", "/professional/credentials", undefined, other.cookie)).json();
    expect(list.available).not.toContain("ratings");
    const issued = await issue({ claims: ["name", "ratings", "categoryAverages", "verifiedEmployers"] }, other.cookie);
    expect(issued.omitted).toEqual(["ratings", "categoryAverages", "verifiedEmployers"]);
    const result = await verifyOverHttp(issued.credential);
    expect(result.disclosed.map((d) => d.name)).toEqual(["name"]);
    const nothing = await call("POST", "/professional/credentials", { claims: ["ratings"] }, other.cookie);
    expect(nothing.statusCode).toBe(409);
  });

  it("an unclaimed account cannot issue; bad input answers 4xx in the error shape", async () => {
    const lone = await createAccount(t.app, { accountType: "professional" });
    const res = await call("POST", "/professional/credentials", { claims: ["name"] }, lone.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: "not_found", message: expect.any(String) });
    for (const body of [
      {},
      { claims: [] },
      { claims: ["employer"] },
      { claims: ["name", "name"] },
      { claims: ["name"], validDays: 0 },
    ]) {
      const bad = await call("POST", "/professional/credentials", body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toMatchObject({ code: "validation_failed", message: expect.any(String) });
    }
    for (const body of [
      {},
      { credential: "" },
      { credential: "x".repeat(20_000) },
      { credential: 5 },
      { other: "a" },
    ]) {
      const bad = await call("POST", "/credentials/verify", body, "");
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error).toMatchObject({ code: "validation_failed", message: expect.any(String) });
    }
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/v1/credentials/verify",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBeTypeOf("string");
    const garbage = await verifyOverHttp("hello there");
    expect(garbage.outcome).toBe("malformed");
    expect(garbage.disclosed).toEqual([]);
  });

  it("interoperability: the issuer JWT verifies with plain jose against the JWKS fetched over a socket", async () => {
    const issued = await issue({ claims: ["name", "ratings"] });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const fetched = await fetch(`${base}/.well-known/jwks.json`);
    expect(fetched.headers.get("content-type")).toContain("application/jwk-set+json");
    const set = (await fetched.json()) as JSONWebKeySet;
    expect(set.keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", kid: expect.any(String) });
    expect(JSON.stringify(set)).not.toContain('"d"');
    const [jwt, ...disclosures] = issued.credential.split("~");
    const { payload, protectedHeader } = await jwtVerify(jwt!, createLocalJWKSet(set), {
      issuer: t.config.publicUrl,
      typ: "vc+sd-jwt",
      algorithms: ["EdDSA"],
    });
    expect(protectedHeader.kid).toBe(set.keys[0]!.kid);
    expect(payload.type).toEqual(["VerifiableCredential", "StandingSummaryCredential"]);
    // A third party checks each disclosure: its SHA-256 is one of the signed digests.
    const digests = (payload.credentialSubject as { _sd: string[] })._sd;
    const shown = disclosures.filter(Boolean);
    expect(shown).toHaveLength(2);
    for (const d of shown) expect(digests).toContain(createHash("sha256").update(d).digest("base64url"));
    // The status list at its stable address: signed, ≥ 131,072 entries, cached at most a minute.
    const list = await fetch(`${base}/credentials/status/1`);
    expect(list.headers.get("cache-control")).toBe("public, max-age=60");
    const listJwt = await list.text();
    const verified = await compactVerify(listJwt, createLocalJWKSet(set));
    const vc = JSON.parse(new TextDecoder().decode(verified.payload));
    expect(vc.type).toContain("BitstringStatusListCredential");
    const index = Number((payload.credentialStatus as { statusListIndex: string }).statusListIndex);
    expect(statusBit(vc.credentialSubject.encodedList, index)).toBe(false);
    expect(() => statusBit(vc.credentialSubject.encodedList, STATUS_LIST_ENTRIES - 1)).not.toThrow();
  });

  it("every byte-level tamper fails (each position once, then random positions and bytes)", async () => {
    const issued = await issue({ claims: ["name", "headline", "ratings"] });
    const trust = { jwks: await jwks(), issuer: t.config.publicUrl, now: new Date(), status: async () => false };
    expect((await verifyCredential(issued.credential, trust)).outcome).toBe("valid");
    const token = issued.credential;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~.";
    for (let i = 0; i < token.length; i++) {
      const replacement = alphabet[(alphabet.indexOf(token[i]!) + 1) % alphabet.length]!;
      const tampered = token.slice(0, i) + replacement + token.slice(i + 1);
      const outcome = (await verifyCredential(tampered, trust)).outcome;
      expect(outcome, `position ${i}`).not.toBe("valid");
    }
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: token.length - 1 }), fc.integer({ min: 1, max: 255 }), async (i, xor) => {
        const bytes = Buffer.from(token, "latin1");
        bytes[i] = bytes[i]! ^ xor;
        const result = await verifyCredential(bytes.toString("latin1"), trust);
        expect(result.outcome).not.toBe("valid");
        if (result.outcome === "tampered" || result.outcome === "malformed") expect(result.disclosed).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("an undisclosed claim cannot be recovered from the token, issued without it or presented without it", async () => {
    const narrow = await issue({ claims: ["name"] });
    const text = decodedText(narrow.credential);
    // Distinctive strings only: two letters such as "OH" turn up by chance in random digests and signatures.
    for (const secret of [HEADLINE, "Toledo", '"location"', '"ratings"', "verifiedEmployers"])
      expect(text).not.toContain(secret);
    expect(text).toContain("Marisol Quintero");

    const wide = await issue({ claims: ["name", "headline", "location"], locationPrecision: "country" });
    const parts = wide.credential.split("~");
    const headline = parts.find((p) => Buffer.from(p, "base64url").toString("utf8").includes(HEADLINE))!;
    expect(headline).toBeDefined();
    const presented = wide.credential.replace(`${headline}~`, "");
    expect(decodedText(presented)).not.toContain(HEADLINE);
    const result = await verifyOverHttp(presented);
    expect(result.outcome).toBe("valid");
    expect(result.disclosed.map((d) => d.name).sort()).toEqual(["location", "name"]);
    expect(result.disclosed.find((d) => d.name === "location")!.value).toBe("US");
    // The digests of the withheld claim and the decoys are padded to the same count: nothing says how many are missing.
    const payload = JSON.parse(Buffer.from(parts[0]!.split(".")[1]!, "base64url").toString("utf8"));
    expect(payload.credentialSubject._sd).toHaveLength(ALL.length);
  });

  it("expired and revoked credentials fail; the status list shows the revocation", async () => {
    const issued = await issue({ claims: ["name"], validDays: 1 });
    const trust = { jwks: await jwks(), issuer: t.config.publicUrl, status: async () => false };
    expect(
      (await verifyCredential(issued.credential, { ...trust, now: new Date(Date.now() + 2 * 86_400_000) })).outcome,
    ).toBe("expired");
    const revoke = await call("POST", `/professional/credentials/${issued.id}/revoke`, {});
    expect(revoke.statusCode, revoke.body).toBe(200);
    const again = await call("POST", `/professional/credentials/${issued.id}/revoke`, {});
    expect(again.statusCode).toBe(409);
    const result = await verifyOverHttp(issued.credential);
    expect(result.outcome).toBe("revoked");
    expect(result.message).toMatch(/revoked/);
    const list = (await t.app.inject({ method: "GET", url: "/credentials/status/1" })).body;
    const vc = JSON.parse(Buffer.from(list.split(".")[1]!, "base64url").toString("utf8"));
    const [row] = await t.app.ctx.db.select().from(credentials).where(eq(credentials.id, issued.id));
    expect(statusBit(vc.credentialSubject.encodedList, row!.statusIndex)).toBe(true);
    // Someone else's credential is "not found" to another professional.
    const other = await createAccount(t.app, { accountType: "professional" });
    const stranger = await call(
      "POST",
      `/professional/credentials/${(await issue({ claims: ["name"] })).id}/revoke`,
      {},
      other.cookie,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it("an administrator revokes with a reason, audited", async () => {
    const issued = await issue({ claims: ["name"] });
    const admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"] });
    const listed = await call("GET", `/admin/professionals/${professionalId}/credentials`, undefined, admin.cookie);
    expect(listed.json().credentials.map((c: { id: string }) => c.id)).toContain(issued.id);
    const noReason = await call("POST", `/admin/credentials/${issued.id}/revoke`, {}, admin.cookie);
    expect(noReason.statusCode).toBe(400);
    const res = await call(
      "POST",
      `/admin/credentials/${issued.id}/revoke`,
      { reason: "A dispute removed ratings this summarised" },
      admin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await verifyOverHttp(issued.credential)).outcome).toBe("revoked");
    const audit = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "credential_revoked"), eq(auditLogs.recordId, issued.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.userId).toBe(admin.userId);
  });

  it("an Enterprise API key verifies a credential", async () => {
    const issued = await issue({ claims: ["name"] });
    const employer = await createAccount(t.app, { accountType: "employer" });
    const checkout = await call(
      "POST",
      "/billing/checkout",
      { priceId: "standing_enterprise_monthly", userType: "employer" },
      employer.cookie,
    );
    const sessionId = (checkout.json() as { url: string }).url.split("/checkout/local/")[1]!;
    await call("POST", `/billing/local-checkout/${sessionId}/pay`, { card: TEST_CARDS.success }, employer.cookie);
    await t.app.ctx.jobs.drain();
    const key = (await call("POST", "/api-keys", { name: "ATS" }, employer.cookie)).json().key as string;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/credentials/verify",
      headers: { authorization: `Bearer ${key}` },
      payload: { credential: issued.credential },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe("valid");
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(docs.paths["/api/v1/credentials/verify"].post.description).toContain("Enterprise API key");
  });

  it("the professional's data export lists their credentials by claim names and dates, never values", async () => {
    const { buildExportDocument } = await import("../../src/server/queries/data-export");
    const doc = await buildExportDocument(t.app.ctx.db, pro.userId, new Date());
    const listed = (doc.professionalData as { credentials: Array<{ id: string; claims: string[] }> }).credentials;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), claims: expect.any(Array), issued_at: expect.any(String) }),
    );
  });

  it("deleting the account revokes every credential", async () => {
    const owner = await createAccount(t.app, { accountType: "professional" });
    await buildProfessional(t.database, { ownerId: owner.userId });
    const a = await issue({ claims: ["name"] }, owner.cookie);
    const b = await issue({ claims: ["name", "location"] }, owner.cookie);
    await requestAccountDeletion(
      { db: t.app.ctx.db, payments: t.app.ctx.payments },
      owner.userId,
      TEST_ORIGIN,
      new Date(),
    );
    for (const c of [a, b]) expect((await verifyOverHttp(c.credential)).outcome).toBe("revoked");
  });
});

describe("npm run verify-credential (offline, published keys only)", () => {
  it("says valid, then revoked with a saved status list; a tampered file fails", async () => {
    const issued = await issue({ claims: ["name", "location"] });
    const dir = mkdtempSync(join(tmpdir(), "standing-credential-"));
    const file = join(dir, "credential.txt");
    const keys = join(dir, "jwks.json");
    writeFileSync(file, issued.credential);
    writeFileSync(keys, (await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).body);
    const run = (...args: string[]) =>
      promisify(execFile)("npx", ["tsx", "scripts/verify-credential.ts", ...args], { encoding: "utf8" }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
    const valid = await run(file, "--jwks", keys, "--no-status");
    expect(valid.out).toContain("Valid:");
    expect(valid.out).toContain("Name: Marisol Quintero");
    expect(valid.code).toBe(0);
    await call("POST", `/professional/credentials/${issued.id}/revoke`, {});
    const list = join(dir, "status.jwt");
    writeFileSync(list, (await t.app.inject({ method: "GET", url: "/credentials/status/1" })).body);
    const revoked = await run(file, "--jwks", keys, "--status-list", list);
    expect(revoked.out).toContain("Revoked:");
    expect(revoked.code).toBe(1);
    writeFileSync(file, issued.credential.replace("~", "x~"));
    const tampered = await run(file, "--jwks", keys, "--no-status");
    expect(tampered.code).toBe(1);
    expect(tampered.out).not.toContain("Valid:");
  }, 60_000);
});

describe("key rotation", () => {
  it("a credential signed by the old key still verifies once a new key signs; the JWKS lists both", async () => {
    const oldKey = await newSigningJwk();
    const newKey = await newSigningJwk();
    const before = await createTestApp({ credentialSigningKeys: JSON.stringify({ keys: [oldKey] }) });
    const after = await createTestApp({ credentialSigningKeys: JSON.stringify({ keys: [newKey, oldKey] }) });
    try {
      const owner = await createAccount(before.app, { accountType: "professional" });
      await buildProfessional(before.database, { ownerId: owner.userId });
      const res = await before.app.inject({
        method: "POST",
        url: "/api/v1/professional/credentials",
        headers: { cookie: owner.cookie },
        payload: { claims: ["name"] },
      });
      const token = (res.json() as IssuedCredential).credential;
      const verified = await after.app.inject({
        method: "POST",
        url: "/api/v1/credentials/verify",
        payload: { credential: token },
      });
      expect(verified.json().outcome).toBe("valid");
      const set = JSON.parse((await after.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).body);
      expect(set.keys.map((k: { kid: string }) => k.kid)).toEqual([newKey.kid, oldKey.kid]);
      // Without the old key the same credential's issuer is unknown.
      const keys = await keysFromJson(JSON.stringify({ keys: [newKey] }));
      const unknown = await verifyCredential(token, {
        jwks: keys.jwks,
        issuer: after.config.publicUrl,
        now: new Date(),
        status: async () => false,
      });
      expect(unknown.outcome).toBe("unknown_issuer");
      // A retired key may be kept as its public half only; the first key must be private.
      const { d: _d, ...publicOld } = oldKey;
      await expect(keysFromJson(JSON.stringify({ keys: [newKey, publicOld] }))).resolves.toBeDefined();
      await expect(keysFromJson(JSON.stringify({ keys: [publicOld] }))).rejects.toThrow(/must be private/);
      await expect(keysFromJson("not json")).rejects.toThrow(/not JSON/);
      await expect(keysFromJson(JSON.stringify({ keys: [{ kty: "RSA", n: "x", e: "AQAB" }] }))).rejects.toThrow(
        /Ed25519/,
      );
      await expect(keysFromJson(JSON.stringify({ keys: [newKey, newKey] }))).rejects.toThrow(/repeats kid/);
      // Production never generates a key: the server refuses to start without CREDENTIAL_SIGNING_KEYS.
      await expect(
        credentialKeysFor(testConfig({ env: "production", credentialSigningKeys: undefined })),
      ).rejects.toThrow(/CREDENTIAL_SIGNING_KEYS is required in production/);
    } finally {
      await before.close();
      await after.close();
    }
  });
});
