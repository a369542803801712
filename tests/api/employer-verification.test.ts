import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION, EMPLOYER } from "../../src/core/messages";
import { REASON_MESSAGES } from "../../src/core/moderation-reason";
import { US_STATE_MESSAGE } from "../../src/core/us-states";
import { confirmBusinessEmail, hashEmailToken } from "../../src/server/commands/verify-business-email";
import { emailVerificationTokens, employers, employerVerificationRequests } from "../../src/server/db/schema";
import { createAccount } from "../../src/server/test/auth-helpers";
import {
  createEmployerSession,
  type EmployerSession,
  ratingPayload,
  TEST_ORIGIN,
} from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { lastMailTo, multipartForm, setUpTestAppWithDataDir } from "./helpers";

let admin: { cookie: string };
const t = setUpTestAppWithDataDir("emp-verif-", { publicUrl: "https://standing.test" });
beforeAll(async () => {
  admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"] });
});

const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {}, payload });

async function employerRow(e: EmployerSession) {
  const [row] = await t.database.db.select().from(employers).where(eq(employers.id, e.employerId));
  return row!;
}
const lastMail = (to: string) => lastMailTo(t, to);
const domainOf = (e: EmployerSession) => e.email.split("@")[1]!;
const tokenIn = (text: string) => /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? "";

describe("business-domain e-mail", () => {
  it("refuses an address outside the company's domain", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    for (const address of ["someone@gmail.com", `x@other-${domainOf(e)}`, `x@sub.${domainOf(e)}`]) {
      const res = await post("/api/v1/employer/verification/email", e.cookie, { address });
      expect(res.statusCode, address).toBe(400);
      expect(res.json().error.fields.address).toBe(EMPLOYER.emailDomainMismatch(domainOf(e)));
    }
  });

  it("sends a single-use link, stores only its hash, and verifies on confirmation", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const address = `Verify@WWW.${domainOf(e)}`.replace("WWW.", "");
    const res = await post("/api/v1/employer/verification/email", e.cookie, { address });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMail(address.toLowerCase());
    expect(mail?.kind).toBe("employer_domain_verification");
    expect(mail?.textBody).toContain("https://standing.test/verify-email?token=");
    const token = tokenIn(mail!.textBody);
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.employerId, e.employerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashEmailToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    // Opened in another browser (no session): the link itself is the proof.
    const ok = await post("/api/v1/employer/verification/email/confirm", undefined, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(EMAIL_VERIFICATION.success);
    const row = await employerRow(e);
    expect(row.verificationStatus).toBe("verified");
    expect(row.verificationMethod).toBe("email_domain");
    expect(row.verifiedAt).not.toBeNull();

    const again = await post("/api/v1/employer/verification/email/confirm", undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(EMAIL_VERIFICATION.failed);
    const verifiedAgain = await post("/api/v1/employer/verification/email", e.cookie, { address });
    expect(verifiedAgain.statusCode).toBe(409);
    // And now the employer can rate.
    const pid = (await buildProfessional(t.database)).id;
    const rate = await post("/api/v1/employer/ratings", e.cookie, ratingPayload(pid));
    expect(rate.statusCode).toBe(201);
  });

  it("links expire after 24 hours, and a new link replaces the old one", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const address = `hr@${domainOf(e)}`;
    await post("/api/v1/employer/verification/email", e.cookie, { address });
    const first = tokenIn((await lastMail(address))!.textBody);
    await new Promise((r) => setTimeout(r, 5));
    await post("/api/v1/employer/verification/email", e.cookie, { address });
    const second = tokenIn((await lastMail(address))!.textBody);
    expect(second).not.toBe(first);
    const old = await post("/api/v1/employer/verification/email/confirm", undefined, { token: first });
    expect(old.statusCode).toBe(400);
    await expect(
      confirmBusinessEmail(t.database, {
        token: second,
        now: new Date(Date.now() + 24 * 3_600_000 + 1000),
        origin: TEST_ORIGIN,
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: EMAIL_VERIFICATION.failed });
    expect((await employerRow(e)).verificationStatus).toBe("unverified");
    const bogus = await post("/api/v1/employer/verification/email/confirm", undefined, {
      token: "not-a-real-token-at-all",
    });
    expect(bogus.statusCode).toBe(400);
  });

  it("answers a link of the wrong shape with the spec's words, not the validator's (issue 20 §2)", async () => {
    for (const body of [{ token: "garbage" }, { token: "x".repeat(201) }, {}, { token: 42 }]) {
      const res = await post("/api/v1/employer/verification/email/confirm", undefined, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json().error;
      expect(error.message).toBe(EMAIL_VERIFICATION.failed);
      expect(JSON.stringify(error)).not.toMatch(/Too (small|big)|expected string|Invalid input/);
    }
  });
});

describe("EIN", () => {
  it("checks the format and the IRS prefix at once", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const cases: Array<[string, string]> = [
      ["12-345678", EMPLOYER.einFormat],
      ["AB-1234567", EMPLOYER.einFormat],
      ["07-1234567", EMPLOYER.einPrefix],
      ["00-1234567", EMPLOYER.einPrefix],
      ["89-1234567", EMPLOYER.einPrefix],
    ];
    for (const [ein, message] of cases) {
      const res = await post("/api/v1/employer/verification/ein", e.cookie, { ein });
      expect(res.statusCode, ein).toBe(400);
      expect(res.json().error.fields.ein, ein).toBe(message);
    }
    expect((await employerRow(e)).verificationStatus).toBe("unverified");
  });

  it("a valid EIN goes to review; an administrator approves it; the employer is e-mailed and may rate", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const res = await post("/api/v1/employer/verification/ein", e.cookie, { ein: "123456789" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(EMPLOYER.requestSubmitted);
    expect((await employerRow(e)).verificationStatus).toBe("pending");
    const dup = await post("/api/v1/employer/verification/ein", e.cookie, { ein: "12-3456789" });
    expect(dup.statusCode).toBe(409);

    const overview = await t.send("GET", "/api/v1/employer/overview", e.cookie);
    expect(overview.json().verificationRequests[0]).toMatchObject({
      method: "ein",
      status: "pending",
      ein: "12-XXX6789",
    });

    const list = await t.send("GET", "/api/v1/admin/verifications", admin.cookie);
    const req = list.json().requests.find((r: { employer: { id: string } }) => r.employer.id === e.employerId);
    expect(req).toMatchObject({ method: "ein", status: "pending", ein: "12-3456789" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/admin/verifications", headers: { cookie: e.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await post(`/api/v1/admin/verifications/${req.id}/approve`, e.cookie, {})).statusCode).toBe(403);

    const approve = await post(`/api/v1/admin/verifications/${req.id}/approve`, admin.cookie, {});
    expect(approve.statusCode, approve.body).toBe(200);
    const row = await employerRow(e);
    expect(row).toMatchObject({ verificationStatus: "verified", verificationMethod: "ein" });
    const decided = await lastMail(e.email);
    expect(decided?.kind).toBe("employer_verification_approved");
    // A notice e-mail (D210): one-click unsubscribe from verification updates, and the preferences link.
    expect(decided?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(decided?.textBody).toContain("/settings/notifications");
    expect(
      (
        await post(`/api/v1/admin/verifications/${req.id}/reject`, admin.cookie, {
          reason: "Sent too late: already approved.",
        })
      ).statusCode,
    ).toBe(409);
    const pid = (await buildProfessional(t.database)).id;
    expect((await post("/api/v1/employer/ratings", e.cookie, ratingPayload(pid))).statusCode).toBe(201);
  });

  it("a rejection needs a reason, which reaches the employer", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    await post("/api/v1/employer/verification/ein", e.cookie, { ein: "27-1234567" });
    const [req] = await t.database.db
      .select({ id: employerVerificationRequests.id })
      .from(employerVerificationRequests)
      .where(eq(employerVerificationRequests.employerId, e.employerId));
    expect((await post(`/api/v1/admin/verifications/${req!.id}/reject`, admin.cookie, {})).statusCode).toBe(400);
    // The shared reason rule (D161): "abc"-like filler is refused with a field message, never mailed.
    for (const reason of ["abc", "asdf asdf asdf", "xxxxxxxxxxxxxxxx", "!!!!!!!!!!!!"]) {
      const bad = await post(`/api/v1/admin/verifications/${req!.id}/reject`, admin.cookie, { reason });
      expect(bad.statusCode, reason).toBe(400);
      expect(Object.values(REASON_MESSAGES)).toContain(bad.json().error.fields.reason);
    }
    const res = await post(`/api/v1/admin/verifications/${req!.id}/reject`, admin.cookie, {
      reason: "The EIN does not match the company name on IRS records.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await employerRow(e)).verificationStatus).toBe("rejected");
    const mail = await lastMail(e.email);
    expect(mail?.kind).toBe("employer_verification_rejected");
    expect(mail?.textBody).toContain("does not match the company name");
    // A new request may follow a rejection.
    expect((await post("/api/v1/employer/verification/ein", e.cookie, { ein: "27-1234568" })).statusCode).toBe(201);
  });
});

describe("state registration", () => {
  const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20)]);
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
  const multipart = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) =>
    multipartForm("----standingtest", fields, file ? [{ field: "document", ...file }] : []);
  const upload = (cookie: string, body: ReturnType<typeof multipart>) =>
    t.sendForm("/api/v1/employer/verification/state", cookie, body);

  it("answers a body cut off mid-file with 400 and stores nothing", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const whole = multipart(
      { state: "tx", entityNumber: "0801234567" },
      { name: "cert.png", type: "image/png", data: PNG },
    );
    const res = await upload(e.cookie, { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 30) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect((await employerRow(e)).verificationStatus).not.toBe("pending");
  });

  it("stores the document (type sniffed from content) and queues the request", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    // A PNG named .pdf and declared as PDF is stored as what it is.
    const res = await upload(
      e.cookie,
      multipart(
        { state: "Texas", entityNumber: "0801234567" },
        { name: "cert.pdf", type: "application/pdf", data: PNG },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [req] = await t.database.db
      .select()
      .from(employerVerificationRequests)
      .where(eq(employerVerificationRequests.employerId, e.employerId));
    expect(req).toMatchObject({
      method: "state_registration",
      state: "TX",
      documentType: "image/png",
      documentSize: PNG.length,
    });
    expect(req!.documentKey).toMatch(/\.png$/);
    expect(existsSync(join(t.dataDir, "files", req!.documentKey!))).toBe(true);
    expect((await employerRow(e)).verificationStatus).toBe("pending");
    const doc = await t.send("GET", `/api/v1/admin/verifications/${req!.id}/document`, admin.cookie);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers["content-type"]).toBe("image/png");
    expect(doc.rawPayload.equals(PNG)).toBe(true);
    const denied = await t.send("GET", `/api/v1/admin/verifications/${req!.id}/document`, e.cookie);
    expect(denied.statusCode).toBe(403);
  });

  it("refuses other types, oversized files and missing fields", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const text = await upload(
      e.cookie,
      multipart(
        { state: "CA", entityNumber: "C1234567" },
        { name: "a.pdf", type: "application/pdf", data: Buffer.from("hello, not a pdf") },
      ),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.document).toBe(EMPLOYER.documentType);
    const big = await upload(
      e.cookie,
      multipart(
        { state: "CA", entityNumber: "C1234567" },
        { name: "a.pdf", type: "application/pdf", data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) },
      ),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields.document).toBe(EMPLOYER.documentTooLarge);
    const noFile = await upload(e.cookie, multipart({ state: "CA", entityNumber: "C1234567" }));
    expect(noFile.json().error.fields.document).toBe(EMPLOYER.documentRequired);
    const noState = await upload(
      e.cookie,
      multipart({ entityNumber: "C1234567" }, { name: "a.pdf", type: "application/pdf", data: PDF }),
    );
    expect(noState.statusCode).toBe(400);
    expect(noState.json().error.fields.state).toBe(EMPLOYER.stateRequired);
    // Two letters are not enough: only real state codes (issue 20 §3).
    for (const state of ["ZZ", "Zz", "AA"]) {
      const unknown = await upload(
        e.cookie,
        multipart({ state, entityNumber: "C1234567" }, { name: "a.pdf", type: "application/pdf", data: PDF }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ state: US_STATE_MESSAGE });
    }
    // A missing, a one-character and a 500-character entity number each say what is wrong (issue 20 §2).
    for (const [entityNumber, message] of [
      ["", EMPLOYER.entityNumberRequired],
      ["C", EMPLOYER.entityNumberTooShort(2)],
      ["C".repeat(500), EMPLOYER.entityNumberTooLong(40)],
    ] as const) {
      const res = await upload(
        e.cookie,
        multipart({ state: "CA", entityNumber }, { name: "a.pdf", type: "application/pdf", data: PDF }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.entityNumber, entityNumber.slice(0, 5)).toBe(message);
    }
    expect((await employerRow(e)).verificationStatus).toBe("unverified");
    const json = await post("/api/v1/employer/verification/state", e.cookie, { state: "CA" });
    expect(json.statusCode).toBe(415);
    const ok = await upload(
      e.cookie,
      multipart({ state: "CA", entityNumber: "C1234567" }, { name: "a.pdf", type: "application/pdf", data: PDF }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("hostile bodies", () => {
  it("never answer 5xx (zod throws a TypeError on some shapes; it becomes a 400)", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const weird = { length: { toString: "" } };
    const cases: Array<[string, object]> = [
      ["/api/v1/employer/verification/email", { address: weird }],
      ["/api/v1/employer/verification/email/confirm", { token: weird }],
      ["/api/v1/employer/verification/ein", { ein: weird }],
      ["/api/v1/employer/ratings", { professionalId: weird }],
      ["/api/v1/employer/employees", { entry: { firstName: weird } }],
      ["/api/v1/employer/employees/import", { csv: weird }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, e.cookie, payload);
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe("overview", () => {
  it("shows the subscription's own status, and none without a subscription row", async () => {
    const e = await createEmployerSession(t.app, { verified: true });
    const planOf = async () => {
      const res = await t.send("GET", "/api/v1/employer/overview", e.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().plan as { type: string; status: string | null };
    };
    await t.database.query(`UPDATE subscriptions SET status = 'past_due' WHERE user_id = $1`, [e.actor.userId]);
    expect((await planOf()).status).toBe("past_due");
    await t.database.query(`DELETE FROM subscriptions WHERE user_id = $1`, [e.actor.userId]);
    expect(await planOf()).toMatchObject({ type: "free", status: null });
  });

  it("reports verification, plan, allowances, next steps and mail status as the server computes them", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    await post("/api/v1/employer/verification/email", e.cookie, { address: `ops@${domainOf(e)}` });
    const res = await t.app.inject({ method: "GET", url: "/api/v1/employer/overview", headers: { cookie: e.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.employer.verificationStatus).toBe("unverified");
    expect(body.plan).toMatchObject({ type: "free", name: "Free" });
    expect(body.allowances.ratings).toMatchObject({ limit: 0, used: 0 });
    expect(body.allowances.lookups.limit).toBe(5);
    expect(body.ratingBlockedReason).toBe(EMPLOYER.notVerified);
    expect(body.pendingEmail.address).toBe(`ops@${domainOf(e)}`);
    expect(body.mail.some((m: { kind: string }) => m.kind === "employer_domain_verification")).toBe(true);
    expect(body.nextSteps.map((s: { key: string }) => s.key)).toContain("verify");
    const pro = await createAccount(t.app, { accountType: "professional" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/employer/overview", headers: { cookie: pro.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});

describe("a pending request superseded by the business e-mail", () => {
  it("closes the EIN request as superseded in the same transaction, shows it to employer and admin, and refuses a late decision", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    expect((await post("/api/v1/employer/verification/ein", e.cookie, { ein: "12-3456789" })).statusCode).toBe(201);
    expect((await employerRow(e)).verificationStatus).toBe("pending");
    const address = `owner@${domainOf(e)}`;
    expect((await post("/api/v1/employer/verification/email", e.cookie, { address })).statusCode).toBe(200);
    const token = tokenIn((await lastMail(address))!.textBody);
    const ok = await post("/api/v1/employer/verification/email/confirm", undefined, { token });
    expect(ok.statusCode, ok.body).toBe(200);

    expect(await employerRow(e)).toMatchObject({ verificationStatus: "verified", verificationMethod: "email_domain" });
    const [req] = await t.database.db
      .select()
      .from(employerVerificationRequests)
      .where(eq(employerVerificationRequests.employerId, e.employerId));
    expect(req).toMatchObject({ status: "superseded", reason: EMPLOYER.requestSuperseded });
    expect(req!.decidedAt).not.toBeNull();

    const overview = await t.send("GET", "/api/v1/employer/overview", e.cookie);
    expect(overview.json().verificationRequests[0]).toMatchObject({ status: "superseded", ein: "12-XXX6789" });
    const list = await t.send("GET", "/api/v1/admin/verifications", admin.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().requests.find((r: { id: string }) => r.id === req!.id);
    expect(listed).toMatchObject({ status: "superseded", employer: { verificationStatus: "verified" } });
    // Not in the review queue any more: a late decision is refused and changes nothing.
    for (const action of ["approve", "reject"])
      expect(
        (await post(`/api/v1/admin/verifications/${req!.id}/${action}`, admin.cookie, { reason: "late review" }))
          .statusCode,
      ).toBe(409);
    expect((await employerRow(e)).verificationMethod).toBe("email_domain");
    // The employer hears of it once, in-app.
    const inbox = await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: { cookie: e.cookie } });
    expect(inbox.json().notifications).toHaveLength(1);
    expect(inbox.json().notifications[0].message).toBe(EMPLOYER.notifyVerifiedSuperseded("EIN"));
  });

  it("rolls back the whole confirmation when the transaction fails (the request stays pending)", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    await post("/api/v1/employer/verification/ein", e.cookie, { ein: "27-1234567" });
    const address = `ops@${domainOf(e)}`;
    await post("/api/v1/employer/verification/email", e.cookie, { address });
    const token = tokenIn((await lastMail(address))!.textBody);
    // The transaction fails after doing all its work: nothing of it may remain.
    const failing = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get(target, prop, receiver) {
          if (prop !== "transaction") return Reflect.get(target, prop, receiver);
          return (fn: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error("boom after the work");
            });
        },
      }),
    };
    await expect(confirmBusinessEmail(failing, { token, now: new Date(), origin: TEST_ORIGIN })).rejects.toThrow(
      "boom after the work",
    );
    const [req] = await t.database.db
      .select()
      .from(employerVerificationRequests)
      .where(eq(employerVerificationRequests.employerId, e.employerId));
    expect(req!.status).toBe("pending");
    expect((await employerRow(e)).verificationStatus).toBe("pending");
  });
});
