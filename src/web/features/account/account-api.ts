import { useQuery } from "@tanstack/react-query";
import { type ApiBody, apiCall } from "../../lib/api";

/** The security settings' data: signed-in devices, the second factor, the password. */
export const SESSIONS_KEY = ["account-sessions"] as const;
export const MFA_KEY = ["mfa"] as const;

export function useAccountSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiCall("GET /account/sessions") });
}
export const FAILED_SIGN_INS_KEY = ["account-failed-sign-ins"] as const;
export function useFailedSignIns() {
  return useQuery({ queryKey: FAILED_SIGN_INS_KEY, queryFn: () => apiCall("GET /account/failed-sign-ins") });
}
export const unlockThisBrowser = (token: string) => apiCall("POST /auth/unlock", { json: { token } });
export const revokeSession = (id: string) => apiCall("DELETE /account/sessions/:id", { params: { id } });

export function useMfaStatus() {
  return useQuery({ queryKey: MFA_KEY, queryFn: () => apiCall("GET /account/mfa") });
}
export const renameTotp = (json: { name: string }) => apiCall("PATCH /account/mfa/totp", { json });

export const changePassword = (json: ApiBody<"POST /account/password">) => apiCall("POST /account/password", { json });
