import { z } from "zod";

/** What the web app sends when a page crashes, so the error reaches the server logs. */
export const ClientErrorReport = z.strictObject({
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;
