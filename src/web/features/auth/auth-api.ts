import { apiCall } from "../../lib/api";

/** The account requests of the sign-up, sign-in and password pages (the answers are checked by the callers). */
export const signUpRequest = (json: unknown) => apiCall("POST /auth/sign-up", { json });
export const signInRequest = (json: unknown) => apiCall("POST /auth/sign-in", { json });
export const forgotPasswordRequest = (json: unknown) => apiCall("POST /auth/forgot-password", { json });
export const resendVerificationRequest = (json: { email: string; redirect?: string }) =>
  apiCall("POST /auth/resend-verification", { json });
export const resetPasswordRequest = (json: { token: string | null; password: string }) =>
  apiCall("POST /auth/reset-password", { json });
