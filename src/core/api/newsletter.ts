import { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from "../contracts/newsletter";
import { keyParams } from "../contracts/path-params";
import { route } from "./declare";

const link = {
  method: "GET",
  policy: "newsletter:link",
  query: keyParams({ token: 200 }),
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
