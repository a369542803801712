import type { ContactMessageRequest } from "../../core/contracts/contact";
import { enqueueMail } from "../adapters/mail/outbox";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";

export interface ContactMessageMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Stores a message sent through /contact and, in the same transaction, queues it to support by e-mail
 * (reply-to is the sender), so an SMTP outage loses nothing.
 */
export async function submitContactMessage(
  database: Database,
  input: ContactMessageRequest,
  meta: ContactMessageMeta,
  supportEmail: string,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || "someone";
    await enqueueMail(tx, {
      kind: "contact_message",
      to: supportEmail,
      subject: `[Contact${input.inquiryType ? `: ${input.inquiryType}` : ""}] from ${name}`,
      text: `From: ${name} <${input.email}>\nInquiry type: ${input.inquiryType ?? "not given"}\n\n${input.message}\n\nReply to ${input.email}.`,
      content: {
        title: `Contact message from ${name}`,
        paragraphs: [
          `From: ${name} <${input.email}>`,
          `Inquiry type: ${input.inquiryType ?? "not given"}`,
          input.message,
          `Reply to ${input.email}.`,
        ],
      },
    });
    await tx.insert(contactMessages).values({
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      email: input.email,
      inquiryType: input.inquiryType ?? null,
      message: input.message,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
  });
}
