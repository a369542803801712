import type { QueuedMail } from "../adapters/mail/outbox";
export function verifyEmailMail(to: string, name: string, url: string): QueuedMail {
  const greeting = `Hi ${name || "there"},`;
  const lines = [
    greeting,
    "Please confirm your e-mail address to finish setting up your Standing account. The link is valid for 24 hours.",
  ];
  return {
    kind: "verify_email",
    to,
    subject: "Confirm your e-mail for Standing",
    text: `${lines.join("\n\n")}\n\n${url}\n\nIf you did not create an account, you can ignore this message.`,
    content: { title: "Confirm your e-mail", paragraphs: lines, action: { label: "Confirm e-mail", url } },
  };
}

export function resetPasswordMail(to: string, name: string, url: string): QueuedMail {
  const lines = [
    `Hi ${name || "there"},`,
    "Someone asked to reset the password of your Standing account. The link is valid for one hour. If it was not you, ignore this message: your password stays as it is.",
  ];
  return {
    kind: "reset_password",
    to,
    subject: "Reset your Standing password",
    text: `${lines.join("\n\n")}\n\n${url}`,
    content: { title: "Reset your password", paragraphs: lines, action: { label: "Choose a new password", url } },
  };
}

/** Sent when failures from new browsers lock the account (D314): the owner's way in, and what happened. */
export function unlockAccountMail(to: string, name: string, url: string, lockedUntil: Date): QueuedMail {
  const until = lockedUntil.toISOString().slice(11, 16);
  const lines = [
    `Hi ${name || "there"},`,
    `Someone failed to sign in to your Standing account many times from browsers it has not seen before, so sign-in from new browsers is paused until ${until} UTC. Browsers you have signed in with before are not affected.`,
    "If this was you, open the link below in the browser you want to use: it lets that browser sign in with your password straight away. The link works once, for 24 hours.",
    "If it was not you, your password held. You can see the failed attempts under Settings → Security, and changing your password there is a good idea if it is used elsewhere.",
  ];
  return {
    kind: "unlock_account",
    to,
    subject: "Failed sign-ins to your Standing account",
    text: `${lines.join("\n\n")}\n\n${url}`,
    content: {
      title: "Failed sign-ins to your account",
      paragraphs: lines,
      action: { label: "Sign in on this browser", url },
    },
  };
}
