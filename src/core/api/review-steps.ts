import type { z } from "zod";
import { type RouteDeclaration, route } from "./declare";

/**
 * A moderator's steps on one item of a review queue (a dispute, an appeal, a flag) at `base`: claim it, release it
 * back to the queue, and decide it with `decision`, a body its handler parses after its own look-ups. `step` is what
 * the three share: the method, the queue's policy, the item's params and the answer.
 */
export function reviewSteps<
  const Base extends string,
  const Step extends Omit<RouteDeclaration, "path">,
  Decision extends z.ZodType,
>(base: Base, step: Step, decision: Decision) {
  return {
    claim: route({ ...step, path: `${base}/claim` }),
    release: route({ ...step, path: `${base}/release` }),
    decide: route({ ...step, path: `${base}/decide`, body: decision, parsedBy: "handler" }),
  };
}
