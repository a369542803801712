import type { QueuedMail } from "./outbox";

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
    content: { title: "Verify your business", paragraphs: lines, action: { label: "Verify business e-mail", url } },
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
    content: {
      title: decision.approved ? "Business verified" : "Verification not approved",
      paragraphs: lines,
      action: { label: decision.approved ? "Open your dashboard" : "Review verification", url },
    },
  };
}
