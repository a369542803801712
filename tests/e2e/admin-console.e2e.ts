import { describe, expect, it } from "vitest";
import { ACCOUNT, ADMIN_CONSOLE } from "../../src/core/messages";
import { totp } from "../../src/server/test/totp";
import { expectAccessible, expectFitsWidth, expectVisible, ownErrors } from "./checks";
import { PHONE } from "./harness";
import { setUpOwnServer } from "./own-server";
import { enrolAuthenticator, SEEDED } from "./sign-in";

/**
 * The admin console (issue 15 §2–§7), on a server of its own (a fresh seed: the demo administrator enrols its second
 * factor here). The administrator signs in with the second factor and lands on the overview; uses the sidebar; finds
 * Jordan, resets Jordan's second factor (app and passkeys, D235), and suspends the account with a reason (a filler reason is refused first); the audit log shows it; Jordan's
 * sign-in is refused with the suspension message; the administrator traces a rating to its employer from the audit
 * log, and that view is itself in the log. Every console screen is checked (axe, no sideways scroll at 375 px) and
 * shot at both widths when ADMIN_SHOTS_DIR is set.
 */
const own = setUpOwnServer({ SEED_PROFESSIONALS: "40" }, process.env.ADMIN_SHOTS_DIR);
const { url, open, shoot } = own;
const passwordStep = own.signInUi;
const { admin: ADMIN, employer: NORTHWIND, professional: JORDAN } = SEEDED;
const SUSPEND_REASON = "Impersonated another professional in messages to two employers.";
const RESET_REASON = "Lost phone; identity checked on a video call with the account's e-mail.";
const TRACE_REASON = "Checking the rating named in a dispute about employment dates.";

describe("admin console journey", () => {
  it("overview → sidebar → suspend a user with a reason → audit log → trace a rating's employer", async () => {
    // Northwind rates someone it has not rated yet: the rating's audit row is where the administrator starts.
    const northwind = await own.apiAs(NORTHWIND);
    const rated = new Set(
      (
        (await (await northwind.get("/api/v1/employer/ratings")).json()) as {
          ratings: Array<{ professional: { id: string } }>;
        }
      ).ratings.map((r) => r.professional.id),
    );
    const found = (await (await northwind.get("/api/v1/search?q=")).json()) as { professionals: Array<{ id: string }> };
    const target = found.professionals.find((p) => !rated.has(p.id))!;
    const rating = await northwind.post("/api/v1/employer/ratings", {
      data: {
        professionalId: target.id,
        employmentStatus: "former",
        scores: { overall_performance: 4, reliability: 4 },
      },
    });
    expect(rating.status(), await rating.text()).toBe(201);
    const ratingId = (await rating.json()).rating.id as string;
    await northwind.dispose();

    // Jordan has an authenticator app (enrolled through the API), for the reset below.
    const jordanApi = await own.apiAs(JORDAN);
    const enable = await jordanApi.post("/api/auth/two-factor/enable", { data: { password: JORDAN.password } });
    expect(enable.status(), await enable.text()).toBe(200);
    const jordanSecret = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
    const enrolled = await jordanApi.post("/api/auth/two-factor/verify-totp", { data: { code: totp(jordanSecret) } });
    expect(enrolled.status(), await enrolled.text()).toBe(200);

    // 0. The demo administrator has no second factor yet: enrol one (as the disputes journey does).
    const enrol = await open();
    await passwordStep(enrol, ADMIN);
    const { secret, used } = await enrolAuthenticator(enrol, own.server.baseUrl, ADMIN.password);
    await enrol.context.close();

    // 1. A fresh sign-in with password and code lands on the overview.
    const admin = await open();
    await passwordStep(admin, ADMIN);
    // A code is accepted once: wait for the next 30-second window before signing in with one.
    await expect.poll(() => totp(secret), { timeout: 35_000, interval: 500 }).not.toBe(used);
    await admin.page.getByLabel(ACCOUNT.authCode).fill(totp(secret));
    await admin.page.getByRole("button", { name: ACCOUNT.verify }).click();
    await admin.page.waitForURL(url("/admin"));
    await expectVisible(admin.page.getByRole("heading", { name: "Overview", level: 1 }));
    for (const queue of ["Disputes", "Strike appeals", "Verifications", "Claim requests"])
      await expectVisible(admin.page.getByRole("link", { name: queue, exact: true }));
    await expectVisible(admin.page.getByRole("heading", { name: "Mail outbox" }));
    await expectVisible(admin.page.getByRole("heading", { name: "Jobs" }));
    await expectAccessible(admin.page);

    // 2. The sidebar leads to Users; search finds Jordan; suspend asks for a real reason.
    const nav = admin.page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "Users" }).click();
    await admin.page.waitForURL(url("/admin/users"));
    await admin.page.getByLabel("Name, e-mail or company").fill(JORDAN.email);
    await admin.page.getByRole("button", { name: "Search" }).click();
    await admin.page.getByRole("link", { name: /Jordan/ }).click();
    await expectVisible(admin.page.getByRole("heading", { name: /Jordan/, level: 1 }));
    // Jordan lost the phone holding the authenticator app: the reset removes every second factor (D235) and
    // signs Jordan out everywhere.
    await expectVisible(admin.page.getByText("Authenticator app", { exact: true }));
    await admin.page.getByRole("button", { name: "Reset second factor" }).click();
    const resetDialog = admin.page.getByRole("dialog");
    await expectVisible(resetDialog.getByText("passkeys stop working", { exact: false }));
    await resetDialog.getByLabel("Reason (recorded in the audit log)").fill(RESET_REASON);
    await shoot(admin, "user-reset-second-factor-desktop");
    await resetDialog.getByRole("button", { name: "Reset second factor" }).click();
    await expectVisible(admin.page.getByText(ADMIN_CONSOLE.secondFactorReset));
    await expectVisible(admin.page.getByText("None", { exact: true }));
    expect(((await (await jordanApi.get("/api/v1/me")).json()) as { user: unknown }).user).toBeNull();
    await jordanApi.dispose();
    await admin.page.getByRole("button", { name: "Suspend account" }).click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByLabel("Reason (recorded in the audit log)").fill("abc");
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expectVisible(dialog.getByRole("alert"));
    await dialog.getByLabel("Reason (recorded in the audit log)").fill(SUSPEND_REASON);
    await dialog.getByRole("button", { name: "Suspend account" }).click();
    await expectVisible(admin.page.getByText(ADMIN_CONSOLE.suspended));
    await expectVisible(admin.page.getByRole("status").filter({ hasText: SUSPEND_REASON }));
    await expectAccessible(admin.page);

    // Jordan cannot sign in, and is told why.
    const jordan = await open();
    await passwordStep(jordan, JORDAN);
    await expectVisible(jordan.page.getByText(ADMIN_CONSOLE.accountSuspended));
    await jordan.context.close();

    // 3. The audit log shows the suspension with its reason.
    await nav.getByRole("link", { name: "Audit log" }).click();
    await admin.page.waitForURL(url("/admin/audit"));
    await admin.page.getByLabel("Action (starts with)").fill("user_suspended");
    await admin.page.getByRole("button", { name: "Search", exact: true }).click();
    await expectVisible(admin.page.getByText(`Reason: ${SUSPEND_REASON}`));

    // 4. A rating's employer, traced from its audit row, with a reason; the view is itself audited.
    await admin.page.getByLabel("Action (starts with)").fill("rating_submitted");
    await admin.page.getByRole("button", { name: "Search", exact: true }).click();
    await admin.page.getByRole("button", { name: `Trace employer of rating ${ratingId}` }).click();
    await admin.page.getByRole("dialog").getByLabel("Reason (recorded in the audit log)").fill(TRACE_REASON);
    await admin.page.getByRole("dialog").getByRole("button", { name: "Show employer" }).click();
    await expectVisible(admin.page.getByTestId("attribution").getByText("Northwind", { exact: false }));
    await admin.page.getByLabel("Table").fill("");
    await admin.page.getByLabel("Record id").fill("");
    await admin.page.getByLabel("Action (starts with)").fill("rating_attribution_viewed");
    await admin.page.getByRole("button", { name: "Search", exact: true }).click();
    await expectVisible(admin.page.getByText(`Reason: ${TRACE_REASON}`));
    await expectAccessible(admin.page);
    expect(ownErrors(admin.errors)).toEqual([]);

    // A privacy request waiting, so its queue shows an item and the answer form.
    const privacy = await admin.context.request.post(url("/api/v1/contact"), {
      data: {
        firstName: "Dana",
        lastName: "Data",
        email: "dana@example.com",
        inquiryType: "privacy",
        message: "Please tell me what you hold about me.",
      },
    });
    expect(privacy.status(), await privacy.text()).toBeLessThan(300);

    // 5. Every console screen, desktop and 375 px: accessible, no sideways scroll, shot.
    const screens: Array<[string, string]> = [
      ["overview", "/admin"],
      ["users", "/admin/users?q=jordan"],
      ["analytics", "/admin/analytics"],
      ["audit", "/admin/audit?action=user_"],
      ["subscriptions", "/admin/subscriptions"],
      ["verifications", "/admin/verifications"],
      ["claims", "/admin/claims"],
      ["disputes", "/admin/disputes"],
      ["flags", "/admin/flags"],
      ["privacy-requests", "/admin/privacy-requests"],
    ];
    const phone = await open(PHONE);
    await phone.context.addCookies(await admin.context.cookies());
    for (const [name, path] of screens) {
      for (const probe of [admin, phone]) {
        await probe.page.goto(url(path));
        await expectVisible(probe.page.getByRole("heading", { level: 1 }));
        await probe.page.waitForLoadState("networkidle");
        await expectAccessible(probe.page);
        await shoot(probe, `${name}-${probe === phone ? "375" : "desktop"}`);
        if (probe === phone) await expectFitsWidth(probe.page);
      }
    }
    // The user detail page and the folded menu at 375 px.
    await phone.page.goto(url("/admin/users?q=jordan"));
    await phone.page.getByRole("link", { name: /Jordan/ }).click();
    await expectVisible(phone.page.getByRole("heading", { name: /Jordan/, level: 1 }));
    await expectFitsWidth(phone.page);
    await shoot(phone, "user-375");
    await phone.page.getByRole("button", { name: "Admin menu" }).click();
    await expectVisible(phone.page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }));
    await expectAccessible(phone.page);
    await shoot(phone, "menu-375");
    await admin.page.goto(url("/admin/users?q=jordan"));
    await admin.page.getByRole("link", { name: /Jordan/ }).click();
    await expectVisible(admin.page.getByRole("heading", { name: /Jordan/, level: 1 }));
    await shoot(admin, "user-desktop");
    expect(ownErrors(phone.errors)).toEqual([]);
    expect(ownErrors(admin.errors)).toEqual([]);
  }, 240_000);
});
