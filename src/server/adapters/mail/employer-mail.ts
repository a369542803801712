import { escapeHtml } from "../../http/escape-html";
import type { QueuedMail } from "./outbox";

/** The house e-mail layout: a title, paragraphs and an optional button with its address spelled out. */
export function html(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f3d5e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#52606d">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1b2b;max-width:560px;margin:24px auto;padding:0 16px">
<h1 style="font-size:20px;color:#0f3d5e">${escapeHtml(title)}</h1>${body}${button}
<p style="font-size:12px;color:#52606d">Standing — the verified reputation network for today's workforce.</p></body></html>`;
}

export function businessEmailVerificationMail(to: string, companyName: string, url: string): QueuedMail {
  const lines = [
    `Someone at ${companyName} asked to verify the business on Standing with this address.`,
    "Open the link to confirm that this mailbox belongs to your company. It is valid for 24 hours and works once. If you did not ask for this, ignore this message.",
  ];
  return {
    kind: "employer_domain_verification",
    to,
    subject: `Verify ${companyName} on Standing`,
    text: `${lines.join("\n\n")}\n\n${url}`,
    html: html("Verify your business", lines, { label: "Verify business e-mail", url }),
  };
}

export function verificationDecisionMail(
  to: string,
  companyName: string,
  decision: { approved: true } | { approved: false; reason: string },
  url: string,
): QueuedMail {
  const lines = decision.approved
    ? [
        `Good news: ${companyName} is now a verified business on Standing.`,
        "You can rate current and former employees.",
      ]
    : [
        `We could not verify ${companyName} from the information you sent.`,
        `Reason: ${decision.reason}`,
        "You can send a new request, or verify in minutes with an address at your company's domain.",
      ];
  return {
    kind: decision.approved ? "employer_verification_approved" : "employer_verification_rejected",
    to,
    subject: decision.approved ? "Your business is verified on Standing" : "Your Standing verification request",
    text: `${lines.join("\n\n")}\n\n${url}`,
    html: html(decision.approved ? "Business verified" : "Verification not approved", lines, {
      label: decision.approved ? "Open your dashboard" : "Review verification",
      url,
    }),
  };
}
