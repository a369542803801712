import { sniffDocumentType } from "./storage";

export type SniffedImageType = "image/jpeg" | "image/png" | "image/webp";

/**
 * The image type by its first bytes (never by the name or the client's header): JPEG, PNG or WebP, else null.
 * `sniffDocumentType` keeps answering for documents; this adds WebP (RIFF container with a WEBP form type).
 */
export function sniffImageType(data: Buffer): SniffedImageType | null {
  const document = sniffDocumentType(data);
  if (document === "image/jpeg" || document === "image/png") return document;
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp";
  return null;
}

/** A PDF starts with `%PDF-` (ISO 32000 §7.5.2). */
export function isPdf(data: Buffer): boolean {
  return sniffDocumentType(data) === "application/pdf";
}
