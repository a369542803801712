import type { z } from "zod";
import { route } from "./declare";

/**
 * One administrators' request queue (D367): the requester's document, approve, and reject with a reason the
 * requester reads. Claim requests and employer verification requests are two of them, registered by
 * `requestQueueRoutes` in `src/server/routes/admin/request-queue.ts`.
 */
export function requestQueue<
  const Base extends string,
  const Policy extends string,
  Params extends z.ZodType,
  Answer extends z.ZodType,
  Reject extends z.ZodType,
>(base: Base, policy: Policy, schemas: { params: Params; answer: Answer; reject: Reject }) {
  const decide = { method: "POST", policy, params: schemas.params, response: { 200: schemas.answer } } as const;
  return {
    document: route({ method: "GET", path: `${base}/:requestId/document`, policy, params: schemas.params }),
    approve: route({ ...decide, path: `${base}/:requestId/approve` }),
    reject: route({ ...decide, path: `${base}/:requestId/reject`, body: schemas.reject }),
  };
}
