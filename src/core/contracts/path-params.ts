import { z } from "zod";

/**
 * The path parameters of a route that names its rows by their UUIDs (`/admin/disputes/:disputeId`): each name a
 * UUID, and no other key. Said once, so that every such route refuses a malformed id the same way (a 400, before
 * any look-up).
 */
export function uuidParams<const K extends string>(...names: [K, ...K[]]) {
  return z.strictObject(Object.fromEntries(names.map((name) => [name, z.uuid()])) as Record<K, z.ZodUUID>);
}
