import { ProfilePageResponse, ProfileParams } from "../contracts/profile";
import { route } from "./declare";

/** The routes of `src/server/routes/directory/professionals.routes.ts` (D0374). */
export const DIRECTORY_ROUTES = {
  getProfessionalsOne: route({
    method: "GET",
    path: "/professionals/:professionalId",
    policy: "professionals:view",
    params: ProfileParams,
    response: { 200: ProfilePageResponse },
  }),
};
