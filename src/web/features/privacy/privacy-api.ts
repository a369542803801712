import { apiCall } from "../../lib/api";

export const EXPORT_STATUS_KEY = ["privacy", "export"] as const;

export const fetchExportStatus = () => apiCall("GET /privacy/export");
export const requestExport = () => apiCall("POST /privacy/export", { json: {} });
export const deleteAccount = (body: {
  confirmDeactivation: boolean;
  confirmPermanent: boolean;
  confirmRatingsAnonymized: boolean;
  password: string;
}) => apiCall("POST /privacy/delete-account", { json: body });
export const restoreDeletedAccount = (userId: string, reason: string) =>
  apiCall("POST /admin/users/:userId/restore-deleted", { params: { userId }, json: { reason } });
export const fetchPrivacyQueue = () => apiCall("GET /admin/privacy-requests");
export const fetchProfileLookups = () => apiCall("GET /professional/profile-lookups");

/** The API address of the archive behind an e-mailed link's token (the download is bound to the signed-in user). */
export const downloadUrl = (token: string) => `/api/v1/privacy/export/download?token=${encodeURIComponent(token)}`;
export const answerPrivacyRequest = (id: string, reason: string) =>
  apiCall("POST /admin/privacy-requests/:id/answered", { params: { id }, json: { reason } });
