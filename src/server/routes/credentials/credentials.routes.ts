import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CREDENTIALS_ROUTES } from "../../../core/api/credentials";
import { clock } from "../../clock";
import {
  adminRevokeCredential,
  availableClaims,
  issueCredential,
  revokeOwnCredential,
} from "../../commands/credentials";
import { credentialKeysFor } from "../../credentials/keys";
import { encodeStatusList, STATUS_LIST_TTL_SECONDS, signStatusList } from "../../credentials/status-list";
import { verifyCredential } from "../../credentials/verify";
import { declared } from "../../http/declared-route";
import { adminCommandContext, signedIn } from "../../http/route-tools";
import { isRevoked, listOwnCredentials, listProfessionalCredentials, revokedIndexes } from "../../queries/credentials";

/**
 * Signed Standing credentials (issue 36), under /api/v1: the professional's own list, issue and revoke; the verifier
 * anyone (and Enterprise API keys) may call; the administrators' list and revoke (audited).
 */
export async function credentialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // At start: production without CREDENTIAL_SIGNING_KEYS stops here, not at the first credential. A job worker
  // (`--worker`) serves no HTTP and signs nothing, so it does not need the keys.
  if (app.ctx.config.jobsMode !== "worker") await credentialKeysFor(app.ctx.config);

  r.route({
    ...declared(CREDENTIALS_ROUTES.getProfessionalCredentials),
    handler: async (request) => {
      const actor = signedIn(request);
      const now = clock.now();
      return {
        credentials: await listOwnCredentials(app.ctx.db, actor.userId, now),
        available: await availableClaims(app.ctx.db, actor.userId),
      };
    },
  });

  r.route({
    ...declared(CREDENTIALS_ROUTES.postProfessionalCredentials, { max: 20, timeWindow: "1 minute" }),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      const issued = await issueCredential(app.ctx, actor.userId, request.body, clock.now());
      return reply.status(201).send(issued);
    },
  });

  r.route({
    ...declared(CREDENTIALS_ROUTES.postProfessionalCredentialsRevoke),
    handler: async (request) => {
      await revokeOwnCredential(app.ctx.db, signedIn(request).userId, request.params.credentialId, clock.now());
      return { ok: true as const };
    },
  });

  r.route({
    ...declared(CREDENTIALS_ROUTES.postCredentialsVerify, { max: 60, timeWindow: "1 minute" }),
    handler: async (request, reply) => {
      const keys = await credentialKeysFor(app.ctx.config);
      const result = await verifyCredential(request.body.credential, {
        jwks: keys.jwks,
        issuer: app.ctx.config.publicUrl,
        now: clock.now(),
        // The issuer reads its own rows: a revocation counts at once here; the published list within 60 s.
        status: (index) => isRevoked(app.ctx.db, index),
      });
      // What was disclosed is the holder's: never kept by a browser or a shared cache.
      reply.header("cache-control", "no-store");
      return result;
    },
  });

  r.route({
    ...declared(CREDENTIALS_ROUTES.getAdminProfessionalsCredentials),
    handler: async (request) => ({
      credentials: await listProfessionalCredentials(app.ctx.db, request.params.professionalId, clock.now()),
    }),
  });

  r.route({
    ...declared(CREDENTIALS_ROUTES.postAdminCredentialsRevoke),
    handler: async (request) => {
      await adminRevokeCredential(app.ctx.db, {
        ...adminCommandContext(request),
        credentialId: request.params.credentialId,
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  });
}

/**
 * The public key material and the status list, at their stable addresses outside /api (D0347, D0348). Anyone may
 * read them; they carry no personal data (the list is bits at random positions).
 */
export async function credentialPublicRoutes(app: FastifyInstance) {
  app.get("/.well-known/jwks.json", async (_request, reply) => {
    const keys = await credentialKeysFor(app.ctx.config);
    reply.header("cache-control", "public, max-age=300");
    reply.header("access-control-allow-origin", "*");
    reply.type("application/jwk-set+json");
    return JSON.stringify(keys.jwks);
  });

  app.get("/credentials/status/1", async (_request, reply) => {
    const keys = await credentialKeysFor(app.ctx.config);
    const jwt = await signStatusList({
      issuer: app.ctx.config.publicUrl,
      encodedList: encodeStatusList(await revokedIndexes(app.ctx.db)),
      now: clock.now(),
      key: keys.signing.key,
      kid: keys.signing.kid,
    });
    reply.header("cache-control", `public, max-age=${STATUS_LIST_TTL_SECONDS}`);
    reply.header("access-control-allow-origin", "*");
    reply.type("application/vc+jwt");
    return jwt;
  });
}
