import type { ApiKeySummary } from "../../core/contracts/api-keys";

/** An API key as its owner sees it: never the key or its hash. */
export function presentApiKey(row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  callCount: number;
}): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    callCount: row.callCount,
  };
}
