import { DEFAULT_TOTP_NAME } from "../../core/contracts/account";
import type { TotpRecord } from "../queries/second-factors";

/** The authenticator app as its owner sees it in the account settings. */
export function presentTotp(row: TotpRecord) {
  return { name: row.name ?? DEFAULT_TOTP_NAME, verified: row.verified ?? true };
}
