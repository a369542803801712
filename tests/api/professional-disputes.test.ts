import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DISPUTE_LIMITS, DISPUTES } from "../../src/core/contracts/disputes";
import { DISPUTE_STATUS_LABELS } from "../../src/core/domain";
import { createDiskStorage } from "../../src/server/adapters/storage/disk-storage";
import { openDispute } from "../../src/server/commands/open-dispute";
import { refreshRatingAggregates } from "../../src/server/commands/refresh-rating-aggregates";
import {
  auditLogs,
  disputeEvidence,
  disputeMessages,
  disputes,
  notifications,
  professionals,
  ratings,
} from "../../src/server/db/schema";
import { createAccount } from "../../src/server/test/auth-helpers";
import {
  closeDispute,
  createProfessionalWithProfile,
  JPEG,
  multipartBody,
  PDF,
  PNG,
  requestMoreInformation,
  type UploadFile,
} from "../../src/server/test/dispute-helpers";
import { TEST_ORIGIN } from "../../src/server/test/employer-factories";
import { type BuiltEmployer, buildRating, buildUser, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestAppWithDataDir } from "./helpers";

/** Every response body a professional received, checked at the end for any employer identifier. */
const seenBodies: string[] = [];
const employersSeen: BuiltEmployer[] = [];

const t = setUpTestAppWithDataDir("pro-disputes-");

const STATEMENT = "I never worked at this company; I was in another state for all of that year.";

async function call(method: "GET" | "POST", url: string, cookie?: string, body?: ReturnType<typeof multipartBody>) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(body?.headers ?? {}) },
    ...(body ? { payload: body.payload } : {}),
  });
  seenBodies.push(res.body);
  return res;
}

const openForm = (fields: Record<string, string>, files: UploadFile[] = []) => multipartBody(fields, files);
const open = (cookie: string, fields: Record<string, string>, files: UploadFile[] = []) =>
  call("POST", "/api/v1/professional/disputes", cookie, openForm(fields, files));
const post = (cookie: string, url: string, fields: Record<string, string> = {}, files: UploadFile[] = []) =>
  call("POST", url, cookie, multipartBody(fields, files));

/** A professional with a claimed profile, one employer and `count` ratings by distinct employers. */
async function scenario(count = 2) {
  const pro = await createProfessionalWithProfile(t.app, t.database, { headline: "Line Cook" });
  const employers: BuiltEmployer[] = [];
  const ratingIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const employer = await buildVerifiedEmployer(t.database);
    employers.push(employer);
    employersSeen.push(employer);
    ratingIds.push((await buildRating(t.database, { professionalId: pro.professionalId, employer, score: 2 + i })).id);
  }
  return { pro, employers, ratingIds };
}

async function storedFigures(professionalId: string) {
  const [row] = await t.database.db
    .select({
      average: professionals.averageRating,
      total: professionals.totalRatings,
      verified: professionals.verifiedEmployersCount,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row!;
}

/** The stored figures equal a fresh recomputation from the rating rows. */
async function expectAggregatesConsistent(professionalId: string) {
  const before = await storedFigures(professionalId);
  await refreshRatingAggregates(t.database, [professionalId]);
  expect(await storedFigures(professionalId)).toEqual(before);
  return before;
}

async function ratingStatus(id: string) {
  const [row] = await t.database.db.select({ status: ratings.status }).from(ratings).where(eq(ratings.id, id));
  return row?.status;
}

function filesUnder(disputeId: string): string[] {
  const dir = join(t.dataDir, "files", "disputes", disputeId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

function allDisputeFiles(): string[] {
  const root = join(t.dataDir, "files", "disputes");
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((d) => readdirSync(join(root, d)).map((f) => `${d}/${f}`));
}

describe("who may use the dispute routes", () => {
  it("visitors get 401, employers 403, a professional without a profile a clear 404", async () => {
    expect((await call("GET", "/api/v1/professional/ratings")).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/professional/disputes")).statusCode).toBe(401);
    const visitorPost = await t.app.inject({
      method: "POST",
      url: "/api/v1/professional/disputes",
      ...openForm({ ratingId: crypto.randomUUID(), disputeType: "retaliation", statement: STATEMENT }),
    });
    expect(visitorPost.statusCode).toBe(401);
    const employer = await createAccount(t.app, { accountType: "employer", verified: true });
    expect((await call("GET", "/api/v1/professional/ratings", employer.cookie)).statusCode).toBe(403);
    const noProfile = await createAccount(t.app, { accountType: "professional" });
    const res = await call("GET", "/api/v1/professional/ratings", noProfile.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(DISPUTES.noProfile);
    const openRes = await open(noProfile.cookie, {
      ratingId: crypto.randomUUID(),
      disputeType: "retaliation",
      statement: STATEMENT,
    });
    expect(openRes.statusCode).toBe(404);
    expect(openRes.json().error.message).toBe(DISPUTES.noProfile);
  });
});

describe("the professional's own ratings", () => {
  it("lists every rating with scores and month only, and whether it can be disputed", async () => {
    const { pro, ratingIds } = await scenario(3);
    await t.database.db.update(ratings).set({ status: "removed" }).where(eq(ratings.id, ratingIds[2]!));
    await refreshRatingAggregates(t.database, [pro.professionalId]);
    const res = await call("GET", "/api/v1/professional/ratings", pro.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().ratings as Array<Record<string, unknown>>;
    expect(list.map((r) => r.id).sort()).toEqual([...ratingIds].sort());
    const first = list.find((r) => r.id === ratingIds[0])!;
    expect(Object.keys(first).sort()).toEqual(
      [
        "canDispute",
        "dispute",
        "disputeAgainFrom",
        "employmentStatus",
        "id",
        "month",
        "score",
        "scores",
        "status",
      ].sort(),
    );
    expect(first.month).toMatch(/^\d{4}-\d{2}$/);
    expect(first.canDispute).toBe(true);
    expect(first.dispute).toBeNull();
    expect(Object.keys(first.scores as object)).toHaveLength(15);
    const removed = list.find((r) => r.id === ratingIds[2])!;
    expect(removed.status).toBe("removed");
    expect(removed.canDispute).toBe(false);
    // No exact time anywhere: only YYYY-MM.
    expect(res.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});

describe("opening a dispute", () => {
  it("happy path: dispute, evidence, rating under dispute, audit, notification, aggregates unchanged", async () => {
    const { pro, ratingIds } = await scenario(2);
    const before = await expectAggregatesConsistent(pro.professionalId);
    const res = await open(
      pro.cookie,
      { ratingId: ratingIds[0]!, disputeType: "never_worked_there", statement: STATEMENT },
      [
        { name: "payslips.pdf", type: "application/pdf", data: PDF },
        { name: "C:\\Users\\me\\photo.png", type: "image/png", data: PNG },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(DISPUTES.opened);
    const dispute = body.dispute;
    expect(dispute.status).toBe("open");
    expect(dispute.statusLabel).toBe(DISPUTE_STATUS_LABELS.open);
    expect(dispute.typeLabel).toBe("Never worked there");
    expect(dispute.statement).toBe(STATEMENT);
    expect(dispute.evidence.map((e: { fileName: string }) => e.fileName).sort()).toEqual(["payslips.pdf", "photo.png"]);
    expect(dispute.rating.id).toBe(ratingIds[0]);
    expect(dispute.canWithdraw).toBe(true);

    expect(await ratingStatus(ratingIds[0]!)).toBe("under_dispute");
    const evidence = await t.database.db
      .select()
      .from(disputeEvidence)
      .where(eq(disputeEvidence.disputeId, dispute.id));
    expect(evidence).toHaveLength(2);
    expect(evidence.every((e) => e.storageKey.startsWith(`disputes/${dispute.id}/`))).toBe(true);
    expect(evidence.map((e) => e.contentType).sort()).toEqual(["application/pdf", "image/png"]);
    expect(filesUnder(dispute.id)).toHaveLength(2);

    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "dispute_opened"), eq(auditLogs.recordId, dispute.id)));
    expect(audit?.userId).toBe(pro.userId);
    expect(audit?.newData?.rating_id).toBe(ratingIds[0]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.userId));
    expect(notes.map((n) => n.title)).toContain("Dispute received");
    expect(notes[0]?.link).toContain(`/dashboard/professional/disputes?dispute=${dispute.id}`);

    // A rating under dispute still counts until it is removed (decisions P30).
    expect(await expectAggregatesConsistent(pro.professionalId)).toEqual(before);

    const list = await call("GET", "/api/v1/professional/ratings", pro.cookie);
    const disputed = (
      list.json().ratings as Array<{ id: string; status: string; dispute: unknown; canDispute: boolean }>
    ).find((r) => r.id === ratingIds[0])!;
    expect(disputed.status).toBe("under_dispute");
    expect(disputed.dispute).toMatchObject({ id: dispute.id, status: "open" });
    expect(disputed.canDispute).toBe(false);

    const mine = await call("GET", "/api/v1/professional/disputes", pro.cookie);
    expect(mine.json().disputes).toHaveLength(1);
    expect(mine.json().disputes[0]).toMatchObject({ id: dispute.id, type: "never_worked_there", live: true });
  });

  it("refuses another profile's rating (404), a removed rating and a second live dispute (409)", async () => {
    const a = await scenario(2);
    const b = await scenario(1);
    const other = await open(a.pro.cookie, {
      ratingId: b.ratingIds[0]!,
      disputeType: "retaliation",
      statement: STATEMENT,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(DISPUTES.ratingNotFound);
    expect(
      (await open(a.pro.cookie, { ratingId: crypto.randomUUID(), disputeType: "retaliation", statement: STATEMENT }))
        .statusCode,
    ).toBe(404);
    expect(await ratingStatus(b.ratingIds[0]!)).toBe("active");

    await t.database.db.update(ratings).set({ status: "removed" }).where(eq(ratings.id, a.ratingIds[1]!));
    const removed = await open(a.pro.cookie, {
      ratingId: a.ratingIds[1]!,
      disputeType: "retaliation",
      statement: STATEMENT,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(DISPUTES.ratingRemoved);

    const first = await open(a.pro.cookie, {
      ratingId: a.ratingIds[0]!,
      disputeType: "discrimination",
      statement: STATEMENT,
    });
    expect(first.statusCode).toBe(201);
    const second = await open(
      a.pro.cookie,
      { ratingId: a.ratingIds[0]!, disputeType: "factual_inaccuracy", statement: STATEMENT },
      [{ name: "x.pdf", type: "application/pdf", data: PDF }],
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(DISPUTES.alreadyDisputed);
    const rows = await t.database.db.select().from(disputes).where(eq(disputes.ratingId, a.ratingIds[0]!));
    expect(rows).toHaveLength(1);
    // The refused request stored nothing.
    expect(filesUnder(first.json().dispute.id)).toHaveLength(0);
  });

  it("validates the type and the statement's bounds (after trimming)", async () => {
    const { pro, ratingIds } = await scenario(1);
    const ratingId = ratingIds[0]!;
    const badType = await open(pro.cookie, { ratingId, disputeType: "bad_manager", statement: STATEMENT });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields.disputeType).toBe(DISPUTES.typeRequired);
    const noType = await open(pro.cookie, { ratingId, statement: STATEMENT });
    expect(noType.statusCode).toBe(400);
    const short = await open(pro.cookie, { ratingId, disputeType: "retaliation", statement: "x".repeat(19) });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.statement).toBe(DISPUTES.statementTooShort);
    const padded = await open(pro.cookie, {
      ratingId,
      disputeType: "retaliation",
      statement: `   ${"y".repeat(19)}    `,
    });
    expect(padded.statusCode).toBe(400);
    const long = await open(pro.cookie, { ratingId, disputeType: "retaliation", statement: "z".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.statement).toBe(DISPUTES.statementTooLong);
    const extra = await open(pro.cookie, {
      ratingId,
      disputeType: "retaliation",
      statement: STATEMENT,
      reply: "public text",
    });
    expect(extra.statusCode).toBe(400);
    const json = await t.send("POST", "/api/v1/professional/disputes", pro.cookie, {
      ratingId,
      disputeType: "retaliation",
      statement: STATEMENT,
    });
    expect(json.statusCode).toBe(415);
    expect(await ratingStatus(ratingId)).toBe("active");
    const longest = await open(pro.cookie, { ratingId, disputeType: "retaliation", statement: "é".repeat(5000) });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it("edge: exactly 20 characters is enough", async () => {
    const { pro, ratingIds } = await scenario(1);
    const res = await open(pro.cookie, {
      ratingId: ratingIds[0]!,
      disputeType: "factual_inaccuracy",
      statement: "a".repeat(20),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("evidence: PDF/PNG/JPEG by their bytes, ≤ 10 MB each, at most 5; refused uploads leave no file or row", async () => {
    const { pro, ratingIds } = await scenario(1);
    const ratingId = ratingIds[0]!;
    const fields = { ratingId, disputeType: "factual_inaccuracy", statement: STATEMENT };
    const filesBefore = allDisputeFiles().length;

    const text = await open(pro.cookie, fields, [
      { name: "notes.pdf", type: "application/pdf", data: Buffer.from("just text, not a pdf") },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.files).toBe(DISPUTES.fileType);

    const html = await open(pro.cookie, fields, [
      { name: "x.png", type: "image/png", data: Buffer.from("<html><script>1</script>") },
    ]);
    expect(html.statusCode).toBe(400);

    const empty = await open(pro.cookie, fields, [
      { name: "empty.pdf", type: "application/pdf", data: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);

    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(DISPUTE_LIMITS.fileBytes, 0x20)]);
    const tooBig = await open(pro.cookie, fields, [{ name: "big.pdf", type: "application/pdf", data: big }]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields.files).toBe(DISPUTES.fileTooLarge);

    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, type: "application/pdf", data: PDF }));
    const tooMany = await open(pro.cookie, fields, six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.files).toBe(DISPUTES.tooManyFiles);

    expect(allDisputeFiles()).toHaveLength(filesBefore);
    expect(await t.database.db.select().from(disputes).where(eq(disputes.ratingId, ratingId))).toHaveLength(0);
    expect(await ratingStatus(ratingId)).toBe("active");

    const exactlyLimit = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(DISPUTE_LIMITS.fileBytes - 9, 0x20)]);
    const five = [
      { name: "a.pdf", type: "application/pdf", data: exactlyLimit },
      { name: "b.png", type: "image/png", data: PNG },
      { name: "c.jpg", type: "image/jpeg", data: JPEG },
      { name: "d.pdf", type: "application/octet-stream", data: PDF },
      { name: "", type: "image/png", data: PNG },
    ];
    const ok = await open(pro.cookie, fields, five);
    expect(ok.statusCode, ok.body).toBe(201);
    const names = ok.json().dispute.evidence.map((e: { fileName: string; contentType: string }) => e.fileName);
    expect(names).toContain("evidence.png");
    expect(filesUnder(ok.json().dispute.id)).toHaveLength(5);
  });

  it("files stored before a transaction that fails are removed again", async () => {
    const { pro, ratingIds } = await scenario(1);
    const storage = createDiskStorage(join(t.dataDir, "files"));
    const before = allDisputeFiles().length;
    // The route validates statements; calling the command with one the database refuses makes its transaction fail.
    await expect(
      openDispute(t.database, storage, {
        actor: { kind: "user", userId: pro.userId, email: pro.email, roles: ["professional"] },
        input: { ratingId: ratingIds[0]!, disputeType: "retaliation", statement: "too short" },
        files: [{ fileName: "a.pdf", data: PDF }],
        now: new Date(),
        origin: TEST_ORIGIN,
      }),
    ).rejects.toThrow();
    expect(allDisputeFiles()).toHaveLength(before);
    expect(await ratingStatus(ratingIds[0]!)).toBe("active");
  });
});

describe("following and answering a dispute", () => {
  it("needs_info → the professional answers → under_review; the reviewer is never a person", async () => {
    const { pro, ratingIds } = await scenario(1);
    const opened = await open(pro.cookie, {
      ratingId: ratingIds[0]!,
      disputeType: "factual_inaccuracy",
      statement: STATEMENT,
    });
    const id = opened.json().dispute.id as string;
    const admin = await buildUser(t.database, { roles: ["admin"], name: "Alexandra Moderator" });

    // While open, a message is additional information: the status stays.
    const extra = await post(pro.cookie, `/api/v1/professional/disputes/${id}/messages`, { body: "One more detail." });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.json().message).toBe(DISPUTES.messageSent);
    expect(extra.json().dispute.status).toBe("open");

    await requestMoreInformation(t.database, {
      disputeId: id,
      adminUserId: admin.id,
      body: "Please send a document that shows where you worked in that period.",
    });
    const detail = await call("GET", `/api/v1/professional/disputes/${id}`, pro.cookie);
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    expect(d.status).toBe("needs_info");
    expect(d.awaitingAnswer).toBe(true);
    const question = d.messages.find((m: { author: string }) => m.author === "standing");
    expect(question.authorLabel).toBe(DISPUTES.reviewerName);
    expect(detail.body).not.toContain("Alexandra");
    expect(detail.body).not.toContain(admin.id);
    expect(detail.body).not.toContain(admin.email);

    const answer = await post(
      pro.cookie,
      `/api/v1/professional/disputes/${id}/messages`,
      { body: "Here is my contract with the other company." },
      [{ name: "contract.pdf", type: "application/pdf", data: PDF }],
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().message).toBe(DISPUTES.answerSent);
    const after = answer.json().dispute;
    expect(after.status).toBe("under_review");
    expect(after.awaitingAnswer).toBe(false);
    const mine = after.messages.filter((m: { author: string }) => m.author === "you");
    expect(mine).toHaveLength(2);
    expect(mine[1].evidence.map((e: { fileName: string }) => e.fileName)).toEqual(["contract.pdf"]);
    expect(after.messages.map((m: { author: string }) => m.author)).toEqual(["you", "standing", "you"]);

    // An employer's message on the dispute (admin side, later) is not shown to the professional.
    await t.database.db
      .insert(disputeMessages)
      .values({ disputeId: id, authorRole: "employer", authorId: null, body: "Employer side: he was late daily." });
    const again = await call("GET", `/api/v1/professional/disputes/${id}`, pro.cookie);
    expect(again.body).not.toContain("Employer side");

    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, id), eq(auditLogs.action, "dispute_answered")));
    expect(audit).toHaveLength(1);
    expect(await ratingStatus(ratingIds[0]!)).toBe("under_dispute");
  });

  it("messages are validated; closed disputes take none (409)", async () => {
    const { pro, ratingIds } = await scenario(2);
    const a = (
      await open(pro.cookie, { ratingId: ratingIds[0]!, disputeType: "retaliation", statement: STATEMENT })
    ).json().dispute.id;
    const b = (
      await open(pro.cookie, { ratingId: ratingIds[1]!, disputeType: "retaliation", statement: STATEMENT })
    ).json().dispute.id;
    const blank = await post(pro.cookie, `/api/v1/professional/disputes/${a}/messages`, { body: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.body).toBe(DISPUTES.messageRequired);
    const long = await post(pro.cookie, `/api/v1/professional/disputes/${a}/messages`, { body: "m".repeat(5001) });
    expect(long.statusCode).toBe(400);
    const badFile = await post(pro.cookie, `/api/v1/professional/disputes/${a}/messages`, { body: "see file" }, [
      { name: "x.exe", type: "application/pdf", data: Buffer.from("MZ\x90\x00") },
    ]);
    expect(badFile.statusCode).toBe(400);

    expect((await post(pro.cookie, `/api/v1/professional/disputes/${a}/withdraw`)).statusCode).toBe(200);
    const onWithdrawn = await post(pro.cookie, `/api/v1/professional/disputes/${a}/messages`, { body: "Hello?" });
    expect(onWithdrawn.statusCode).toBe(409);
    expect(onWithdrawn.json().error.message).toBe(DISPUTES.closed);

    await closeDispute(t.database, { disputeId: b, status: "dismissed" });
    expect((await post(pro.cookie, `/api/v1/professional/disputes/${b}/messages`, { body: "But…" })).statusCode).toBe(
      409,
    );
    expect((await post(pro.cookie, `/api/v1/professional/disputes/${b}/withdraw`)).statusCode).toBe(409);
  });

  it("withdrawing: dispute withdrawn and resolved, rating active again, aggregates consistent, may dispute again", async () => {
    const { pro, ratingIds, employers } = await scenario(2);
    const before = await expectAggregatesConsistent(pro.professionalId);
    const id = (
      await open(pro.cookie, { ratingId: ratingIds[1]!, disputeType: "discrimination", statement: STATEMENT })
    ).json().dispute.id;
    const res = await post(pro.cookie, `/api/v1/professional/disputes/${id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(DISPUTES.withdrawn);
    expect(res.json().dispute).toMatchObject({
      status: "withdrawn",
      live: false,
      canWithdraw: false,
      canMessage: false,
    });
    expect(res.json().dispute.resolvedAt).not.toBeNull();
    expect(await ratingStatus(ratingIds[1]!)).toBe("active");
    expect(await expectAggregatesConsistent(pro.professionalId)).toEqual(before);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, id), eq(auditLogs.action, "dispute_withdrawn")));
    expect(audit?.newData?.rating_status).toBe("active");
    // The employer, told of the dispute when it was filed, is told it ended — by type, never by whom.
    const employerNotices = await t.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, employers[1]!.user.id));
    expect(employerNotices.map((n) => n.title)).toContain("A dispute was withdrawn");
    expect(JSON.stringify(employerNotices)).not.toContain(STATEMENT);
    expect((await post(pro.cookie, `/api/v1/professional/disputes/${id}/withdraw`)).statusCode).toBe(409);
    const reopened = await open(pro.cookie, {
      ratingId: ratingIds[1]!,
      disputeType: "discrimination",
      statement: STATEMENT,
    });
    expect(reopened.statusCode).toBe(201);
  });

  it("a removed rating stays removed when its dispute is withdrawn; aggregates leave it out", async () => {
    const { pro, ratingIds } = await scenario(3);
    const id = (
      await open(pro.cookie, { ratingId: ratingIds[0]!, disputeType: "retaliation", statement: STATEMENT })
    ).json().dispute.id;
    // Simulate a removal decided elsewhere while the dispute is still live.
    await t.database.db.update(ratings).set({ status: "removed" }).where(eq(ratings.id, ratingIds[0]!));
    await refreshRatingAggregates(t.database, [pro.professionalId]);
    expect((await post(pro.cookie, `/api/v1/professional/disputes/${id}/withdraw`)).statusCode).toBe(200);
    expect(await ratingStatus(ratingIds[0]!)).toBe("removed");
    // One employer's change alone is held back (D304: it would give away the removed rating's scores) ...
    expect((await expectAggregatesConsistent(pro.professionalId)).total).toBe(3);
    // ... and published with two more employers' ratings: 3, 4, 5, 5 without the removed 2.
    for (let i = 0; i < 2; i++) {
      const employer = await buildVerifiedEmployer(t.database);
      employersSeen.push(employer);
      await buildRating(t.database, { professionalId: pro.professionalId, employer, score: 5 });
    }
    const figures = await expectAggregatesConsistent(pro.professionalId);
    expect(figures).toEqual({ average: 4.25, total: 4, verified: 4 });
  });
});

describe("privacy of disputes", () => {
  it("another professional can neither read, download, answer nor withdraw; evidence downloads as an attachment", async () => {
    const { pro, ratingIds } = await scenario(1);
    const other = await scenario(1);
    const opened = await open(
      pro.cookie,
      { ratingId: ratingIds[0]!, disputeType: "retaliation", statement: STATEMENT },
      [{ name: "preuve résumé.png", type: "image/png", data: PNG }],
    );
    const d = opened.json().dispute;
    const evidenceId = d.evidence[0].id;
    const url = `/api/v1/professional/disputes/${d.id}/evidence/${evidenceId}`;
    const file = await t.app.inject({ method: "GET", url, headers: { cookie: pro.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(String(file.headers["content-disposition"])).toBe(
      `attachment; filename="preuve r_sum_.png"; filename*=UTF-8''${encodeURIComponent("preuve résumé.png")}`,
    );
    expect(d.evidence[0].fileName).toBe("preuve résumé.png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toContain("no-store");
    expect(file.rawPayload.equals(PNG)).toBe(true);

    for (const res of [
      await call("GET", `/api/v1/professional/disputes/${d.id}`, other.pro.cookie),
      await call("GET", url, other.pro.cookie),
      await post(other.pro.cookie, `/api/v1/professional/disputes/${d.id}/messages`, { body: "hi" }),
      await post(other.pro.cookie, `/api/v1/professional/disputes/${d.id}/withdraw`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call("GET", "/api/v1/professional/disputes", other.pro.cookie)).json().disputes).toHaveLength(0);
    expect((await call("GET", `/api/v1/professional/disputes/not-a-uuid`, pro.cookie)).statusCode).toBe(400);
    expect(await ratingStatus(ratingIds[0]!)).toBe("under_dispute");
  });

  it("no public route ever shows a dispute statement or message (there is no public reply)", async () => {
    const { pro, ratingIds } = await scenario(1);
    const secret = "My confidential statement about this employer, never public.";
    const id = (
      await open(pro.cookie, { ratingId: ratingIds[0]!, disputeType: "factual_inaccuracy", statement: secret })
    ).json().dispute.id;
    await post(pro.cookie, `/api/v1/professional/disputes/${id}/messages`, { body: "Private follow-up text 42." });
    const viewer = await createAccount(t.app, { accountType: "employer", verified: true });
    const fellow = await createAccount(t.app, { accountType: "professional" });
    for (const cookie of [undefined, viewer.cookie, fellow.cookie, pro.cookie]) {
      for (const url of [
        `/api/v1/professionals/${pro.professionalId}`,
        `/api/v1/search?q=Line`,
        `/api/v1/search/suggestions?q=Pat`,
      ]) {
        const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body).not.toContain("confidential statement");
        expect(res.body).not.toContain("Private follow-up");
      }
    }
  });

  it("no response a professional received names an employer", async () => {
    expect(employersSeen.length).toBeGreaterThan(5);
    const needles = employersSeen.flatMap((e) => [
      e.id,
      e.user.id,
      e.user.email,
      e.companyName,
      `acme${e.companyName.match(/\d+$/)?.[0] ?? "x"}.example`,
    ]);
    const all = seenBodies.join("\n");
    for (const needle of needles) expect(all.includes(needle), `leaks ${needle}`).toBe(false);
  });
});

describe("never answers 5xx to arbitrary input", () => {
  it("multipart fields and JSON bodies", async () => {
    const { pro, ratingIds } = await scenario(1);
    const id = (
      await open(pro.cookie, { ratingId: ratingIds[0]!, disputeType: "retaliation", statement: STATEMENT })
    ).json().dispute.id;
    // A broken multipart body (checked first: the fuzzing below uses up the hourly allowance).
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v1/professional/disputes",
      headers: { cookie: pro.cookie, "content-type": "multipart/form-data; boundary=zzz" },
      payload: '--zzz\r\nContent-Disposition: form-data; name="statement"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBe(400);
    // A body whose boundary does not match its header.
    const mismatched = await t.app.inject({
      method: "POST",
      url: "/api/v1/professional/disputes",
      headers: { cookie: pro.cookie, ...multipartBody({}).headers },
      payload: multipartBody({ body: "hello" }).payload,
    });
    expect(mismatched.statusCode).toBe(400);
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(ratingIds[0]!, "retaliation", "", "\u0000", "x".repeat(6000)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("ratingId", "disputeType", "statement", "body", "files", "x"), value, {
          maxKeys: 5,
        }),
        fc.boolean(),
        async (fields, withFile) => {
          const files = withFile
            ? [{ name: "f.bin", type: "application/octet-stream", data: Buffer.from(fields.x ?? "z") }]
            : [];
          for (const url of ["/api/v1/professional/disputes", `/api/v1/professional/disputes/${id}/messages`]) {
            const res = await t.sendForm(url, pro.cookie, multipartBody(fields, files));
            expect(res.statusCode, res.body).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        for (const url of [
          "/api/v1/professional/disputes",
          `/api/v1/professional/disputes/${id}/messages`,
          `/api/v1/professional/disputes/${id}/withdraw`,
        ]) {
          const res = await t.app.inject({
            method: "POST",
            url,
            headers: { cookie: pro.cookie, "content-type": "application/json" },
            payload: JSON.stringify(payload),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
      }),
      { numRuns: 25 },
    );
  });
});
