import type { QueuedMail } from "../adapters/mail/outbox";
import { escapeHtml } from "../http/escape-html";

function layout(title: string, paragraphs: string[], action: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1b2b;max-width:560px;margin:24px auto;padding:0 16px">
<h1 style="font-size:20px;color:#0f3d5e">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f3d5e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#52606d">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#52606d">Standing — the verified reputation network for today's workforce.</p></body></html>`;
}

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
    html: layout("Confirm your e-mail", lines, { label: "Confirm e-mail", url }),
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
    html: layout("Reset your password", lines, { label: "Choose a new password", url }),
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
    html: layout("Failed sign-ins to your account", lines, { label: "Sign in on this browser", url }),
  };
}
