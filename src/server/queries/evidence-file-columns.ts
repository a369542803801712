import { disputeEvidence } from "../db/schema";

/** What opens a stored evidence file: where it is kept, and the name and type it is sent with. */
export const evidenceFileColumns = {
  key: disputeEvidence.storageKey,
  fileName: disputeEvidence.fileName,
  contentType: disputeEvidence.contentType,
};
