import { DecideFlagInput, FlagDetail, FlagIdParams, FlagList, FlagListQuery, FlagOk } from "../contracts/flags";
import { route } from "./declare";

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
  postAdminFlagsClaim: route({
    method: "POST",
    path: "/admin/flags/:flagId/claim",
    policy: "admin:flags",
    params: FlagIdParams,
    response: { 200: FlagOk },
  }),
  postAdminFlagsRelease: route({
    method: "POST",
    path: "/admin/flags/:flagId/release",
    policy: "admin:flags",
    params: FlagIdParams,
    response: { 200: FlagOk },
  }),
  postAdminFlagsDecide: route({
    method: "POST",
    path: "/admin/flags/:flagId/decide",
    policy: "admin:flags",
    params: FlagIdParams,
    body: DecideFlagInput,
    parsedBy: "handler",
    response: { 200: FlagOk },
  }),
};
