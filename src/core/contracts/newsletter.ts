import { z } from "zod";
import { ContactEmail } from "./contact";

/** Blog newsletter sign-up (double opt-in). The answer is the same whether or not the address was known. */
export const NewsletterSubscribeRequest = z.strictObject({ email: ContactEmail });
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequest>;

export const NewsletterSubscribeResponse = z.object({ status: z.literal("pending_confirmation") });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponse>;
