import { describe, expect, it } from "vitest";
import { adminInvitationMail } from "../../src/server/adapters/mail/admin-invitation-mail";
import { claimDecisionMail, rosterInviteMail } from "../../src/server/adapters/mail/claim-mail";
import { businessEmailVerificationMail, verificationDecisionMail } from "../../src/server/adapters/mail/employer-mail";
import { type MailContent, renderMailHtml, renderMailPlainText } from "../../src/server/adapters/mail/layout";
import { catalogueMail, withNoticeFooter } from "../../src/server/adapters/mail/notice-mail";
import type { QueuedMail } from "../../src/server/adapters/mail/outbox";
import { resetPasswordMail, unlockAccountMail, verifyEmailMail } from "../../src/server/auth/auth-mail";

const PUBLIC = "https://standing.test";
const mails: Record<string, QueuedMail> = {
  verify: verifyEmailMail("a@x.test", "Ada", `${PUBLIC}/api/auth/verify-email?token=t1&callbackURL=%2Fdashboard`),
  reset: resetPasswordMail("a@x.test", "", `${PUBLIC}/reset-password/t2?callbackURL=%2Freset-password`),
  unlock: unlockAccountMail("a@x.test", "Ada", `${PUBLIC}/unlock?token=t3`, new Date("2026-11-28T10:15:00Z")),
  business: businessEmailVerificationMail("hr@acme.test", "Acme & Sons <Ltd>", `${PUBLIC}/verify-business?token=t4`),
  verified: verificationDecisionMail("hr@acme.test", "Acme", { approved: true }, `${PUBLIC}/dashboard/employer`),
  refused: verificationDecisionMail("hr@acme.test", "Acme", { approved: false, reason: "No registry" }, PUBLIC),
  invite: rosterInviteMail({ to: "p@x.test", firstName: "Pat", publicUrl: PUBLIC, token: "t 5", expiresInDays: 30 }),
  claimed: claimDecisionMail({
    to: "p@x.test",
    profileName: "Pat Lee",
    publicUrl: PUBLIC,
    decision: { approved: true },
  }),
  admin: adminInvitationMail({ to: "n@x.test", inviterName: "Ana Admin", publicUrl: PUBLIC, token: "t7" }),
  notice: withNoticeFooter(
    catalogueMail({
      to: "p@x.test",
      kind: "rating_received",
      title: "You received a rating",
      message: "A verified employer rated you.",
      link: "/dashboard/professional/ratings",
      publicUrl: PUBLIC,
    }),
    { kind: "unsubscribe", topic: "newRating", token: "tok/6", preferences: true },
    PUBLIC,
  ),
};

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** Issue 35 point 6 (decision 0344): every mail's HTML part is react-email's, in the one layout. */
describe("the mail layout", () => {
  for (const [name, mail] of Object.entries(mails)) {
    it(`${name}: HTML from the layout says what the text part says, with the same links`, async () => {
      const content = mail.content as MailContent;
      expect(content, name).toBeDefined();
      const html = await renderMailHtml(content);
      expect(html.startsWith("<!DOCTYPE html")).toBe(true);
      expect(html).toContain("Standing — the verified reputation network for today");
      const text = decode(html);
      expect(text).toContain(content.title);
      for (const paragraph of content.paragraphs) expect(text).toContain(paragraph);
      // Every address of the text part is a link of the HTML part, exactly.
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(text).toContain(`href="${url}"`);
      // No script, no image, no tracking: nothing the mail did not say before.
      expect(html).not.toMatch(/<script|<img|<iframe/i);
      const plain = await renderMailPlainText(content);
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(plain).toContain(url);
      for (const paragraph of content.paragraphs)
        expect(plain.replace(/\s+/g, " ")).toContain(paragraph.replace(/\s+/g, " "));
    });
  }

  it("escapes what people typed (a company name with markup stays text)", async () => {
    const html = await renderMailHtml(mails.business!.content as MailContent);
    expect(html).not.toContain("<Ltd>");
    expect(html).toContain("Acme &amp; Sons &lt;Ltd&gt;");
  });

  it("keeps the text parts exactly as they were", () => {
    expect(mails.verify!.text).toBe(
      `Hi Ada,\n\nPlease confirm your e-mail address to finish setting up your Standing account. The link is valid for 24 hours.\n\n${PUBLIC}/api/auth/verify-email?token=t1&callbackURL=%2Fdashboard\n\nIf you did not create an account, you can ignore this message.`,
    );
    expect(
      mails.notice!.text.startsWith("You received a rating\n\nA verified employer rated you.\n\nOpen Standing: "),
    ).toBe(true);
    expect(mails.notice!.content?.footer?.[0]?.url).toBe(`${PUBLIC}/unsubscribe?token=tok%2F6`);
  });
});
