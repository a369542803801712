import type { FastifyInstance } from "fastify";
import type { RouteDeclaration } from "../../../core/api/declare";
import type { Database } from "../../db/client";
import { declared } from "../../http/declared-route";
import { readStoredFile, sendPrivateFile } from "../../http/private-file";
import { commandContext } from "../../http/route-tools";
import type { DecideRequestCommand } from "../../kernel/decision";
import type { RouteAction } from "../../policies";

type Declared = RouteDeclaration & { readonly policy: RouteAction };

/**
 * The request queues (issue 35 §3, D367): an administrator opens a requester's document and approves the request,
 * or rejects it with a reason the requester reads. Claim requests (`/admin/claims`) and employer verification
 * requests (`/admin/verifications`) are two configurations of these routes; their lists stay in their own modules
 * (the claims list filters by status). No claim here: one decision, at once, in the subject's command, which audits
 * it and tells the requester.
 */
export interface RequestQueueRoutes {
  routes: { document: Declared; approve: Declared; reject: Declared };
  /** The request's stored document, if any; `notFound` words an unknown request or a missing file. */
  document: (db: FastifyInstance["ctx"]["db"], requestId: string) => Promise<{ key: string; type: string } | null>;
  notFound: string;
  decide: (database: Database, cmd: DecideRequestCommand) => Promise<void>;
  sentences: { approved: string; rejected: string };
}

export function requestQueueRoutes(app: FastifyInstance, queue: RequestQueueRoutes): void {
  const { database, db, config, storage } = app.ctx;
  const requestIdOf = (params: unknown) => (params as { requestId: string }).requestId;

  app.route({
    ...declared(queue.routes.document),
    handler: async (request, reply) => {
      const doc = await queue.document(db, requestIdOf(request.params));
      const stored = await readStoredFile(storage, doc, queue.notFound);
      return sendPrivateFile(reply, stored.file.type, "inline", stored.data);
    },
  });

  for (const action of ["approve", "reject"] as const) {
    app.route({
      ...declared(queue.routes[action]),
      handler: async (request) => {
        const reason = action === "reject" ? (request.body as { reason: string }).reason : "";
        await queue.decide(database, {
          ...commandContext(request),
          requestId: requestIdOf(request.params),
          decision: action === "approve" ? { approve: true } : { approve: false, reason },
          publicUrl: config.publicUrl,
        });
        return {
          ok: true as const,
          message: action === "approve" ? queue.sentences.approved : queue.sentences.rejected,
        };
      },
    });
  }
}
