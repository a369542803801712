import { MfaStatus, TotpNameInput } from "../contracts/account";
import { route } from "./declare";

/** The routes of `src/server/routes/account/account.routes.ts` (D0374). */
export const ACCOUNT_ROUTES = {
  getAccountMfa: route({ method: "GET", path: "/account/mfa", policy: "account:mfa", response: { 200: MfaStatus } }),
  patchAccountMfaTotp: route({
    method: "PATCH",
    path: "/account/mfa/totp",
    policy: "account:mfa",
    body: TotpNameInput,
    response: { 200: MfaStatus },
  }),
};
