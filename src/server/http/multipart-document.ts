import type { FastifyRequest } from "fastify";
import { GENERIC_ERRORS } from "../../core/messages";
import { validationFailed } from "./errors";

/**
 * The text fields and the first `document` file of a multipart body; other files are drained and dropped.
 * Whatever goes wrong while reading is the body's fault and answers 400, never 500: the file limit with
 * `tooLarge`, any other limit of @fastify/multipart with `limitExceeded`, and anything else (busboy's
 * "Unexpected end of form" for a cut-off upload) with the incomplete-upload message on `document`.
 */
export async function readFieldsAndDocument(
  request: FastifyRequest,
  errors: { tooLarge: Record<string, string>; limitExceeded: Record<string, string> },
): Promise<{ fields: Record<string, string>; document: Buffer | null }> {
  const fields: Record<string, string> = {};
  let document: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === "document" && document === null) document = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw validationFailed(errors.tooLarge);
    if (code?.startsWith("FST_")) throw validationFailed(errors.limitExceeded);
    throw validationFailed({ document: GENERIC_ERRORS.incompleteUpload });
  }
  return { fields, document };
}
