import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { BILLING_NOTICES } from "../../src/core/billing-notices";
import { DISPUTE_NOTICES } from "../../src/core/dispute-notices";
import { NOTICE_KINDS } from "../../src/core/notices";
import { BILLING_NOTICE_KINDS } from "../../src/server/commands/receive-billing-webhook";
import { DISPUTE_NOTICE_KINDS } from "../../src/server/commands/send-dispute-notice";

/**
 * The catalogue (core/notices.ts) is the one list of the notices actually produced (D211): every kind a producer
 * writes is declared there, and every declared kind has a producer. Found by reading the server's source, so a kind
 * added by another issue (privacy: export ready, deletion scheduled) passes as soon as it is declared together with
 * its producer, and fails while either half is missing.
 */
const SERVER = join(__dirname, "../../src/server");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

const files = sources(SERVER).map((path) => ({ path: relative(SERVER, path), text: readFileSync(path, "utf8") }));
const all = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[1]!);

/** name → kind maps: a kind is produced when its name is passed by some call site (a literal outside the map). */
function producedThroughMap(map: Record<string, string>, callers: RegExp): Set<string> {
  const produced = new Set<string>();
  for (const [name, kind] of Object.entries(map)) {
    // The maps' own keys are bare identifiers, so a quoted name is a call site's argument.
    const used = files.some((f) => callers.test(f.text) && new RegExp(`"${name}"`).test(f.text));
    if (used) produced.add(kind);
  }
  return produced;
}

function producedKinds(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (kind: string, where: string) => found.set(kind, [...(found.get(kind) ?? []), where]);
  for (const f of files) {
    // notice("kind", …): the catalogue's constructor, the way every producer composes a notice.
    for (const kind of all(/\bnotice\(\s*"([a-z_]+\.[a-z_]+)"/g, f.text)) add(kind, f.path);
    // The daily rating batch: queueRatingNotice(tx, profileId, "rating.…", at).
    for (const kind of all(/queueRatingNotice\([^)]*?"([a-z_]+\.[a-z_]+)"/g, f.text)) add(kind, f.path);
  }
  for (const kind of producedThroughMap(DISPUTE_NOTICE_KINDS, /sendDisputeNotice\(tx/)) add(kind, "sendDisputeNotice");
  for (const kind of producedThroughMap(BILLING_NOTICE_KINDS, /\bsendNotice\(tx/)) add(kind, "billing webhook");
  return found;
}

describe("the notice catalogue", () => {
  const produced = producedKinds();

  it("finds the producers it reads (the scan itself works)", () => {
    expect(produced.get("rating.received")).toEqual(["commands/submit-rating.ts"]);
    expect(produced.has("dispute.employer_strike")).toBe(true);
    expect(produced.has("billing.renewal_failed")).toBe(true);
  });

  it("declares every kind that is produced", () => {
    const undeclared = [...produced.keys()].filter((k) => !(NOTICE_KINDS as string[]).includes(k));
    expect(undeclared).toEqual([]);
  });

  it("has a producer for every kind it declares", () => {
    const orphans = NOTICE_KINDS.filter((k) => !produced.has(k));
    expect(orphans).toEqual([]);
  });

  it("has one kind for each dispute step and each billing event", () => {
    expect(Object.keys(DISPUTE_NOTICE_KINDS).sort()).toEqual(Object.keys(DISPUTE_NOTICES).sort());
    expect(Object.keys(BILLING_NOTICE_KINDS).sort()).toEqual(Object.keys(BILLING_NOTICES).sort());
    const kinds = [...Object.values(DISPUTE_NOTICE_KINDS), ...Object.values(BILLING_NOTICE_KINDS)];
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it("no producer writes mail around the one notice-mail function, except security and transactional mail", () => {
    // enqueueMail is called directly only by the outbox itself, the one notice-mail function, and mail that is not
    // a notification: security (e-mail verification, password reset, new device, business e-mail confirmation),
    // the contact form's copy and the newsletter's double opt-in (D210), the lockout's unlock link (D314), and the
    // administrator invitation to an address without an account (D329).
    const direct = files.filter((f) => /\benqueueMail\(/.test(f.text)).map((f) => f.path);
    expect(direct.sort()).toEqual(
      [
        "adapters/mail/outbox.ts",
        "app.ts",
        "commands/admin-invitations.ts",
        "commands/notice-email.ts",
        "commands/submit-contact-message.ts",
        "commands/subscribe-newsletter.ts",
        "commands/verify-business-email.ts",
        "routes/auth/auth.routes.ts",
      ].sort(),
    );
  });
});
