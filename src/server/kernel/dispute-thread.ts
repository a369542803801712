import { disputeEvidence, disputeMessages } from "../db/schema";

/**
 * The columns every reader of a dispute's conversation selects (the professional's, the employer's and the
 * reviewer's views); each adds what only it may see and filters the audience itself.
 */
export const disputeMessageColumns = {
  id: disputeMessages.id,
  audience: disputeMessages.audience,
  authorRole: disputeMessages.authorRole,
  body: disputeMessages.body,
  createdAt: disputeMessages.createdAt,
};

/** The columns every reader of a dispute's files selects (never the storage key or the uploader). */
export const disputeEvidenceColumns = {
  id: disputeEvidence.id,
  messageId: disputeEvidence.messageId,
  fileName: disputeEvidence.fileName,
  contentType: disputeEvidence.contentType,
  sizeBytes: disputeEvidence.sizeBytes,
  createdAt: disputeEvidence.createdAt,
};
