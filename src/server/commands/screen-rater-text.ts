import { type RaterFinding, raterScreenRefusal, screenForRater } from "../../core/rater-screen";
import type { DbOrTx } from "../db/client";
import { DomainError } from "../kernel/domain-errors";
import { unsafeRaterIdentifiers } from "../queries/rater-identifiers";

/**
 * Refuses a moderator's text that would reach the professional while naming the employer behind the rating
 * (issue 33 §1, D296): `422 names_rater`, the message naming what was found, `fields[field]` pointing at the text
 * box. Every command that sends an administrator's words toward a professional calls it before writing anything,
 * inside its transaction, so a refused text leaves no message, notice or e-mail behind.
 */
export async function refuseTextNamingRater(
  tx: Pick<DbOrTx, "select">,
  input: { ratingId: string; text: string; field: string; ownDomains: readonly string[] },
): Promise<void> {
  const findings: RaterFinding[] = screenForRater(input.text, await unsafeRaterIdentifiers(tx, input.ratingId), {
    ownDomains: input.ownDomains,
  });
  if (findings.length === 0) return;
  const refusal = raterScreenRefusal(findings, input.field);
  throw new DomainError("unprocessable", refusal.message, { code: refusal.code, fields: refusal.fields });
}
