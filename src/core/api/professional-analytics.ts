import { ProfessionalAnalyticsResponse } from "../contracts/professional-analytics";
import { route } from "./declare";

/** The routes of `src/server/routes/professional/analytics.routes.ts` (D0374). */
export const PROFESSIONAL_ANALYTICS_ROUTES = {
  getProfessionalAnalytics: route({
    method: "GET",
    path: "/professional/analytics",
    policy: "professional:analytics",
    response: { 200: ProfessionalAnalyticsResponse },
  }),
};
