import type { FastifyRequest } from "fastify";
import { GENERIC_ERRORS } from "../../core/messages";
import { AppError, validationFailed } from "./errors";

/** One file part of a multipart body, read into memory. */
export interface MultipartFile {
  field: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartOptions {
  /** Limits for this request (busboy's), over those the route's plugin registration set. */
  limits?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number; parts?: number };
  /** Which file parts to keep (by field name and the files kept so far); the others are read and dropped. */
  keepFile?: (field: string, kept: readonly MultipartFile[], part: { fileName: string; size: number }) => boolean;
  /** When a text field repeats: keep the first value or the last (default). */
  repeatedField?: "first" | "last";
  /** Refused once the files read so far (kept or not) exceed this many bytes in all. */
  maxTotalBytes?: { bytes: number; error: () => AppError };
  /** Answer for a body that is not multipart; without it, the caller has checked. */
  notMultipart?: () => AppError;
  /**
   * Whatever goes wrong while reading is the body's fault: the limit codes of @fastify/multipart
   * (`FST_REQ_FILE_TOO_LARGE`, `FST_FILES_LIMIT`, …) or busboy's "Unexpected end of form" (no code). The caller
   * turns it into its 4xx, never a 500.
   */
  onError: (code: string | undefined, error: unknown) => Error;
}

/**
 * The one multipart reader (issue 13 §4): text fields and the kept files of a multipart body, in memory, with
 * the size limits enforced while the body streams. Used by the claim and verification documents, the photo and
 * resume uploads, the profile imports and the dispute forms.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; files: MultipartFile[] }> {
  if (options.notMultipart && !request.isMultipart()) throw options.notMultipart();
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts(options.limits ? { limits: options.limits } : undefined)) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        total += data.length;
        if (options.maxTotalBytes && total > options.maxTotalBytes.bytes) throw options.maxTotalBytes.error();
        const fileName = part.filename ?? "";
        if (options.keepFile?.(part.fieldname, files, { fileName, size: data.length }) ?? true)
          files.push({ field: part.fieldname, fileName, data });
      } else if (typeof part.value === "string") {
        if (options.repeatedField === "first" && part.fieldname in fields) continue;
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw options.onError((error as { code?: string }).code, error);
  }
  return { fields, files };
}

/**
 * The text fields and the first `document` file of a multipart body; other files are drained and dropped.
 * The file limit answers `tooLarge`, any other limit of @fastify/multipart `limitExceeded`, anything else
 * (a cut-off upload) the incomplete-upload message on `document`.
 */
export async function readFieldsAndDocument(
  request: FastifyRequest,
  errors: { tooLarge: Record<string, string>; limitExceeded: Record<string, string> },
): Promise<{ fields: Record<string, string>; document: Buffer | null }> {
  const { fields, files } = await readMultipart(request, {
    keepFile: (field, kept) => field === "document" && kept.length === 0,
    onError: (code) => {
      if (code === "FST_REQ_FILE_TOO_LARGE") return validationFailed(errors.tooLarge);
      if (code?.startsWith("FST_")) return validationFailed(errors.limitExceeded);
      return validationFailed({ document: GENERIC_ERRORS.incompleteUpload });
    },
  });
  return { fields, document: files[0]?.data ?? null };
}
