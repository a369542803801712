import type { APIRequestContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APPEALS } from "../../src/core/contracts/appeals";
import { devMailLink, shoot } from "./appeal-steps";
import { expectAccessible, expectFitsWidth, expectVisible } from "./checks";
import { openConsented, type PageProbe, PHONE } from "./harness";
import { setUpOwnServer } from "./own-server";
import { apiClient, enrolAuthenticator, SEEDED, signInUi } from "./sign-in";

/**
 * The professional's appeal of a dispute decision (issue 34 §3–§4b, D326–D328), on a server of its own (a fresh
 * seed): Jordan loses a dispute (dismissed), appeals it from the dispute page; on this one-administrator install the
 * administrator decides the appeal alone after recording why (the queue says so truthfully). Then a second
 * administrator joins by invitation; Jordan loses another dispute and appeals; the first administrator is told
 * another administrator reviews it, and the second one upholds it: the rating is removed and Jordan reads why.
 */
const own = setUpOwnServer({ SEED_PROFESSIONALS: "60" });
const { url, apiAs } = own;
const { admin: ADMIN, professional: JORDAN } = SEEDED;
const SECOND = { email: "robin.review@standing-team.example", password: "Copper-Meadow-Signal-58" };
const STATEMENT = "The rating's figures do not match the work I did there: my reviews that year were all positive.";
const DISMISSAL = "The evidence supports the rating as written; nothing in the file shows it to be inaccurate.";
const APPEAL = "The review did not read my annual performance reviews, which I attached and which contradict it.";
const ALONE = "Single-administrator install: I re-read the whole file from the start before deciding the appeal.";
const UPHOLD = "The annual reviews sent with the appeal contradict the rating's scores, so the rating is removed.";

/** Jordan disputes one of their ratings through the API; an administrator's browser claims and dismisses it. */
async function lostDispute(jordan: APIRequestContext, admin: PageProbe): Promise<{ id: string; ratingId: string }> {
  const { ratings } = (await (await jordan.get("/api/v1/professional/ratings")).json()) as {
    ratings: Array<{ id: string; canDispute: boolean }>;
  };
  const rating = ratings.find((r) => r.canDispute)!;
  expect(rating).toBeTruthy();
  const filed = await jordan.post("/api/v1/professional/disputes", {
    multipart: { ratingId: rating.id, disputeType: "factual_inaccuracy", statement: STATEMENT },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const id = (await filed.json()).dispute.id as string;
  for (const step of ["claim", "decide"]) {
    const res = await admin.page.request.post(url(`/api/v1/admin/disputes/${id}/${step}`), {
      headers: { origin: own.server.baseUrl },
      data:
        step === "decide" ? { outcome: "dismiss", reasonCode: "evidence_supports_rating", statement: DISMISSAL } : {},
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { id, ratingId: rating.id };
}

/** Jordan appeals from the dispute page: a too-short reason is refused in place, then the appeal goes out. */
async function appealFromPage(jordan: PageProbe, disputeId: string, shots: string | null) {
  await jordan.page.goto(url(`/dashboard/professional/disputes?dispute=${disputeId}`));
  const section = jordan.page.getByRole("region", { name: "Appeal the decision" });
  await expectVisible(section);
  await section.getByLabel("Why the decision is wrong").fill("Wrong.");
  await section.getByRole("button", { name: "Send appeal" }).click();
  await expectVisible(section.getByText(APPEALS.statementTooShort).first());
  if (shots) {
    await expectAccessible(jordan.page);
    await section.scrollIntoViewIfNeeded();
    await shoot(jordan, `${shots}-form-refused-desktop`);
  }
  await section.getByLabel("Why the decision is wrong").fill(APPEAL);
  if (shots) {
    const phone = await openConsented(own.browser, PHONE);
    await phone.context.addCookies(await jordan.context.cookies());
    await phone.page.goto(jordan.page.url());
    await phone.page.getByLabel("Why the decision is wrong").fill(APPEAL);
    await expectFitsWidth(phone.page);
    await shoot(phone, `${shots}-form-375`);
    await phone.context.close();
  }
  await section.getByRole("button", { name: "Send appeal" }).click();
  await expectVisible(section.getByText("Appeal under review").first());
}

describe("the professional's appeal", () => {
  let admin: PageProbe;
  let jordan: PageProbe;
  let jordanApi: APIRequestContext;

  it("one administrator: the appeal is decided by the first decider alone, with a recorded reason", async () => {
    admin = await openConsented(own.browser);
    await signInUi(admin, own.server.baseUrl, ADMIN);
    await enrolAuthenticator(admin, own.server.baseUrl, ADMIN.password);
    jordanApi = await apiAs(JORDAN);
    const lost = await lostDispute(jordanApi, admin);

    jordan = await openConsented(own.browser);
    await signInUi(jordan, own.server.baseUrl, JORDAN);
    await jordan.page.waitForURL(/\/dashboard\/professional|\/$/);
    await appealFromPage(jordan, lost.id, "professional-appeal");

    // The queue says the truth on a one-administrator install, and the form asks for the reason.
    await admin.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(admin.page.getByRole("note").filter({ hasText: APPEALS.reviewersAlone }));
    const list = admin.page.getByRole("list", { name: "Professionals' appeals" });
    const card = list.getByRole("listitem").filter({ hasText: APPEAL }).filter({ hasText: "Waiting" }).first();
    await card.getByRole("button", { name: "Claim appeal" }).click();
    await card.getByLabel("Reject: the dismissal stands").check();
    await card.getByLabel("Reason", { exact: true }).selectOption("no_new_evidence");
    await card.getByLabel("Statement of reasons").fill(DISMISSAL);
    await card.getByRole("button", { name: "Record appeal decision" }).click();
    await expectVisible(card.getByText(APPEALS.selfReasonRequired).first());
    await expectAccessible(admin.page);
    await shoot(admin, "admin-appeals-alone-desktop");
    const adminPhone = await openConsented(own.browser, PHONE);
    await adminPhone.context.addCookies(await admin.context.cookies());
    await adminPhone.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(adminPhone.page.getByRole("note").filter({ hasText: APPEALS.reviewersAlone }));
    await expectFitsWidth(adminPhone.page);
    await shoot(adminPhone, "admin-appeals-alone-375");
    await adminPhone.context.close();
    await card.getByLabel("Why you decide this appeal yourself").fill(ALONE);
    await card.getByRole("button", { name: "Record appeal decision" }).click();
    await expectVisible(list.getByText(`Decided alone by the first decider; recorded reason: ${ALONE}`));
    const audit = (await (
      await admin.page.request.get(url("/api/v1/admin/audit?action=dispute_appeal_decided_alone"))
    ).json()) as { entries?: unknown[]; rows?: unknown[]; items?: unknown[] };
    expect(JSON.stringify(audit)).toContain("dispute_appeal_decided_alone");

    // Jordan reads the outcome, without who decided or why alone.
    await jordan.page.goto(url(`/dashboard/professional/disputes?dispute=${lost.id}`));
    await expectVisible(jordan.page.getByText("Appeal rejected — the decision stands").first());
    await expect.poll(() => jordan.page.getByText(ALONE).count()).toBe(0);
    await shoot(jordan, "professional-appeal-rejected-desktop");
  });

  it("two administrators: the second upholds the appeal; the rating is removed and Jordan reads why", async () => {
    // A second administrator joins by invitation and enrols a second factor.
    const invited = await admin.page.request.post(url("/api/v1/admin/invitations"), {
      headers: { origin: own.server.baseUrl },
      data: { email: SECOND.email },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = await devMailLink(own.server.baseUrl, SECOND.email, "admin_invitation");
    const token = new URL(link).searchParams.get("token")!;
    const anon = await apiClient(own.server.baseUrl);
    const accepted = await anon.post(`/api/v1/admin-invitations/${token}/accept`, {
      data: { fullName: "Robin Review", password: SECOND.password },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    const second = await openConsented(own.browser);
    await signInUi(second, own.server.baseUrl, SECOND);
    await enrolAuthenticator(second, own.server.baseUrl, SECOND.password);

    const lost = await lostDispute(jordanApi, admin);
    await appealFromPage(jordan, lost.id, null);

    // The first decider is told, truthfully, that another administrator reviews it.
    await admin.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(admin.page.getByRole("note").filter({ hasText: /1 other administrator is active/ }));
    const mine = admin.page
      .getByRole("list", { name: "Professionals' appeals" })
      .getByRole("listitem")
      .filter({ hasText: APPEAL })
      .filter({ hasText: "Waiting" })
      .first();
    await expectVisible(mine.getByText("You took the original decision; another administrator reviews this appeal."));

    await second.page.goto(url("/admin/disputes?view=appeals"));
    // The seeded history has appeals of its own: this one is found by Jordan's words (decided ones leave "Waiting").
    const card = second.page
      .getByRole("list", { name: "Professionals' appeals" })
      .getByRole("listitem")
      .filter({ hasText: APPEAL })
      .filter({ hasText: "Waiting" })
      .first();
    await card.getByRole("button", { name: "Claim appeal" }).click();
    await card.getByLabel("Uphold: overturn the dismissal, remove the rating and issue a strike").check();
    await card.getByLabel("Reason", { exact: true }).selectOption("new_evidence");
    await card.getByLabel("Statement of reasons").fill(UPHOLD);
    await expect.poll(() => card.getByLabel("Why you decide this appeal yourself").count()).toBe(0);
    await expectAccessible(second.page);
    await shoot(second, "admin-appeals-queue-desktop");
    const secondPhone = await openConsented(own.browser, PHONE);
    await secondPhone.context.addCookies(await second.context.cookies());
    await secondPhone.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(secondPhone.page.getByRole("list", { name: "Professionals' appeals" }));
    await expectFitsWidth(secondPhone.page);
    await shoot(secondPhone, "admin-appeals-queue-375");
    await secondPhone.context.close();
    await card.getByRole("button", { name: "Record appeal decision" }).click();
    await expectVisible(
      second.page.getByRole("listitem").filter({ hasText: UPHOLD }).getByText("Upheld — dismissal overturned"),
    );

    // Jordan reads the outcome; the rating is removed.
    await jordan.page.goto(url(`/dashboard/professional/disputes?dispute=${lost.id}`));
    await expectVisible(jordan.page.getByText("Appeal upheld — the decision was overturned").first());
    await expectVisible(jordan.page.getByText(UPHOLD).first());
    await expectAccessible(jordan.page);
    await shoot(jordan, "professional-appeal-upheld-desktop");
    const phone = await openConsented(own.browser, PHONE);
    await phone.context.addCookies(await jordan.context.cookies());
    await phone.page.goto(url(`/dashboard/professional/disputes?dispute=${lost.id}`));
    await expectVisible(phone.page.getByText("Appeal upheld — the decision was overturned").first());
    await expectFitsWidth(phone.page);
    await shoot(phone, "professional-appeal-upheld-375");
    await phone.context.close();
    const ratings = (await (await jordanApi.get("/api/v1/professional/ratings")).json()) as {
      ratings: Array<{ id: string; status: string }>;
    };
    expect(ratings.ratings.find((r) => r.id === lost.ratingId)?.status).toBe("removed");
  });
});
