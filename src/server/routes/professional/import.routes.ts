import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFESSIONAL_IMPORT_ROUTES } from "../../../core/api/professional-import";
import { LINKEDIN_PROFILE_RE } from "../../../core/contracts/professional";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../../core/contracts/profile-import-rules";
import { stripUnsafeNameCharacters } from "../../../core/file-names";
import { GENERIC_ERRORS } from "../../../core/messages";
import {
  createHttpScraper,
  ImportRejected,
  type InputFile,
  type ProfileScraper,
  parseUpload,
} from "../../adapters/import";
import { linkedinProfileUrl } from "../../adapters/import/normalize";
import { clock } from "../../clock";
import {
  applyImportDraft,
  createImportDraft,
  discardImportDraft,
  listOpenDrafts,
  loadImportDraft,
} from "../../commands/profile-import";
import { declared } from "../../http/declared-route";
import { AppError, conflict, notFound, validationFailed } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { ownedProfileId } from "../../kernel/locks";

const UPLOAD_TOTAL_BYTES = 2 * IMPORT_LIMITS.zipBytes;
const HOUR = 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is simply not found, like another person's draft. */
const importIdOf = (request: FastifyRequest<{ Params: { importId: string } }>) => {
  const id = request.params.importId;
  if (!UUID.test(id)) throw notFound(IMPORT_MESSAGES.notFound);
  return id.toLowerCase();
};

const rejected = (error: ImportRejected) =>
  error.status === 413
    ? new AppError(413, "payload_too_large", error.message)
    : validationFailed({ file: error.message }, error.message);

/** Reads every uploaded file into memory within the limits; form fields are ignored. */
async function readFiles(request: FastifyRequest): Promise<InputFile[]> {
  const { files } = await readMultipart(request, {
    notMultipart: () => new AppError(415, "unsupported_media_type", GENERIC_ERRORS.unsupportedMediaType),
    maxTotalBytes: {
      bytes: UPLOAD_TOTAL_BYTES,
      error: () => new AppError(413, "payload_too_large", IMPORT_MESSAGES.zipTooLarge),
    },
    keepFile: (_field, _kept, part) => part.size > 0 || part.fileName !== "",
    onError: (code, error) => {
      if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError(413, "payload_too_large", IMPORT_MESSAGES.zipTooLarge);
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
        return validationFailed({ file: IMPORT_MESSAGES.tooManyFiles });
      if (code?.startsWith("FST_") || error instanceof Error)
        return validationFailed({ file: IMPORT_MESSAGES.noFiles });
      return error as Error;
    },
  });
  return files.map((f) => ({
    name: stripUnsafeNameCharacters(f.fileName || "upload").slice(0, 200) || "upload",
    data: f.data,
  }));
}

/**
 * /api/v1/professional/imports: read an archive, a JSON Resume or (when configured) a public profile through the
 * scraping service into a draft; preview it against the profile; apply the chosen parts or discard it.
 */
export async function profileImportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config, throttle } = app.ctx;
  const scraper: ProfileScraper | null = config.scraperUrl
    ? createHttpScraper({ url: config.scraperUrl, apiKey: config.scraperApiKey, timeoutMs: config.scraperTimeoutMs })
    : null;
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMPORT_LIMITS.zipBytes,
      files: IMPORT_LIMITS.files,
      fields: 5,
      fieldSize: 1000,
      parts: IMPORT_LIMITS.files + 5,
    },
  });

  const requireProfile = async (userId: string) => {
    const id = await ownedProfileId(db, userId);
    if (!id) throw conflict(IMPORT_MESSAGES.needsProfile);
    return id;
  };

  r.route({
    ...declared(PROFESSIONAL_IMPORT_ROUTES.getProfessionalImports),
    handler: async (request) => {
      const actor = signedIn(request);
      const professionalId = await ownedProfileId(db, actor.userId);
      return {
        professionalId,
        scraperEnabled: scraper !== null,
        openDrafts: professionalId ? await listOpenDrafts(db, actor.userId, clock.now()) : [],
        limits: {
          zipBytes: IMPORT_LIMITS.zipBytes,
          csvBytes: IMPORT_LIMITS.csvBytes,
          jsonBytes: IMPORT_LIMITS.jsonBytes,
          files: IMPORT_LIMITS.files,
        },
      };
    },
  });

  r.route({
    ...declared(PROFESSIONAL_IMPORT_ROUTES.postProfessionalImports),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      await requireProfile(actor.userId);
      await throttle.hit(`profile-import:${actor.userId}`, { max: 60, windowMs: HOUR });
      const files = await readFiles(request);
      let parsed: ReturnType<typeof parseUpload>;
      try {
        parsed = parseUpload(files);
      } catch (error) {
        if (error instanceof ImportRejected) throw rejected(error);
        throw error;
      }
      const view = await createImportDraft(database, { actor, ...parsed, now: clock.now() });
      return reply.status(201).send(view);
    },
  });

  r.route({
    ...declared(PROFESSIONAL_IMPORT_ROUTES.postProfessionalImportsScraper),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      if (!scraper) throw notFound(IMPORT_MESSAGES.scraperOff);
      const { url } = request.body;
      const profileUrl = LINKEDIN_PROFILE_RE.test(url) ? linkedinProfileUrl(url) : undefined;
      if (!profileUrl) throw validationFailed({ url: IMPORT_MESSAGES.scraperUrlInvalid });
      await requireProfile(actor.userId);
      await throttle.hit(`profile-import-scraper:${actor.userId}`, { max: 20, windowMs: HOUR });
      const draft = await scraper.fetchProfile(profileUrl);
      const view = await createImportDraft(database, { actor, source: "scraper", draft, now: clock.now() });
      return reply.status(201).send(view);
    },
  });

  r.route({
    ...declared(PROFESSIONAL_IMPORT_ROUTES.getProfessionalImportsOne),
    handler: async (request) =>
      loadImportDraft(db, { actor: signedIn(request), importId: importIdOf(request), now: clock.now() }),
  });

  r.route({
    ...declared(PROFESSIONAL_IMPORT_ROUTES.postProfessionalImportsApply),
    handler: async (request) => {
      const actor = signedIn(request);
      const importId = importIdOf(request);
      return applyImportDraft(database, {
        actor,
        importId,
        input: request.body,
        now: clock.now(),
        origin: requestOrigin(request),
      });
    },
  });

  r.route({
    ...declared(PROFESSIONAL_IMPORT_ROUTES.postProfessionalImportsDiscard),
    handler: async (request) =>
      discardImportDraft(database, { actor: signedIn(request), importId: importIdOf(request) }),
  });
}
