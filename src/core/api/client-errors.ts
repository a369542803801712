import { z } from "zod";
import { ClientErrorReport } from "../contracts/client-errors";
import { route } from "./declare";

/** The routes of `src/server/routes/client-errors/client-errors.routes.ts` (D0374). */
export const CLIENT_ERRORS_ROUTES = {
  postClientErrors: route({
    method: "POST",
    path: "/client-errors",
    policy: "client-errors:report",
    body: ClientErrorReport,
    response: { 204: z.null() },
  }),
};
