import { z } from "zod";
import { AccountSessionsResponse, ChangePasswordInput, FailedSignInsResponse } from "../contracts/account";
import { OkMessage as Ok } from "../contracts/ok";
import { route } from "./declare";

/** The routes of `src/server/routes/account/account-security.routes.ts` (D0374). */
export const ACCOUNT_SECURITY_ROUTES = {
  postAccountPassword: route({
    method: "POST",
    path: "/account/password",
    policy: "account:update",
    body: ChangePasswordInput,
    response: { 200: Ok },
  }),
  getAccountSessions: route({
    method: "GET",
    path: "/account/sessions",
    policy: "account:read",
    response: { 200: AccountSessionsResponse },
  }),
  getAccountFailedSignIns: route({
    method: "GET",
    path: "/account/failed-sign-ins",
    policy: "account:read",
    response: { 200: FailedSignInsResponse },
  }),
  deleteAccountSessionsOne: route({
    method: "DELETE",
    path: "/account/sessions/:id",
    policy: "account:update",
    params: z.strictObject({ id: z.string().min(1).max(200) }),
    response: { 200: Ok },
  }),
};
