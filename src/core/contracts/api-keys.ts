import { z } from "zod";
import { instant } from "./instant";

/** Enterprise API keys (issue 17): named, shown once, stored hashed. */
export const API_KEY_PREFIX = "stk_";
/** Calls per minute per key (the key's own limit, beside the Enterprise plan's unlimited lookups). */
export const API_KEY_RATE_PER_MINUTE = 120;

export const CreateApiKeyBody = z.strictObject({ name: z.string().trim().min(1, "Name the key").max(60) });
export const ApiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  callCount: z.number().int(),
});
export const ApiKeyList = z.object({ keys: z.array(ApiKeySummary) });
export const CreatedApiKey = ApiKeySummary.extend({
  /** The whole key, in this answer only. */
  key: z.string(),
});
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const API_KEY_MESSAGES = {
  enterpriseOnly: "API access is part of the Enterprise plan.",
  invalidKey: "This API key is not valid.",
  wrongRoute: "API keys work with the directory's read API (search and profiles) and credential verification only.",
  rateLimited: "Too many requests with this API key. Wait a minute and try again.",
} as const;
