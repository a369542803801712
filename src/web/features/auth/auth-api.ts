import { type ApiBody, apiCall } from "../../lib/api";

/** The account requests of the sign-up, sign-in and password pages (the answers are checked by the callers). */
export const signUpRequest = (json: ApiBody<"POST /auth/sign-up">) => apiCall("POST /auth/sign-up", { json });
export const signInRequest = (json: ApiBody<"POST /auth/sign-in">) => apiCall("POST /auth/sign-in", { json });
export const forgotPasswordRequest = (json: ApiBody<"POST /auth/forgot-password">) =>
  apiCall("POST /auth/forgot-password", { json });
export const resendVerificationRequest = (json: { email: string; redirect?: string }) =>
  apiCall("POST /auth/resend-verification", { json });
/** A link without a token still posts: the server refuses it on the token field, as it refuses a stale one. */
export const resetPasswordRequest = ({ token, password }: { token: string | null; password: string }) =>
  apiCall("POST /auth/reset-password", { json: { token: token ?? "", password } });
