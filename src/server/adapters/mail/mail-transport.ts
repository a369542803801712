import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
}

/** Where queued mail goes. One real implementation (SMTP) and one local one (the dev outbox). */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
      });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP the outbox table itself is the mailbox: "sending" marks the row delivered so /dev/mail shows it.
 * Nothing leaves the machine, and nothing pretends it did.
 */
export function createOutboxTransport(): MailTransport {
  return { kind: "outbox", async send() {}, close() {} };
}
