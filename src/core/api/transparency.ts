import { TransparencyReport } from "../contracts/transparency";
import { route } from "./declare";

/** The routes of `src/server/routes/transparency/transparency.routes.ts` (D0374). */
export const TRANSPARENCY_ROUTES = {
  getTransparency: route({
    method: "GET",
    path: "/transparency",
    policy: "transparency:read",
    response: { 200: TransparencyReport },
  }),
};
