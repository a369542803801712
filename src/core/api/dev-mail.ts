import { z } from "zod";
import { instant } from "../contracts/instant";
import { route } from "./declare";

export const MailItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  text: z.string(),
  createdAt: instant,
});

/** The routes of `src/server/routes/dev/dev-mail.routes.ts` (D0374). */
export const DEV_MAIL_ROUTES = {
  getDevMail: route({
    method: "GET",
    path: "/dev/mail",
    policy: "dev:mail",
    response: { 200: z.object({ mails: z.array(MailItem) }) },
  }),
};
