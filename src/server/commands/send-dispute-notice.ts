import { DISPUTE_NOTICES, type DisputeNoticeName } from "../../core/dispute-notices";
import { type NoticeKind, notice } from "../../core/notices";
import type { Tx } from "../db/client";
import { notify } from "./notify";

type ArgsOf<N extends DisputeNoticeName> = Parameters<(typeof DISPUTE_NOTICES)[N]["message"]>[0];

/** Each dispute step's kind in the notice catalogue (core/notices.ts): one kind per step (D211). */
export const DISPUTE_NOTICE_KINDS = {
  employerDisputeReceived: "dispute.employer_received",
  employerDisputeWithdrawn: "dispute.employer_withdrawn",
  professionalInfoRequested: "dispute.professional_info_requested",
  employerInfoRequested: "dispute.employer_info_requested",
  professionalDecision: "dispute.professional_decision",
  employerDecision: "dispute.employer_decision",
  employerStrike: "dispute.employer_strike",
  employerAppealDecided: "dispute.employer_appeal_decided",
  professionalRatingRestored: "dispute.professional_rating_restored",
  professionalOverdue: "dispute.professional_overdue",
  employerDisputeAppealed: "dispute.employer_appealed",
  professionalAppealDecided: "dispute.professional_appeal_decided",
  employerDisputeAppealDecided: "dispute.employer_appeal_result",
} as const satisfies Record<DisputeNoticeName, NoticeKind>;

/**
 * Sends one dispute notice inside the caller's transaction, through the catalogue and `notify`: the in-app
 * notification always, and its e-mail (the same words with a button) when "dispute updates" allow, with the
 * one-click unsubscribe and the preferences link (D210). Both are written with the change that caused them.
 */
export async function sendDisputeNotice<N extends DisputeNoticeName>(
  tx: Tx,
  input: { name: N; userId: string; args: ArgsOf<N>; at: Date; publicUrl: string },
): Promise<void> {
  const entry = DISPUTE_NOTICES[input.name];
  const kind = DISPUTE_NOTICE_KINDS[input.name] as NoticeKind;
  const composed = (notice as (k: NoticeKind, p: unknown) => ReturnType<typeof notice>)(kind, input.args);
  const url = new URL(entry.link, input.publicUrl).toString();
  await notify(tx, {
    userId: input.userId,
    notice: composed,
    at: input.at,
    mail: {
      kind: `dispute_${input.name}`,
      subject: `${entry.title} — Standing`,
      text: `${composed.message}\n\n${url}`,
      content: { title: entry.title, paragraphs: [composed.message], action: { label: "Open in Standing", url } },
    },
  });
}
