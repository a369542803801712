import { ContactMessageRequest, ContactMessageResponse } from "../contracts/contact";
import { route } from "./declare";

/** The routes of `src/server/routes/contact/contact.routes.ts` (D0374). */
export const CONTACT_ROUTES = {
  postContact: route({
    method: "POST",
    path: "/contact",
    policy: "contact:submit",
    body: ContactMessageRequest,
    response: { 201: ContactMessageResponse },
  }),
};
