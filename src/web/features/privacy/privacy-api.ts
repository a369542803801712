import type { z } from "zod";
import type {
  DeleteAccountResult,
  ExportRequestResult,
  ExportStatus,
  PrivacyRequestQueue,
  ProfileLookupsSummary,
  RestoreAccountResult,
} from "../../../core/contracts/privacy";
import { api } from "../../lib/api";

export const EXPORT_STATUS_KEY = ["privacy", "export"] as const;

export const fetchExportStatus = () => api<z.infer<typeof ExportStatus>>("/privacy/export");
export const requestExport = () =>
  api<z.infer<typeof ExportRequestResult>>("/privacy/export", { method: "POST", json: {} });
export const deleteAccount = (body: {
  confirmDeactivation: boolean;
  confirmPermanent: boolean;
  confirmRatingsAnonymized: boolean;
  password: string;
}) => api<z.infer<typeof DeleteAccountResult>>("/privacy/delete-account", { method: "POST", json: body });
export const restoreDeletedAccount = (userId: string, reason: string) =>
  api<z.infer<typeof RestoreAccountResult>>(`/admin/users/${encodeURIComponent(userId)}/restore-deleted`, {
    method: "POST",
    json: { reason },
  });
export const fetchPrivacyQueue = () => api<z.infer<typeof PrivacyRequestQueue>>("/admin/privacy-requests");
export const fetchProfileLookups = () => api<z.infer<typeof ProfileLookupsSummary>>("/professional/profile-lookups");

/** The API address of the archive behind an e-mailed link's token (the download is bound to the signed-in user). */
export const downloadUrl = (token: string) => `/api/v1/privacy/export/download?token=${encodeURIComponent(token)}`;
export const answerPrivacyRequest = (id: string, reason: string) =>
  api<{ id: string; answeredAt: string }>(`/admin/privacy-requests/${encodeURIComponent(id)}/answered`, {
    method: "POST",
    json: { reason },
  });
