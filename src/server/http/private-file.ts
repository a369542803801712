import type { FastifyReply } from "fastify";
import type { FileStorage } from "../adapters/storage/storage";
import { notFound } from "./errors";

/** A stored file's bytes, or "not found" with the given message when the row or the stored bytes are missing. */
export async function readStoredFile<T extends { key: string }>(
  storage: FileStorage,
  file: T | null | undefined,
  missingMessage: string,
): Promise<{ file: T; data: Buffer }> {
  const data = file ? await storage.get(file.key) : null;
  if (!file || !data) throw notFound(missingMessage);
  return { file, data };
}

/** Answers with a private file: never cached, never sniffed as another type. */
export function sendPrivateFile(reply: FastifyReply, contentType: string, disposition: string, data: Buffer) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", disposition)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(data);
}
