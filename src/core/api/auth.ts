import {
  EmailOnlyInput,
  MeResponse,
  ResendVerificationInput,
  ResetPasswordInput,
  SignInInput,
  SignInResponse,
  SignUpInput,
  SignUpResponse,
  UnlockInput,
} from "../contracts/auth";
import { OkMessage as Ok } from "../contracts/ok";
import { route } from "./declare";

/** The actions that answer only that they were done, with a sentence to show. */
const done = { method: "POST", response: { 200: Ok } } as const;
/** Getting back into an account: the forgotten password, the verification mail, the reset. */
const recover = { ...done, policy: "auth:recover" } as const;

/** The routes of `src/server/routes/auth/auth.routes.ts` (D0374). */
export const AUTH_ROUTES = {
  postAuthSignUp: route({
    method: "POST",
    path: "/auth/sign-up",
    policy: "auth:sign-up",
    body: SignUpInput,
    response: { 201: SignUpResponse },
  }),
  postAuthSignIn: route({
    method: "POST",
    path: "/auth/sign-in",
    policy: "auth:sign-in",
    body: SignInInput,
    response: { 200: SignInResponse },
  }),
  postAuthUnlock: route({ ...done, path: "/auth/unlock", policy: "auth:unlock", body: UnlockInput }),
  postAuthSignOut: route({ ...done, path: "/auth/sign-out", policy: "auth:sign-out" }),
  postAuthSignOutEverywhere: route({ ...done, path: "/auth/sign-out-everywhere", policy: "auth:sign-out-everywhere" }),
  postAuthForgotPassword: route({ ...recover, path: "/auth/forgot-password", body: EmailOnlyInput }),
  postAuthResendVerification: route({ ...recover, path: "/auth/resend-verification", body: ResendVerificationInput }),
  postAuthResetPassword: route({ ...recover, path: "/auth/reset-password", body: ResetPasswordInput }),
  getMe: route({ method: "GET", path: "/me", policy: "me:read", response: { 200: MeResponse } }),
};
