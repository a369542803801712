import { AccountSessionsResponse, ChangePasswordInput, FailedSignInsResponse } from "../contracts/account";
import { OkMessage as Ok } from "../contracts/ok";
import { keyParams } from "../contracts/path-params";
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
    params: keyParams({ id: 200 }),
    response: { 200: Ok },
  }),
};
