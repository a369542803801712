import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/core/actor";
import { createDiskStorage } from "../../src/server/adapters/storage/disk-storage";
import type { FileStorage } from "../../src/server/adapters/storage/storage";
import { deleteRating } from "../../src/server/commands/delete-rating";
import { editRating } from "../../src/server/commands/edit-rating";
import { openDispute } from "../../src/server/commands/open-dispute";
import { submitRating } from "../../src/server/commands/submit-rating";
import { withdrawDispute } from "../../src/server/commands/withdraw-dispute";
import { disputes, ratingFlags } from "../../src/server/db/schema";
import { scores, TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { type BuiltEmployer, buildClaimedProfessional, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestAppWithDataDir } from "./helpers";

/**
 * "Flag for review a rating that comes within 30 days of the professional disputing this employer" (issue 6).
 * An employer holds one live rating per person (decisions E1), so the real paths to a second opinion after a
 * dispute are: the professional withdraws the dispute and the employer, still inside the 24-hour window,
 * (a) deletes the rating and rates again — at any later time — or (b) edits it. Deleting cascades the dispute row
 * away, which is why the check reads the audit log (decisions P34). Commands take `now`, so the clock is ours.
 */
let storage: FileStorage;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const t = setUpTestAppWithDataDir("after-dispute-");
beforeAll(async () => {
  storage = createDiskStorage(join(t.dataDir, "files"));
});

type SignedIn = Extract<Actor, { kind: "user" }>;

async function pair() {
  const employer = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
  const professional = await buildClaimedProfessional(t.database);
  return { employer, professionalId: professional.id, owner: professional.owner.actor as SignedIn };
}

const rate = (employer: BuiltEmployer, professionalId: string, now: Date, value = 3) =>
  submitRating(t.database, {
    actor: employer.user.actor,
    input: { professionalId, employmentStatus: "former", scores: scores(value, { reliability: 2 }) },
    now,
    origin: TEST_ORIGIN,
  }).then((written) => written.rating);

async function disputeAndWithdraw(owner: SignedIn, ratingId: string, openedAt: Date) {
  const detail = await openDispute(t.database, storage, {
    actor: owner,
    input: {
      ratingId,
      disputeType: "retaliation",
      statement: "This rating came right after I reported a safety issue.",
    },
    files: [],
    now: openedAt,
    origin: TEST_ORIGIN,
  });
  await withdrawDispute(t.database, {
    actor: owner,
    disputeId: detail.dispute.id,
    now: new Date(openedAt.getTime() + HOUR),
    origin: TEST_ORIGIN,
  });
  return detail.dispute.id;
}

async function flagsOf(ratingId: string) {
  const rows = await t.database.db.select().from(ratingFlags).where(eq(ratingFlags.ratingId, ratingId));
  return rows.map((r) => r.reason);
}

describe("after_dispute fairness flag", () => {
  for (const [label, gapMs, flagged] of [
    ["3 hours", 3 * HOUR, true],
    ["29 days", 29 * DAY, true],
    ["31 days", 31 * DAY, false],
  ] as const) {
    it(`delete inside the window and rate again ${label} after the dispute: ${flagged ? "flagged" : "not flagged"}`, async () => {
      const { employer, professionalId, owner } = await pair();
      const t0 = new Date(Date.now() - 60 * DAY);
      const first = await rate(employer, professionalId, t0);
      const disputedAt = new Date(t0.getTime() + HOUR);
      const disputeId = await disputeAndWithdraw(owner, first.id, disputedAt);
      await deleteRating(t.database, {
        actor: employer.user.actor,
        ratingId: first.id,
        now: new Date(t0.getTime() + 3 * HOUR),
        origin: TEST_ORIGIN,
      });
      // The dispute went with its rating: only the audit log remembers it.
      expect(await t.database.db.select().from(disputes).where(eq(disputes.id, disputeId))).toHaveLength(0);

      const second = await rate(employer, professionalId, new Date(disputedAt.getTime() + gapMs));
      // Flags never block: the rating was written either way.
      expect(second.status).toBe("active");
      expect((await flagsOf(second.id)).includes("after_dispute")).toBe(flagged);
    });
  }

  it("an edit inside the window after a withdrawn dispute is flagged too", async () => {
    const { employer, professionalId, owner } = await pair();
    const t0 = new Date(Date.now() - 10 * DAY);
    const rating = await rate(employer, professionalId, t0);
    expect(await flagsOf(rating.id)).not.toContain("after_dispute");
    await disputeAndWithdraw(owner, rating.id, new Date(t0.getTime() + HOUR));
    await editRating(t.database, {
      actor: employer.user.actor,
      ratingId: rating.id,
      input: { scores: scores(1, { reliability: 2 }) },
      now: new Date(t0.getTime() + 4 * HOUR),
      origin: TEST_ORIGIN,
    });
    expect(await flagsOf(rating.id)).toContain("after_dispute");
  });

  it("another employer's rating after the dispute is not flagged, nor is a rating with no dispute at all", async () => {
    const { employer, professionalId, owner } = await pair();
    const other = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const t0 = new Date(Date.now() - 5 * DAY);
    const first = await rate(employer, professionalId, t0);
    await disputeAndWithdraw(owner, first.id, new Date(t0.getTime() + HOUR));
    const byOther = await rate(other, professionalId, new Date(t0.getTime() + 2 * DAY));
    expect(await flagsOf(byOther.id)).not.toContain("after_dispute");

    const fresh = await pair();
    const plain = await rate(fresh.employer, fresh.professionalId, new Date());
    expect(await flagsOf(plain.id)).not.toContain("after_dispute");
  });

  it("a dispute by a different professional against this employer does not flag this professional's rating", async () => {
    const a = await pair();
    const b = await buildClaimedProfessional(t.database);
    const t0 = new Date(Date.now() - 3 * DAY);
    const onA = await rate(a.employer, a.professionalId, t0);
    await disputeAndWithdraw(a.owner, onA.id, new Date(t0.getTime() + HOUR));
    const onB = await rate(a.employer, b.id, new Date(t0.getTime() + 2 * HOUR));
    expect(await flagsOf(onB.id)).not.toContain("after_dispute");
  });
});
