import { z } from "zod";
import { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from "../contracts/newsletter";
import { route } from "./declare";

const link = {
  method: "GET",
  policy: "newsletter:link",
  query: z.strictObject({ token: z.string().min(1).max(200) }),
} as const;

/** The routes of `src/server/routes/newsletter/newsletter.routes.ts` (D0374). */
export const NEWSLETTER_ROUTES = {
  postNewsletter: route({
    method: "POST",
    path: "/newsletter",
    policy: "newsletter:subscribe",
    body: NewsletterSubscribeRequest,
    response: { 202: NewsletterSubscribeResponse },
  }),
  confirm: route({ ...link, path: "/newsletter/confirm" }),
  unsubscribe: route({ ...link, path: "/newsletter/unsubscribe" }),
};
