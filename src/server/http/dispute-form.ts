import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { DISPUTES } from "../../core/contracts/disputes";
import type { EvidenceUpload } from "../commands/dispute-evidence";
import { AppError, validationFailed } from "./errors";
import { readMultipart } from "./multipart";
import { safeParse } from "./route-tools";

/**
 * Reads a dispute form: text fields and the `files` parts (other file fields are drained and ignored).
 * Multipart limit errors become 400s with a sentence the form can show beside the file picker.
 */
export async function readDisputeForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: EvidenceUpload[] }> {
  const { fields, files } = await readMultipart(request, {
    notMultipart: () => new AppError(415, "unsupported_media_type", DISPUTES.multipartRequired),
    keepFile: (field) => field === "files",
    repeatedField: "first",
    onError: (code) => {
      if (code === "FST_REQ_FILE_TOO_LARGE") return validationFailed({ files: DISPUTES.fileTooLarge });
      if (code === "FST_FILES_LIMIT") return validationFailed({ files: DISPUTES.tooManyFiles });
      // Anything else here is the body's fault (limits, or busboy's "Unexpected end of multipart data"): a 400.
      return validationFailed({ _: DISPUTES.malformedForm });
    },
  });
  return { fields, files: files.map((f) => ({ fileName: f.fileName, data: f.data })) };
}

export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = safeParse(schema, value);
  if (!result.success) throw result.error;
  return result.data as z.output<T>;
}
