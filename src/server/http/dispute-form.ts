import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { DISPUTE_LIMITS, DISPUTES } from "../../core/contracts/disputes";
import { clock } from "../clock";
import type { EvidenceUpload } from "../commands/dispute-evidence";
import { requestOrigin } from "../kernel/audit";
import { AppError, validationFailed } from "./errors";
import { readMultipart } from "./multipart";
import { parsedOrThrow, signedIn } from "./route-tools";

/** The multipart parser of a module of dispute forms: evidence files within the dispute limits and a few text fields. */
export async function registerDisputeMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: DISPUTE_LIMITS.fileBytes,
      files: DISPUTE_LIMITS.filesPerSubmission,
      fields: 8,
      fieldSize: 64 * 1024,
      parts: DISPUTE_LIMITS.filesPerSubmission + 8,
    },
  });
}

/**
 * Reads a dispute form: text fields, checked by `schema`, and the `files` parts (other file fields are drained and
 * ignored). Multipart limit errors become 400s with a sentence the form can show beside the file picker.
 */
export async function readDisputeForm<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
): Promise<{ fields: z.output<T>; files: EvidenceUpload[] }> {
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
  return { fields: parsedOrThrow(schema, fields), files: files.map((f) => ({ fileName: f.fileName, data: f.data })) };
}

/**
 * A party's dispute form (a new dispute, a message, an employer's answer): who sends it, held to `perHour` sends of
 * this kind an hour, and what it says.
 */
export async function readPartyDisputeForm<T extends z.ZodType>(
  request: FastifyRequest,
  limit: { kind: string; perHour: number },
  schema: T,
) {
  const actor = signedIn(request);
  await request.server.ctx.throttle.hit(`${limit.kind}:${actor.userId}`, { max: limit.perHour, windowMs: 3_600_000 });
  return { actor, ...(await readDisputeForm(request, schema)) };
}

/**
 * A party's message on one dispute (the professional's message, the employer's answer): the form read as
 * `readPartyDisputeForm` reads it, in the shape both commands take.
 */
export async function readDisputeMessage(
  request: FastifyRequest,
  disputeId: string,
  limit: { kind: string; perHour: number },
  schema: z.ZodType<{ body: string }>,
) {
  const { actor, fields, files } = await readPartyDisputeForm(request, limit, schema);
  return { actor, disputeId, body: fields.body, files, now: clock.now(), origin: requestOrigin(request) };
}
