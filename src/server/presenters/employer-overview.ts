import type { EmployerOverview } from "../../core/contracts/employer";
import type { EmployerOverviewRecord } from "../queries/employer-overview";
import { presentRatingForAuthor } from "./rating";
import { presentVerificationRequest } from "./verification-request";

/** The employer's own overview: its recent ratings as their author sees them, its requests with the EIN masked. */
export function presentEmployerOverview(o: EmployerOverviewRecord, now: Date): EmployerOverview {
  return {
    employer: o.employer,
    account: o.account,
    plan: o.plan,
    allowances: o.allowances,
    ratingBlockedReason: o.ratingBlockedReason,
    verificationRequests: o.verificationRequests.map((r) => presentVerificationRequest(r, true)),
    pendingEmail: o.pendingEmail,
    recentRatings: o.recentRatings.map((r) => presentRatingForAuthor(r.rating, r.professional, now)),
    totals: o.totals,
    mail: o.mail,
    nextSteps: o.nextSteps,
    serverTime: o.serverTime,
  };
}
