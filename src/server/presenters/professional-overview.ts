import type { ProfessionalOverview } from "../../core/contracts/professional";
import type { ProfessionalOverviewRecord } from "../queries/professional-overview";
import { presentClaimRequestForRequester } from "./claim-request";
import { presentRatingForPublic } from "./rating";

/**
 * The professional's own overview. Recent ratings go through the public presenter (scores and month only) plus
 * whether they are under dispute, so nothing here identifies an employer.
 */
export function presentProfessionalOverview(o: ProfessionalOverviewRecord): ProfessionalOverview {
  return {
    profile: o.profile,
    ratings: {
      average: o.ratings.average,
      total: o.ratings.total,
      verifiedEmployers: o.ratings.verifiedEmployers,
      recent: o.ratings.recent.map((r) => ({
        ...presentRatingForPublic(r),
        underDispute: r.status === "under_dispute",
      })),
    },
    views: o.views,
    allowance: o.allowance,
    plan: o.plan,
    pendingClaim: o.pendingClaim ? presentClaimRequestForRequester(o.pendingClaim) : null,
    recentActivity: o.recentActivity,
  };
}
