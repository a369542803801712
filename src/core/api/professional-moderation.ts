import { HiddenTexts } from "../contracts/flags";
import { route } from "./declare";

/** The routes of `src/server/routes/professional/moderation.routes.ts` (D0374). */
export const PROFESSIONAL_MODERATION_ROUTES = {
  getProfessionalModeration: route({
    method: "GET",
    path: "/professional/moderation",
    policy: "professional:settings",
    response: { 200: HiddenTexts },
  }),
};
