import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { disputeMessages, disputes } from "../db/schema";
import { createAccount, type TestAccount } from "./auth-helpers";
import { buildProfessional } from "./factories";

/** Dispute test helpers (issue 7 §5). The review side belongs to trust and safety; these stand in for it. */

export const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
  /** Form field name; `files` unless given. */
  field?: string;
}

/** A multipart/form-data body for app.inject(). */
export function multipartBody(fields: Record<string, string>, files: UploadFile[] = []) {
  const boundary = `----standing${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n`));
    parts.push(Buffer.from(v, "utf8"), Buffer.from("\r\n"));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "files"}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A signed-in professional (through the real sign-up API) who owns a claimed, public profile. */
export async function createProfessionalWithProfile(
  app: FastifyInstance,
  database: Database,
  profile: Parameters<typeof buildProfessional>[1] = {},
): Promise<TestAccount & { professionalId: string }> {
  const account = await createAccount(app, { accountType: "professional" });
  const { id } = await buildProfessional(database, { ...profile, ownerId: account.userId });
  return { ...account, professionalId: id };
}

/**
 * Stands in for the administrator's "request more information" (trust-and-safety issue): the dispute moves to
 * `needs_info` and the reviewer's question is added to the conversation, as the admin side will do it.
 */
export async function requestMoreInformation(
  database: Database,
  input: { disputeId: string; adminUserId: string | null; body: string; at?: Date },
) {
  const at = input.at ?? new Date();
  await database.db.transaction(async (tx) => {
    await tx.update(disputes).set({ status: "needs_info", updatedAt: at }).where(eq(disputes.id, input.disputeId));
    await tx.insert(disputeMessages).values({
      disputeId: input.disputeId,
      authorRole: "admin",
      authorId: input.adminUserId,
      body: input.body,
      createdAt: at,
    });
  });
}

/** Stands in for a final decision (trust-and-safety issue), for tests of what a closed dispute allows. */
export async function closeDispute(
  database: Database,
  input: { disputeId: string; status: "upheld" | "dismissed"; at?: Date },
) {
  const at = input.at ?? new Date();
  await database.db
    .update(disputes)
    .set({
      status: input.status,
      resolvedAt: at,
      updatedAt: at,
      reasonCode: "test",
      decisionStatement: "Closed by a test helper standing in for a moderator's decision.",
    })
    .where(eq(disputes.id, input.disputeId));
}
