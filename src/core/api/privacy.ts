import { z } from "zod";
import { instant } from "../contracts/instant";
import { keyParams, uuidParams } from "../contracts/path-params";
import {
  DeleteAccountInput,
  DeleteAccountResult,
  ExportRequestResult,
  ExportStatus,
  PrivacyRequestQueue,
  ProfileLookupsSummary,
  RestoreAccountInput,
  RestoreAccountResult,
  RetentionRun,
} from "../contracts/privacy";
import { reasonBody } from "../moderation-reason";
import { route } from "./declare";

/** The routes of `src/server/routes/privacy/privacy.routes.ts` (D0374). */
export const PRIVACY_ROUTES = {
  getPrivacyExport: route({
    method: "GET",
    path: "/privacy/export",
    policy: "privacy:export",
    response: { 200: ExportStatus },
  }),
  postPrivacyExport: route({
    method: "POST",
    path: "/privacy/export",
    policy: "privacy:export",
    response: { 200: ExportRequestResult },
  }),
  getPrivacyExportDownload: route({
    method: "GET",
    path: "/privacy/export/download",
    policy: "privacy:export",
    query: keyParams({ token: 1000 }),
  }),
  postPrivacyDeleteAccount: route({
    method: "POST",
    path: "/privacy/delete-account",
    policy: "privacy:delete",
    body: DeleteAccountInput,
    parsedBy: "handler",
    response: { 200: DeleteAccountResult },
  }),
  postAdminUsersRestoreDeleted: route({
    method: "POST",
    path: "/admin/users/:userId/restore-deleted",
    policy: "admin:privacy",
    params: keyParams({ userId: 200 }),
    body: RestoreAccountInput,
    parsedBy: "handler",
    response: { 200: RestoreAccountResult },
  }),
  getAdminPrivacyRequests: route({
    method: "GET",
    path: "/admin/privacy-requests",
    policy: "admin:privacy",
    response: { 200: PrivacyRequestQueue },
  }),
  postAdminPrivacyRequestsAnswered: route({
    method: "POST",
    path: "/admin/privacy-requests/:id/answered",
    policy: "admin:privacy",
    params: uuidParams("id"),
    body: reasonBody(),
    response: { 200: z.object({ id: z.string(), answeredAt: instant }) },
  }),
  getAdminRetentionRuns: route({
    method: "GET",
    path: "/admin/retention-runs",
    policy: "admin:privacy",
    response: { 200: z.object({ runs: z.array(RetentionRun) }) },
  }),
  getProfessionalProfileLookups: route({
    method: "GET",
    path: "/professional/profile-lookups",
    policy: "professional:analytics",
    response: { 200: ProfileLookupsSummary },
  }),
};
