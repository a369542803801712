import { ProfessionalOverview } from "../contracts/professional";
import { route } from "./declare";

/** The routes of `src/server/routes/professional/workspace.routes.ts` (D0374). */
export const PROFESSIONAL_WORKSPACE_ROUTES = {
  getProfessionalOverview: route({
    method: "GET",
    path: "/professional/overview",
    policy: "professional:read",
    response: { 200: ProfessionalOverview },
  }),
};
