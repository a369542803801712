import { z } from "zod";
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
import { route } from "./declare";

export const Ok = z.object({ ok: z.literal(true), message: z.string() });

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
  postAuthUnlock: route({
    method: "POST",
    path: "/auth/unlock",
    policy: "auth:unlock",
    body: UnlockInput,
    response: { 200: Ok },
  }),
  postAuthSignOut: route({ method: "POST", path: "/auth/sign-out", policy: "auth:sign-out", response: { 200: Ok } }),
  postAuthSignOutEverywhere: route({
    method: "POST",
    path: "/auth/sign-out-everywhere",
    policy: "auth:sign-out-everywhere",
    response: { 200: Ok },
  }),
  postAuthForgotPassword: route({
    method: "POST",
    path: "/auth/forgot-password",
    policy: "auth:recover",
    body: EmailOnlyInput,
    response: { 200: Ok },
  }),
  postAuthResendVerification: route({
    method: "POST",
    path: "/auth/resend-verification",
    policy: "auth:recover",
    body: ResendVerificationInput,
    response: { 200: Ok },
  }),
  postAuthResetPassword: route({
    method: "POST",
    path: "/auth/reset-password",
    policy: "auth:recover",
    body: ResetPasswordInput,
    response: { 200: Ok },
  }),
  getMe: route({ method: "GET", path: "/me", policy: "me:read", response: { 200: MeResponse } }),
};
