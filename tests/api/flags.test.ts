import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../src/core/actor";
import type { FlagDetail, FlagList } from "../../src/core/contracts/flags";
import { retextFlagging } from "../../src/server/adapters/flagging/retext-flagging";
import { createDiskStorage } from "../../src/server/adapters/storage/disk-storage";
import type { FileStorage } from "../../src/server/adapters/storage/storage";
import { deleteRating } from "../../src/server/commands/delete-rating";
import { openDispute } from "../../src/server/commands/open-dispute";
import { submitRating } from "../../src/server/commands/submit-rating";
import { withdrawDispute } from "../../src/server/commands/withdraw-dispute";
import {
  auditLogs,
  flags,
  notifications,
  professionals,
  ratingFlags,
  ratings,
  textChecks,
} from "../../src/server/db/schema";
import { flagsQueueSummary } from "../../src/server/queries/flags";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { scores, TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { buildClaimedProfessional, buildProfessional, buildVerifiedEmployer } from "../../src/server/test/factories";
import { createProfileOwner, documentOf } from "../../src/server/test/profile-settings-factories";
import { setUpTestAppWithDataDir, submitMixedRating } from "./helpers";

/**
 * The flags queue (issue 15 §1): every source feeds it, every moderator action has its effect on the author, two
 * moderators cannot both act on one flag, and each source shows how often it was upheld.
 */
let storage: FileStorage;
let admin: TestAccount;
let admin2: TestAccount;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REASON = "Gendered job titles are against the profile guidelines.";
type SignedIn = Extract<Actor, { kind: "user" }>;

const t = setUpTestAppWithDataDir("flags-");
beforeAll(async () => {
  storage = createDiskStorage(join(t.dataDir, "files"));
  admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Ada Moderator" });
  admin2 = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Bo Moderator" });
});

const call = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function queue(query = ""): Promise<FlagList> {
  const res = await call("GET", `/api/v1/admin/flags${query}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function openFlagFor(subjectId: string, source: string) {
  const rows = await t.database.db
    .select({ id: flags.id })
    .from(flags)
    .where(and(eq(flags.subjectId, subjectId), eq(flags.source, source as "equality"), eq(flags.state, "open")));
  return rows[0]?.id ?? null;
}

/** A professional who saves `headline` through the settings API; the check runs in the job. */
async function ownerWithHeadline(headline: string) {
  const owner = await createProfileOwner(t.app, t.database, { headline: "Welder" });
  const profile = await call("GET", "/api/v1/professional/profile", owner.cookie);
  const saved = await call("PUT", "/api/v1/professional/profile", owner.cookie, {
    ...documentOf(profile.json().profile),
    headline,
  });
  // The write never waits for the check and never fails because of it.
  expect(saved.statusCode, saved.body).toBe(200);
  return owner;
}

async function claim(who: TestAccount, flagId: string) {
  return call("POST", `/api/v1/admin/flags/${flagId}/claim`, who.cookie);
}
async function decide(who: TestAccount, flagId: string, body: object) {
  return call("POST", `/api/v1/admin/flags/${flagId}/decide`, who.cookie, body);
}
async function inbox(userId: string) {
  return t.database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

describe("the flagging adapter (offline retext)", () => {
  it("flags biased language and sure profanity; skips pronouns and unsure words", async () => {
    const biased = await retextFlagging.check("Chairman of the board and a top salesman");
    expect(biased.map((m) => [m.source, m.word])).toEqual([
      ["equality", "Chairman"],
      ["equality", "salesman"],
    ]);
    expect((await retextFlagging.check("That was a shit decision")).map((m) => m.source)).toEqual(["profanity"]);
    expect(await retextFlagging.check("She leads the team; we executed the attack plan.")).toEqual([]);
    expect(await retextFlagging.check("Welder with ten years on pipelines")).toEqual([]);
  });
});

describe("sources feeding the queue", () => {
  it("a headline with biased language: saved at once, flagged by the job (equality)", async () => {
    const owner = await ownerWithHeadline("Chairman and foreman of the night shift");
    const [pending] = await t.database.db
      .select()
      .from(textChecks)
      .where(eq(textChecks.subjectId, owner.professionalId));
    expect(pending?.checkedAt).toBeNull();
    expect(await openFlagFor(owner.professionalId, "equality")).toBeNull();
    await t.app.ctx.jobs.drain();
    const flagId = await openFlagFor(owner.professionalId, "equality");
    expect(flagId).not.toBeNull();
    const item = (await queue()).flags.find((f) => f.id === flagId)!;
    expect(item).toMatchObject({ source: "equality", subject: "headline", state: "open" });
    const detail: FlagDetail = (await call("GET", `/api/v1/admin/flags/${flagId}`, admin.cookie)).json();
    expect(detail.matches.map((m) => m.word)).toEqual(["Chairman", "foreman"]);
    expect(detail.author.userId).toBe(owner.userId);
  });

  it("profanity in a dispute statement (profanity); a clean text raises nothing", async () => {
    const employer = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const pro = await buildClaimedProfessional(t.database);
    const { rating } = await submitRating(t.database, {
      actor: employer.user.actor,
      input: { professionalId: pro.id, employmentStatus: "former", scores: scores(2, { reliability: 3 }) },
      now: new Date(),
      origin: TEST_ORIGIN,
    });
    const { dispute } = await openDispute(t.database, storage, {
      actor: pro.owner.actor as SignedIn,
      input: {
        ratingId: rating.id,
        disputeType: "retaliation",
        statement: "This shit rating came after I reported a leak.",
      },
      files: [],
      now: new Date(),
      origin: TEST_ORIGIN,
    });
    // A command called outside a request wakes no job: run the check as its schedule would.
    await t.app.ctx.jobs.runNow("flag-check");
    expect(await openFlagFor(dispute.id, "profanity")).not.toBeNull();
    expect(await openFlagFor(dispute.id, "equality")).toBeNull();
  });

  it("rating anomalies join the queue: straight-lined, after a dispute, far below other employers", async () => {
    const now = new Date();
    // straight_lined
    const e1 = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const { rating: straight } = await submitRating(t.database, {
      actor: e1.user.actor,
      input: {
        professionalId: (await buildProfessional(t.database)).id,
        employmentStatus: "current",
        scores: scores(5),
      },
      now,
      origin: TEST_ORIGIN,
    });
    expect(await openFlagFor(straight.id, "straight_lined")).not.toBeNull();

    // after_dispute: dispute, withdraw, delete inside the window, rate again
    const e2 = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const pro = await buildClaimedProfessional(t.database);
    const t0 = new Date(now.getTime() - 2 * DAY);
    const rate = (at: Date) =>
      submitRating(t.database, {
        actor: e2.user.actor,
        input: { professionalId: pro.id, employmentStatus: "former", scores: scores(3, { reliability: 2 }) },
        now: at,
        origin: TEST_ORIGIN,
      });
    const first = await rate(t0);
    const { dispute: d } = await openDispute(t.database, storage, {
      actor: pro.owner.actor as SignedIn,
      input: {
        ratingId: first.rating.id,
        disputeType: "retaliation",
        statement: "This rating came right after I reported a safety issue.",
      },
      files: [],
      now: new Date(t0.getTime() + HOUR),
      origin: TEST_ORIGIN,
    });
    await withdrawDispute(t.database, {
      actor: pro.owner.actor as SignedIn,
      disputeId: d.id,
      now: new Date(t0.getTime() + 2 * HOUR),
      origin: TEST_ORIGIN,
    });
    await deleteRating(t.database, {
      actor: e2.user.actor,
      ratingId: first.rating.id,
      now: new Date(t0.getTime() + 3 * HOUR),
      origin: TEST_ORIGIN,
    });
    const second = await rate(new Date(t0.getTime() + DAY));
    expect(await openFlagFor(second.rating.id, "after_dispute")).not.toBeNull();

    // outlier_employer
    const fair = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const harsh = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const people = [
      await buildProfessional(t.database),
      await buildProfessional(t.database),
      await buildProfessional(t.database),
    ];
    const submit = (who: typeof fair, pid: string, value: number) => submitMixedRating(t, who, pid, value, now);
    for (const p of people) await submit(fair, p.id, 5);
    let last = "";
    for (const p of people) last = (await submit(harsh, p.id, 1)).rating.id;
    expect(await openFlagFor(last, "outlier_employer")).not.toBeNull();

    const sources = new Set((await queue()).flags.map((f) => f.source));
    for (const s of ["straight_lined", "after_dispute", "outlier_employer"]) expect(sources.has(s as never)).toBe(true);
    const onlyStraight = await queue("?source=straight_lined");
    expect(onlyStraight.flags.every((f) => f.source === "straight_lined")).toBe(true);
  });
});

describe("moderator actions", () => {
  it("hide: the headline is gone for readers, the author is told why, audited before/after", async () => {
    const owner = await ownerWithHeadline("Foreman looking for manpower");
    await t.app.ctx.jobs.drain();
    const flagId = (await openFlagFor(owner.professionalId, "equality"))!;
    // Claim before act.
    expect((await decide(admin, flagId, { action: "hide", reason: REASON })).statusCode).toBe(409);
    expect((await claim(admin, flagId)).statusCode).toBe(200);
    const short = await decide(admin, flagId, { action: "hide", reason: "bad" });
    expect(short.statusCode).toBe(400);
    const res = await decide(admin, flagId, { action: "hide", reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().flag).toMatchObject({ state: "hidden", decision: { reason: REASON } });

    const [row] = await t.database.db
      .select({ headline: professionals.headline })
      .from(professionals)
      .where(eq(professionals.id, owner.professionalId));
    expect(row!.headline).toBeNull();
    const publicPage = await t.app.inject({ method: "GET", url: `/api/v1/professionals/${owner.professionalId}` });
    expect(publicPage.body).not.toContain("manpower");
    expect((await inbox(owner.userId)).some((n) => n.message.includes(REASON))).toBe(true);
    const own = await call("GET", "/api/v1/professional/moderation", owner.cookie);
    expect(own.json().hidden).toEqual([expect.objectContaining({ subject: "headline", reason: REASON })]);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, flagId), eq(auditLogs.action, "flag_hidden")));
    expect(audit!.userId).toBe(admin.userId);
    expect(audit!.newData).toMatchObject({
      reason: REASON,
      before: { state: "open", text: "Foreman looking for manpower" },
      after: { state: "hidden", text_replaced: true },
    });
    // A decided flag takes no second decision.
    expect((await decide(admin, flagId, { action: "dismiss", reason: REASON })).statusCode).toBe(409);
  });

  it("dismiss: the text stays, nobody is notified", async () => {
    const owner = await ownerWithHeadline("Chairman of the welding guild");
    await t.app.ctx.jobs.drain();
    const flagId = (await openFlagFor(owner.professionalId, "equality"))!;
    await claim(admin, flagId);
    const before = (await inbox(owner.userId)).length;
    expect(
      (await decide(admin, flagId, { action: "dismiss", reason: "The guild's official title; not bias." })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select({ headline: professionals.headline })
      .from(professionals)
      .where(eq(professionals.id, owner.professionalId));
    expect(row!.headline).toBe("Chairman of the welding guild");
    expect((await inbox(owner.userId)).length).toBe(before);
    expect((await call("GET", "/api/v1/professional/moderation", owner.cookie)).json().hidden).toEqual([]);
  });

  it("warn: the text stays, the author receives the warning with its reason", async () => {
    const owner = await ownerWithHeadline("Salesman of the year, no bullshit");
    await t.app.ctx.jobs.drain();
    const flagId = (await openFlagFor(owner.professionalId, "profanity"))!;
    await claim(admin, flagId);
    const reason = "Keep the language of your profile professional.";
    expect((await decide(admin, flagId, { action: "warn", reason })).statusCode).toBe(200);
    expect(
      (await inbox(owner.userId)).some(
        (n) => n.title === "A warning from the moderators" && n.message.includes(reason),
      ),
    ).toBe(true);
  });

  it("remove a rating: it stops counting, the employer is told, the anomaly record is upheld (strikes: flag-strikes.test.ts)", async () => {
    const employer = await buildVerifiedEmployer(t.database, { plan: "enterprise" });
    const pro = await buildProfessional(t.database);
    const { rating } = await submitRating(t.database, {
      actor: employer.user.actor,
      input: { professionalId: pro.id, employmentStatus: "current", scores: scores(1) },
      now: new Date(),
      origin: TEST_ORIGIN,
    });
    const flagId = (await openFlagFor(rating.id, "straight_lined"))!;
    await claim(admin, flagId);
    const detail: FlagDetail = (await call("GET", `/api/v1/admin/flags/${flagId}`, admin.cookie)).json();
    expect(detail.actions).toEqual(["dismiss", "remove_rating", "warn"]);
    expect(detail.rating?.employerName).toBe(employer.companyName);
    expect((await decide(admin, flagId, { action: "hide", reason: REASON })).statusCode).toBe(409);
    const res = await decide(admin, flagId, {
      action: "remove_rating",
      reason: "Every category the same lowest score.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [r] = await t.database.db.select({ status: ratings.status }).from(ratings).where(eq(ratings.id, rating.id));
    expect(r!.status).toBe("removed");
    const [rf] = await t.database.db
      .select({ status: ratingFlags.status })
      .from(ratingFlags)
      .where(eq(ratingFlags.ratingId, rating.id));
    expect(rf!.status).toBe("upheld");
    expect((await inbox(employer.user.id)).some((n) => n.title === "A moderator removed one of your ratings")).toBe(
      true,
    );
  });
});

describe("claim before act", () => {
  it("two moderators claim at once: one wins, the other gets 409 and cannot decide", async () => {
    const owner = await ownerWithHeadline("Foreman and night watchman");
    await t.app.ctx.jobs.drain();
    const flagId = (await openFlagFor(owner.professionalId, "equality"))!;
    const [a, b] = await Promise.all([claim(admin, flagId), claim(admin2, flagId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [admin, admin2] : [admin2, admin];
    const lost = await decide(loser, flagId, { action: "hide", reason: REASON });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error.message).toContain("is reviewing this flag");
    expect((await decide(winner, flagId, { action: "hide", reason: REASON })).statusCode).toBe(200);
  });
});

describe("scores and summary", () => {
  it("each source shows how often it was upheld; the overview summary names the oldest item and its deadline", async () => {
    const { sources } = await queue("?state=all");
    const equality = sources.find((s) => s.source === "equality")!;
    // Decided above: hidden twice and dismissed once.
    expect(equality.upheld).toBeGreaterThanOrEqual(2);
    expect(equality.dismissed).toBeGreaterThanOrEqual(1);
    expect(equality.upheldRate).toBeCloseTo(equality.upheld / (equality.upheld + equality.dismissed));
    const summary = await flagsQueueSummary(t.database.db, new Date());
    const open = (await queue()).flags;
    expect(summary.size).toBe(open.length);
    const oldest = open.map((f) => f.createdAt).sort()[0]!;
    expect(summary.oldestAt?.toISOString()).toBe(oldest);
    expect(summary.oldestDueAt!.getTime() - summary.oldestAt!.getTime()).toBe(48 * HOUR);
  });

  it("a non-admin is refused", async () => {
    const pro = await createAccount(t.app, { accountType: "professional" });
    expect((await call("GET", "/api/v1/admin/flags", pro.cookie)).statusCode).toBe(403);
  });
});
