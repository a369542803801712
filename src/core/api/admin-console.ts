import {
  AdminAnalytics,
  AdminOverview,
  AdminReasonInput,
  AdminUserDetail,
  AdminUserPage,
  AdminUserParams,
  AdminUserQuery,
  AnalyticsQuery,
  AttributionInput,
  AuditPage,
  AuditQuery,
  RatingAttribution,
  StrikeParams,
} from "../contracts/admin-console";
import { RatingParams } from "../contracts/employer";
import { OkMessage } from "../contracts/ok";
import { route } from "./declare";

const userAction = {
  method: "POST",
  policy: "admin:users",
  params: AdminUserParams,
  body: AdminReasonInput,
  parsedBy: "handler",
  response: { 200: OkMessage },
} as const;

/** The routes of `src/server/routes/admin/console.routes.ts` (D0374). */
export const ADMIN_CONSOLE_ROUTES = {
  suspend: route({ ...userAction, path: "/admin/users/:userId/suspend" }),
  reactivate: route({ ...userAction, path: "/admin/users/:userId/reactivate" }),
  endSessions: route({ ...userAction, path: "/admin/users/:userId/end-sessions" }),
  resetSecondFactor: route({ ...userAction, path: "/admin/users/:userId/reset-second-factor" }),
  getAdminOverview: route({
    method: "GET",
    path: "/admin/overview",
    policy: "admin:overview",
    response: { 200: AdminOverview },
  }),
  getAdminUsers: route({
    method: "GET",
    path: "/admin/users",
    policy: "admin:users",
    query: AdminUserQuery,
    parsedBy: "handler",
    response: { 200: AdminUserPage },
  }),
  getAdminUsersOne: route({
    method: "GET",
    path: "/admin/users/:userId",
    policy: "admin:users",
    params: AdminUserParams,
    response: { 200: AdminUserDetail },
  }),
  postAdminUsersStrikesReverse: route({
    method: "POST",
    path: "/admin/users/:userId/strikes/:strikeId/reverse",
    policy: "admin:users",
    params: StrikeParams,
    body: AdminReasonInput,
    parsedBy: "handler",
    response: { 200: OkMessage },
  }),
  getAdminAudit: route({
    method: "GET",
    path: "/admin/audit",
    policy: "admin:audit",
    query: AuditQuery,
    parsedBy: "handler",
    response: { 200: AuditPage },
  }),
  postAdminRatingsAttribution: route({
    method: "POST",
    path: "/admin/ratings/:ratingId/attribution",
    policy: "admin:audit",
    params: RatingParams,
    body: AttributionInput,
    parsedBy: "handler",
    response: { 200: RatingAttribution },
  }),
  getAdminAnalytics: route({
    method: "GET",
    path: "/admin/analytics",
    policy: "admin:analytics",
    query: AnalyticsQuery,
    parsedBy: "handler",
    response: { 200: AdminAnalytics },
  }),
};
