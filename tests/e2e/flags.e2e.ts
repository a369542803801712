import { describe, expect, it } from "vitest";
import { RATING_CATEGORY_KEYS } from "../../src/core/rating-categories";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { DESKTOP, type PageProbe, PHONE } from "./harness";
import { setUpOwnServer } from "./own-server";
import { enrolAuthenticator, SEEDED } from "./sign-in";

/**
 * The flags queue (issue 15 §1), on a server of its own (a fresh seed, so the demo administrator enrols its second
 * factor here). Jordan (the demo professional) writes a headline with biased language; the check flags it after the
 * save; the administrator claims it, hides the text with a reason after confirming; Jordan's settings page says it
 * was hidden by moderation and why, and the public profile no longer shows it. Then (D236, D237) Northwind's
 * straight-lined rating is flagged; the administrator removes it with a strike, no dispute needed; Northwind's
 * disputes page shows the strike and why; Northwind appeals with a profane statement, the administrator hides it,
 * and Northwind's page shows "Hidden by moderation" with the reason and what it wrote.
 */
const own = setUpOwnServer({ SEED_PROFESSIONALS: "40" }, process.env.FLAG_SHOTS_DIR);
const { url, open, shoot, signInUi } = own;
const { admin: ADMIN, employer: NORTHWIND, professional: JORDAN } = SEEDED;
const HEADLINE = "Foreman and chairman of the night shift";
const REASON = "Gendered job titles are against the profile guidelines; please use neutral ones.";
const STRIKE_REASON = "Every category the same lowest score, with nothing in the record to support it.";
const APPEAL = "This damn strike is unfair: our reviewer pressed the wrong row and we fixed our process the same day.";
const APPEAL_REASON = "Appeals are read by moderators: keep them free of profanity, please.";
/** The administrator's cookies once enrolled (the first journey), for the second. */
let adminCookies: Awaited<ReturnType<PageProbe["context"]["cookies"]>> = [];

describe("flags journey", () => {
  it("a biased headline is flagged, hidden with a reason, and its author sees why", async () => {
    // 1. Jordan writes the headline; the save succeeds at once.
    const jordan = await open();
    await signInUi(jordan, JORDAN);
    await jordan.page.waitForURL(/\/dashboard\/professional|\/$/);
    await jordan.page.goto(url("/dashboard/professional/settings"));
    const headline = jordan.page.getByLabel("Headline");
    await headline.waitFor();
    await headline.fill(HEADLINE);
    await jordan.page.getByRole("button", { name: "Save changes" }).click();
    await expectVisible(jordan.page.getByText("All changes saved."));

    // 2. The administrator enrols a second factor and finds it in the flags queue.
    const admin = await open();
    await signInUi(admin, ADMIN);
    await enrolAuthenticator(admin, own.server.baseUrl, ADMIN.password);
    // The check runs in a job after the save: reload the queue until the flag is there.
    const item = admin.page.getByRole("button", { name: new RegExp(`Biased language.*${HEADLINE}`) });
    await expect
      .poll(
        async () => {
          await admin.page.goto(url("/admin/flags"));
          await admin.page.getByRole("heading", { name: "Flags", level: 1 }).waitFor();
          await admin.page
            .getByRole("list", { name: "Flags" })
            .or(admin.page.getByText("Nothing here."))
            .first()
            .waitFor();
          return item.count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    await item.click();
    await expectVisible(admin.page.getByRole("list", { name: "Matched words" }));
    await expectVisible(admin.page.locator("mark", { hasText: "chairman" }));
    await admin.page.getByRole("button", { name: "Claim to review" }).click();
    await expectVisible(admin.page.getByText("Claimed by you"));
    await admin.page.getByLabel("Hide the text").check();
    await admin.page.getByLabel("Reason").fill(REASON);
    await expectAccessible(admin.page);
    await shoot(admin, "admin-flags-desktop");
    await admin.page.getByRole("button", { name: "Hide the text" }).click();
    // Irreversible: asks first.
    await expectVisible(admin.page.getByRole("alertdialog", { name: "Confirm" }));
    await admin.page.getByRole("button", { name: "Yes, hide the text" }).click();
    await expectVisible(admin.page.getByRole("heading", { name: "Decision: hidden" }));
    await expectVisible(admin.page.getByText("How often each source is right"));
    await shoot(admin, "admin-flags-decided-desktop");
    expect(ownErrors(admin.errors)).toEqual([]);
    adminCookies = await admin.context.cookies();

    // The queue at phone width.
    const phone = await open(PHONE);
    await phone.context.addCookies(await admin.context.cookies());
    await phone.page.goto(url("/admin/flags?state=all"));
    await expectVisible(phone.page.getByRole("heading", { name: "How often each source is right" }));
    await expectFitsWidth(phone.page);
    await expectAccessible(phone.page);
    await shoot(phone, "admin-flags-phone");

    // 3. Jordan sees why, and readers no longer see the headline.
    await jordan.page.goto(url("/dashboard/professional/settings"));
    await expectVisible(jordan.page.getByRole("heading", { name: "Hidden by moderation" }));
    await expectVisible(jordan.page.getByText(`hidden by moderation: ${REASON}`));
    await expectAccessible(jordan.page);
    await shoot(jordan, "author-hidden-desktop");
    const jordanPhone = await open(PHONE);
    await jordanPhone.context.addCookies(await jordan.context.cookies());
    await jordanPhone.page.goto(url("/dashboard/professional/settings"));
    await expectVisible(jordanPhone.page.getByText(`hidden by moderation: ${REASON}`));
    await expectFitsWidth(jordanPhone.page);
    await shoot(jordanPhone, "author-hidden-phone");
    // The notification says it too.
    await jordan.page.goto(url("/notifications"));
    await expectVisible(jordan.page.getByText("A moderator hid your text").first());

    const profileLink = await jordan.context.request.get(url("/api/v1/professional/profile"));
    const profileId = (await profileLink.json()).profile.id as string;
    const visitor = await open();
    await visitor.page.goto(url(`/profile/${profileId}`));
    await expectVisible(visitor.page.getByRole("heading", { level: 1 }));
    await expect.poll(() => visitor.page.getByText(HEADLINE).count()).toBe(0);
    expect(ownErrors(jordan.errors)).toEqual([]);
  }, 240_000);

  it("a straight-lined rating: removed with a strike from the flag; the appeal hidden; Northwind sees both", async () => {
    expect(adminCookies.length).toBeGreaterThan(0);
    // Northwind rates someone it has not rated with the same lowest score everywhere: flagged on submit.
    const northwindApi = await own.apiAs(NORTHWIND);
    const rated = new Set(
      (
        (await (await northwindApi.get("/api/v1/employer/ratings")).json()) as {
          ratings: Array<{ professional: { id: string } }>;
        }
      ).ratings.map((r) => r.professional.id),
    );
    const found = (await (await northwindApi.get("/api/v1/search?q=")).json()) as {
      professionals: Array<{ id: string }>;
    };
    const target = found.professionals.find((p) => !rated.has(p.id))!;
    const rating = await northwindApi.post("/api/v1/employer/ratings", {
      data: {
        professionalId: target.id,
        employmentStatus: "former",
        scores: Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, 1])),
      },
    });
    expect(rating.status(), await rating.text()).toBe(201);
    const ratingId = (await rating.json()).rating.id as string;
    await northwindApi.dispose();

    // The administrator finds the flag, claims it, removes the rating with a strike (no dispute exists).
    const admin = await open();
    await admin.context.addCookies(adminCookies);
    const list = (await (await admin.context.request.get(url("/api/v1/admin/flags"))).json()) as {
      flags: Array<{ id: string; subject: string }>;
    };
    let flagId = "";
    for (const f of list.flags.filter((x) => x.subject === "rating")) {
      const detail = (await (await admin.context.request.get(url(`/api/v1/admin/flags/${f.id}`))).json()) as {
        rating: { id: string } | null;
      };
      if (detail.rating?.id === ratingId) flagId = f.id;
    }
    expect(flagId).not.toBe("");
    await admin.page.goto(url(`/admin/flags?id=${flagId}`));
    await admin.page.getByRole("button", { name: "Claim to review" }).click();
    await expectVisible(admin.page.getByText("Claimed by you"));
    await admin.page.getByLabel("Remove the rating").check();
    const strikeBox = admin.page.getByLabel("Also issue a strike to the employer");
    await expect.poll(() => strikeBox.isEnabled()).toBe(true);
    await strikeBox.check();
    await admin.page.getByRole("textbox", { name: "Reason" }).fill(STRIKE_REASON);
    await expectAccessible(admin.page);
    await shoot(admin, "admin-flag-strike-desktop");
    await admin.page.getByRole("button", { name: "Remove the rating" }).click();
    await expectVisible(admin.page.getByText("The employer also receives a strike, which it may appeal."));
    await admin.page.getByRole("button", { name: "Yes, remove the rating" }).click();
    await expectVisible(admin.page.getByRole("heading", { name: "Decision: removed" }));
    await expectVisible(admin.page.getByText("strike issued", { exact: false }));

    // Northwind sees the strike, why, and appeals it (a profane statement, which the check flags).
    const northwind = await open();
    await signInUi(northwind, NORTHWIND);
    await northwind.page.waitForURL(/\/dashboard\/employer/);
    await northwind.page.goto(url("/dashboard/employer/disputes"));
    await expectVisible(northwind.page.getByText(`after review: ${STRIKE_REASON}`));
    await northwind.page.getByRole("button", { name: "Appeal this strike" }).click();
    await northwind.page.getByLabel("Why the decision should be reversed").fill(APPEAL);
    await northwind.page.getByRole("button", { name: "Send appeal" }).click();
    await expectVisible(northwind.page.getByText("Appeal under review"));

    // The administrator hides the appeal's statement once the check (a job the appeal woke) has flagged it.
    const appealFlagId = async () => {
      const open = (await (await admin.context.request.get(url("/api/v1/admin/flags"))).json()) as {
        flags: Array<{ id: string; subject: string; excerpt: string }>;
      };
      return open.flags.find((f) => f.subject === "appeal_statement" && APPEAL.startsWith(f.excerpt.replace("…", "")))
        ?.id;
    };
    await expect.poll(appealFlagId, { timeout: 30_000, interval: 500 }).toBeTruthy();
    const appealFlag = { id: (await appealFlagId())! };
    await admin.page.goto(url(`/admin/flags?id=${appealFlag!.id}`));
    await admin.page.getByRole("button", { name: "Claim to review" }).click();
    await admin.page.getByLabel("Hide the text").check();
    await admin.page.getByRole("textbox", { name: "Reason" }).fill(APPEAL_REASON);
    await admin.page.getByRole("button", { name: "Hide the text" }).click();
    await admin.page.getByRole("button", { name: "Yes, hide the text" }).click();
    await expectVisible(admin.page.getByRole("heading", { name: "Decision: hidden" }));
    await admin.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(admin.page.getByRole("link", { name: "Open the flag that issued it" }));
    await expectAccessible(admin.page);
    await shoot(admin, "admin-appeal-from-flag-desktop");
    const adminPhone = await open(PHONE);
    await adminPhone.context.addCookies(adminCookies);
    await adminPhone.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(adminPhone.page.getByRole("link", { name: "Open the flag that issued it" }));
    await expectFitsWidth(adminPhone.page);
    await shoot(adminPhone, "admin-appeal-from-flag-phone");
    expect(ownErrors(adminPhone.errors)).toEqual([]);
    expect(ownErrors(admin.errors)).toEqual([]);

    // Northwind: the strike's reason, and its appeal "Hidden by moderation" with the reason and what it wrote.
    await northwind.page.goto(url("/dashboard/employer/disputes"));
    await expectVisible(northwind.page.getByRole("heading", { name: "Hidden by moderation" }));
    await expectVisible(northwind.page.getByText(`hidden by moderation: ${APPEAL_REASON}`));
    await northwind.page.getByText("What you wrote").click();
    await expectVisible(northwind.page.getByText(APPEAL));
    await expectAccessible(northwind.page);
    await shoot(northwind, "employer-strike-hidden-appeal-desktop");
    const phone = await open(PHONE);
    await phone.context.addCookies(await northwind.context.cookies());
    await phone.page.goto(url("/dashboard/employer/disputes"));
    await expectVisible(phone.page.getByText(`hidden by moderation: ${APPEAL_REASON}`));
    await expectVisible(phone.page.getByText(`after review: ${STRIKE_REASON}`));
    await expectFitsWidth(phone.page);
    await expectAccessible(phone.page);
    await shoot(phone, "employer-strike-hidden-appeal-phone");
    expect(ownErrors(northwind.errors)).toEqual([]);
  }, 240_000);

  it("Jordan's dispute statement is hidden: the dispute page says why and keeps what Jordan wrote", async () => {
    expect(adminCookies.length).toBeGreaterThan(0);
    const STATEMENT =
      "The shift lead who entered this shit rating never supervised me; the rota shows another team for that whole year.";
    const HIDE_REASON = "Statements are read by reviewers: please keep them free of profanity.";
    const jordanApi = await own.apiAs(JORDAN);
    const jordans = (await (await jordanApi.get("/api/v1/professional/ratings")).json()) as {
      ratings: Array<{ id: string; canDispute: boolean }>;
    };
    const target = jordans.ratings.find((r) => r.canDispute)!;
    const filed = await jordanApi.post("/api/v1/professional/disputes", {
      multipart: { ratingId: target.id, disputeType: "factual_inaccuracy", statement: STATEMENT },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const disputeId = (await filed.json()).dispute.id as string;
    await jordanApi.dispose();

    const admin = await open();
    await admin.context.addCookies(adminCookies);
    const flagId = async () => {
      const open = (await (await admin.context.request.get(url("/api/v1/admin/flags"))).json()) as {
        flags: Array<{ id: string; subject: string; excerpt: string }>;
      };
      return open.flags.find(
        (f) => f.subject === "dispute_statement" && STATEMENT.startsWith(f.excerpt.replace("…", "")),
      )?.id;
    };
    await expect.poll(flagId, { timeout: 30_000, interval: 500 }).toBeTruthy();
    await admin.page.goto(url(`/admin/flags?id=${await flagId()}`));
    await admin.page.getByRole("button", { name: "Claim to review" }).click();
    await admin.page.getByLabel("Hide the text").check();
    await admin.page.getByRole("textbox", { name: "Reason" }).fill(HIDE_REASON);
    await admin.page.getByRole("button", { name: "Hide the text" }).click();
    await admin.page.getByRole("button", { name: "Yes, hide the text" }).click();
    await expectVisible(admin.page.getByRole("heading", { name: "Decision: hidden" }));
    expect(ownErrors(admin.errors)).toEqual([]);

    for (const viewport of [DESKTOP, PHONE]) {
      const jordan = await open(viewport);
      await signInUi(jordan, JORDAN);
      await jordan.page.waitForURL(/\/dashboard\/professional|\/$/);
      await jordan.page.goto(url(`/dashboard/professional/disputes?dispute=${disputeId}`));
      await expectVisible(jordan.page.getByRole("heading", { name: "Hidden by moderation" }));
      await expectVisible(jordan.page.getByText(`Dispute statement hidden by moderation: ${HIDE_REASON}`));
      // The conversation shows the placeholder; the fold keeps Jordan's own words for Jordan.
      await expectVisible(jordan.page.getByText("Hidden by moderation.", { exact: true }));
      await jordan.page.getByText("What you wrote").click();
      await expectVisible(jordan.page.getByText(STATEMENT));
      await expectAccessible(jordan.page);
      if (viewport === PHONE) await expectFitsWidth(jordan.page);
      await shoot(jordan, `professional-dispute-hidden-${viewport === PHONE ? "phone" : "desktop"}`);
      expect(ownErrors(jordan.errors)).toEqual([]);
      await jordan.context.close();
    }
  }, 240_000);
});
