import type { QueuedMail } from "../adapters/mail/outbox";

/**
 * An account mail built around one link: a greeting by name, the paragraphs, then the link (in the text part after
 * the paragraphs, in the HTML part as the action button), and in the text part an optional closing line.
 */
function linkMail(mail: {
  kind: string;
  to: string;
  name: string;
  subject: string;
  title: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing?: string;
}): QueuedMail {
  const lines = [`Hi ${mail.name || "there"},`, ...mail.paragraphs];
  const { url } = mail.action;
  return {
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: `${lines.join("\n\n")}\n\n${url}${mail.closing ? `\n\n${mail.closing}` : ""}`,
    content: { title: mail.title, paragraphs: lines, action: mail.action },
  };
}

export function verifyEmailMail(to: string, name: string, url: string): QueuedMail {
  return linkMail({
    kind: "verify_email",
    to,
    name,
    subject: "Confirm your e-mail for Standing",
    title: "Confirm your e-mail",
    paragraphs: [
      "Please confirm your e-mail address to finish setting up your Standing account. The link is valid for 24 hours.",
    ],
    action: { label: "Confirm e-mail", url },
    closing: "If you did not create an account, you can ignore this message.",
  });
}

export function resetPasswordMail(to: string, name: string, url: string): QueuedMail {
  return linkMail({
    kind: "reset_password",
    to,
    name,
    subject: "Reset your Standing password",
    title: "Reset your password",
    paragraphs: [
      "Someone asked to reset the password of your Standing account. The link is valid for one hour. If it was not you, ignore this message: your password stays as it is.",
    ],
    action: { label: "Choose a new password", url },
  });
}

/** Sent when failures from new browsers lock the account (D314): the owner's way in, and what happened. */
export function unlockAccountMail(to: string, name: string, url: string, lockedUntil: Date): QueuedMail {
  const until = lockedUntil.toISOString().slice(11, 16);
  return linkMail({
    kind: "unlock_account",
    to,
    name,
    subject: "Failed sign-ins to your Standing account",
    title: "Failed sign-ins to your account",
    paragraphs: [
      `Someone failed to sign in to your Standing account many times from browsers it has not seen before, so sign-in from new browsers is paused until ${until} UTC. Browsers you have signed in with before are not affected.`,
      "If this was you, open the link below in the browser you want to use: it lets that browser sign in with your password straight away. The link works once, for 24 hours.",
      "If it was not you, your password held. You can see the failed attempts under Settings → Security, and changing your password there is a good idea if it is used elsewhere.",
    ],
    action: { label: "Sign in on this browser", url },
  });
}
