import { DecideFlagInput, FlagDetail, FlagIdParams, FlagList, FlagListQuery, FlagOk } from "../contracts/flags";
import { route } from "./declare";
import { reviewSteps } from "./review-steps";

const flag = { method: "POST", policy: "admin:flags", params: FlagIdParams, response: { 200: FlagOk } } as const;
const flagSteps = reviewSteps("/admin/flags/:flagId", flag, DecideFlagInput);

/** The routes of `src/server/routes/admin/flags.routes.ts` (D0374). */
export const ADMIN_FLAGS_ROUTES = {
  getAdminFlags: route({
    method: "GET",
    path: "/admin/flags",
    policy: "admin:flags",
    query: FlagListQuery,
    parsedBy: "handler",
    response: { 200: FlagList },
  }),
  getAdminFlagsOne: route({
    method: "GET",
    path: "/admin/flags/:flagId",
    policy: "admin:flags",
    params: FlagIdParams,
    response: { 200: FlagDetail },
  }),
  postAdminFlagsClaim: flagSteps.claim,
  postAdminFlagsRelease: flagSteps.release,
  postAdminFlagsDecide: flagSteps.decide,
};
