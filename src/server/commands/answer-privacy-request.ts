import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { missing } from "../kernel/domain-errors";

/**
 * An administrator records that a privacy request was answered (D188): it leaves the queue, and the audit log keeps
 * who answered, when, and the note. Only an open privacy-type message can be answered, once.
 */
export async function answerPrivacyRequest(
  db: Db,
  input: { id: string; adminId: string; note: string; origin: RequestOrigin; now: Date },
): Promise<{ id: string; answeredAt: Date }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: input.now })
      .where(
        and(
          eq(contactMessages.id, input.id),
          eq(contactMessages.inquiryType, "privacy"),
          isNull(contactMessages.handledAt),
        ),
      )
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) throw missing("This privacy request is not open.");
    await auditInTx(tx, {
      userId: input.adminId,
      action: "privacy_request_answered",
      tableName: "contact_messages",
      recordId: row.id,
      newData: { reason: input.note, received_at: row.createdAt.toISOString(), handled_at: input.now.toISOString() },
      origin: input.origin,
      at: input.now,
    });
    return { id: row.id, answeredAt: input.now };
  });
}
