import { describe, expect, it } from "vitest";
import { INVITATIONS } from "../../src/core/contracts/appeals";
import { VALIDATION } from "../../src/core/messages";
import { shoot } from "./appeal-steps";
import { expectAccessible, expectFitsWidth, expectVisible } from "./checks";
import { openConsented, PHONE } from "./harness";
import { setUpOwnServer } from "./own-server";
import { E2E_DEV_TOKEN } from "./server";
import { enrolAuthenticator, SEEDED, signInUi } from "./sign-in";

/**
 * Administrator invitations (issue 34 §4a, D329–D330), on a server of its own (a fresh seed): the demo administrator
 * enrols a second factor, invites a colleague from /admin/administrators; the colleague opens the link from the
 * development outbox (/dev/mail), sets a name and password, signs in, is sent to enrol a second factor first, and
 * then reaches the admin console. A second invitation is revoked with a confirmation; its link then says so.
 */
const own = setUpOwnServer({ SEED_PROFESSIONALS: "40" });
const { url } = own;
const ADMIN = SEEDED.admin;
const INVITEE = { email: "casey.ops@standing-team.example", password: "Harbour-Violet-Lantern-77" };

describe("administrator invitations", () => {
  it("invite → /dev/mail link → password → sign in → second factor → admin console; revoke", async () => {
    const admin = await openConsented(own.browser);
    await signInUi(admin, own.server.baseUrl, ADMIN);
    await enrolAuthenticator(admin, own.server.baseUrl, ADMIN.password);
    await admin.page.goto(url("/admin/administrators"));
    await admin.page.getByLabel("E-mail address").fill("not an address");
    await admin.page.getByRole("button", { name: "Send invitation" }).click();
    await expectVisible(admin.page.getByRole("alert").filter({ hasText: VALIDATION.invalidEmail }));
    await admin.page.getByLabel("E-mail address").fill(INVITEE.email);
    await admin.page.getByRole("button", { name: "Send invitation" }).click();
    await expectVisible(admin.page.getByText(INVITEE.email).first());
    await expectVisible(admin.page.getByRole("listitem").filter({ hasText: INVITEE.email }).getByText("Open"));
    await expectAccessible(admin.page);
    await shoot(admin, "admin-invitations-desktop");
    const adminPhone = await openConsented(own.browser, PHONE);
    await adminPhone.context.addCookies(await admin.context.cookies());
    await adminPhone.page.goto(url("/admin/administrators"));
    await expectVisible(adminPhone.page.getByText(INVITEE.email).first());
    await expectFitsWidth(adminPhone.page);
    await shoot(adminPhone, "admin-invitations-375");
    await adminPhone.context.close();

    // The invitee, in a browser of their own, opens the link from the development outbox.
    const invitee = await openConsented(own.browser);
    await invitee.page.goto(url(`/dev/mail?token=${E2E_DEV_TOKEN}`));
    const mail = invitee.page.locator("article").filter({ hasText: INVITATIONS.mailSubject }).first();
    await expectVisible(mail);
    await mail.getByRole("link").first().click();
    await invitee.page.waitForURL(/\/admin-invitation\?token=/);
    await expectVisible(invitee.page.getByText(INVITEE.email).first());
    await invitee.page.getByLabel("Full name").fill("Casey Ops");
    await invitee.page.getByLabel("Password").fill("password1");
    await invitee.page.getByRole("button", { name: "Create administrator account" }).click();
    await expectVisible(invitee.page.getByText("This password is too common").first());
    await expectAccessible(invitee.page);
    await shoot(invitee, "admin-invitation-accept-desktop");
    await invitee.page.getByLabel("Password").fill(INVITEE.password);
    await invitee.page.getByRole("button", { name: "Create administrator account" }).click();
    await expectVisible(invitee.page.getByText(INVITATIONS.accepted));
    const link = invitee.page.url();

    // Signing in, the console stays closed until a second factor is enrolled.
    await signInUi(invitee, own.server.baseUrl, INVITEE);
    await enrolAuthenticator(invitee, own.server.baseUrl, INVITEE.password);
    await invitee.page.goto(url("/admin"));
    await expectVisible(invitee.page.getByRole("heading", { level: 1 }).first());
    expect(invitee.page.url()).toBe(url("/admin"));
    await invitee.page.goto(url("/admin/disputes?view=appeals"));
    await expectVisible(invitee.page.getByRole("note").filter({ hasText: /1 other administrator is active/ }));

    // The link worked once.
    const again = await openConsented(own.browser);
    await again.page.goto(link);
    await expectVisible(again.page.getByText(INVITATIONS.used));
    await again.context.close();

    // A second invitation, revoked after a confirmation: its link says so.
    await admin.page.getByLabel("E-mail address").fill("second.ops@standing-team.example");
    await admin.page.getByRole("button", { name: "Send invitation" }).click();
    const row = admin.page.getByRole("listitem").filter({ hasText: "second.ops@standing-team.example" });
    await row.getByRole("button", { name: "Revoke" }).click();
    const dialog = admin.page.getByRole("dialog");
    await expectVisible(dialog.getByText("Revoke this invitation?"));
    await dialog.getByRole("button", { name: "Revoke invitation" }).click();
    await expectVisible(row.getByText("Revoked"));
    await expectVisible(admin.page.getByRole("listitem").filter({ hasText: INVITEE.email }).getByText("Accepted"));
    await shoot(admin, "admin-invitations-revoked-desktop");
    const audit = await admin.page.request.get(url("/api/v1/admin/audit?action=admin_invitation_revoked"));
    expect(audit.status()).toBe(200);
  });
});
