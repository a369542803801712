/**
 * Where uploaded files live. Keys are opaque relative paths ("verification/<employer>/<uuid>.pdf"); callers never
 * build URLs from them. The disk implementation is the default; an S3-compatible one can implement the same interface.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export type SniffedType = "application/pdf" | "image/png" | "image/jpeg";

/** The document type by its first bytes (never by the name or the client's header): PDF, PNG or JPEG, else null. */
export function sniffDocumentType(data: Buffer): SniffedType | null {
  if (data.length >= 5 && data.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  return null;
}

export const EXTENSION_OF: Record<SniffedType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
};
