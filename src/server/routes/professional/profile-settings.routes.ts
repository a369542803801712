import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFILE_SETTINGS_ROUTES } from "../../../core/api/profile-settings";
import { PROFILE_LIMITS, PROFILE_MESSAGES } from "../../../core/contracts/profile-settings";
import { sniffDocumentType } from "../../adapters/storage/storage";
import { removeProfilePhoto, uploadProfilePhoto } from "../../commands/profile-photo";
import { removeResume, uploadResume } from "../../commands/profile-resume";
import { updateProfileSettings } from "../../commands/update-profile-settings";
import { contentDisposition } from "../../http/content-disposition";
import { declared } from "../../http/declared-route";
import { AppError, notFound, validationFailed } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentOwnProfile, resumeInfo } from "../../presenters/own-profile";
import { loadOwnProfile } from "../../queries/own-profile";
import { loadPhotoForViewer, loadResumeForViewer } from "../../queries/profile-files";

const HOUR = 3_600_000;
/** Uploads per user per hour (image decoding costs CPU; nobody needs more). */
const UPLOADS_PER_HOUR = 30;

/** The two files a professional uploads: their size limit and what the form says when one is missing or too large. */
const UPLOADS = {
  photo: {
    maxBytes: PROFILE_LIMITS.photoBytes,
    required: PROFILE_MESSAGES.photoRequired,
    tooLarge: PROFILE_MESSAGES.photoTooLarge,
  },
  resume: {
    maxBytes: PROFILE_LIMITS.resumeBytes,
    required: PROFILE_MESSAGES.resumeRequired,
    tooLarge: PROFILE_MESSAGES.resumeTooLarge,
  },
};

/**
 * Reads the one file of a multipart upload into memory, enforcing the size while it streams, after counting it
 * against the uploader's hourly allowance of that kind. Anything malformed (not multipart, no file, a broken body, a
 * limit) is a 4xx with the field's message, never a 500.
 */
async function readUpload(
  request: FastifyRequest,
  field: keyof typeof UPLOADS,
): Promise<{ data: Buffer; fileName: string }> {
  const { maxBytes, required, tooLarge } = UPLOADS[field];
  const actor = signedIn(request);
  await request.server.ctx.throttle.hit(`profile-${field}:${actor.userId}`, { max: UPLOADS_PER_HOUR, windowMs: HOUR });
  const { files } = await readMultipart(request, {
    notMultipart: () => new AppError(415, "unsupported_media_type", PROFILE_MESSAGES.multipartRequired),
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 },
    keepFile: (name, kept) => name === field && kept.length === 0,
    onError: (code) => validationFailed({ [field]: code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge : required }),
  });
  const file = files[0];
  if (!file || file.data.length === 0) throw validationFailed({ [field]: required });
  return { data: file.data, fileName: file.fileName };
}

const inlineHeader = (fileName: string) => contentDisposition(fileName, "inline");

/**
 * The professional's own profile (GET/PUT /professional/profile), photo and resume uploads, and the
 * visibility-checked file routes (GET /professionals/:id/photo and /resume) — issue 7 §3 and §7.
 */
export async function profileSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db } = app.ctx;
  const storage = app.ctx.storage;
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_LIMITS.resumeBytes, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  // Who changes their own profile and from where, as `commandContext` says, but stamped by the wall clock as these
  // routes always have been, not the business clock.
  const ownerContext = (request: FastifyRequest) => ({
    actor: signedIn(request),
    now: new Date(),
    origin: requestOrigin(request),
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.getProfessionalProfile),
    handler: async (request) => {
      const row = await loadOwnProfile(db, signedIn(request).userId);
      if (!row) throw notFound(PROFILE_MESSAGES.noProfile);
      return { profile: presentOwnProfile(row) };
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.putProfessionalProfile),
    handler: async (request) => {
      const { profile, changed } = await updateProfileSettings(database, {
        ...ownerContext(request),
        settings: request.body,
      });
      return {
        profile: presentOwnProfile(profile),
        changed,
        message: changed.length > 0 ? PROFILE_MESSAGES.saved : PROFILE_MESSAGES.nothingChanged,
      };
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.postProfessionalProfilePhoto),
    handler: async (request) => {
      const { data } = await readUpload(request, "photo");
      const { photoUrl } = await uploadProfilePhoto(database, storage, { ...ownerContext(request), data });
      return { photoUrl, message: PROFILE_MESSAGES.photoSaved };
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.deleteProfessionalProfilePhoto),
    handler: async (request) => {
      await removeProfilePhoto(database, storage, ownerContext(request));
      return { photoUrl: null, message: PROFILE_MESSAGES.photoRemoved };
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.postProfessionalProfileResume),
    handler: async (request) => {
      const { data, fileName } = await readUpload(request, "resume");
      const stored = await uploadResume(database, storage, { ...ownerContext(request), data, fileName });
      return { resume: resumeInfo(stored), message: PROFILE_MESSAGES.resumeSaved };
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.deleteProfessionalProfileResume),
    handler: async (request) => {
      await removeResume(database, storage, ownerContext(request));
      return { resume: null, message: PROFILE_MESSAGES.resumeRemoved };
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.getProfessionalsPhoto),
    handler: async (request, reply) => {
      const photo = await loadPhotoForViewer(db, storage, {
        actor: request.actor,
        professionalId: request.params.professionalId,
      });
      if (!photo) throw notFound("No photo here.");
      const etag = `"${photo.version}"`;
      // Public photos may sit in shared caches briefly; any other photo only in the viewer's own cache, checked
      // on every use, so a change of visibility takes effect at once.
      reply
        .header("cache-control", photo.isPublic ? "public, max-age=300" : "private, no-cache")
        .header("vary", "Cookie")
        .header("etag", etag)
        .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type("image/webp").send(photo.data);
    },
  });

  r.route({
    ...declared(PROFILE_SETTINGS_ROUTES.getProfessionalsResume),
    handler: async (request, reply) => {
      const resume = await loadResumeForViewer(db, storage, {
        actor: request.actor,
        professionalId: request.params.professionalId,
        now: new Date(),
      });
      // Shown in the profile's viewer (a same-origin frame) only when the bytes really are a PDF; anything else
      // is only ever a download, so a file that is not what it claims is never rendered by the browser.
      const inline = request.query.view === "inline" && sniffDocumentType(resume.data) === "application/pdf";
      if (inline) {
        reply
          .header("content-security-policy", "default-src 'none'; frame-ancestors 'self'")
          .header("x-frame-options", "SAMEORIGIN");
      }
      return reply
        .header("content-disposition", inline ? inlineHeader(resume.fileName) : contentDisposition(resume.fileName))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .type("application/pdf")
        .send(resume.data);
    },
  });
}
