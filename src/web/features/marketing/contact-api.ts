import type { ContactMessageRequest } from "../../../core/contracts/contact";
import { apiCall } from "../../lib/api";

/** The public site's two forms. */
export const sendContactMessage = (json: ContactMessageRequest) => apiCall("POST /contact", { json });
export const subscribeNewsletter = (email: string) => apiCall("POST /newsletter", { json: { email } });
