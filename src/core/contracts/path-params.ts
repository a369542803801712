import { z } from "zod";

/**
 * The path parameters of a route that names its rows by their UUIDs (`/admin/disputes/:disputeId`): each name a
 * UUID, and no other key. Said once, so that every such route refuses a malformed id the same way (a 400, before
 * any look-up).
 */
export function uuidParams<const K extends string>(...names: [K, ...K[]]) {
  return z.strictObject(Object.fromEntries(names.map((name) => [name, z.uuid()])) as Record<K, z.ZodUUID>);
}

/**
 * The path (or query) parameters of a route that names its subject by an opaque key (a user's id, a session's, a
 * signed token): each a non-empty string of at most its given length, and no other key.
 */
export function keyParams<const K extends string>(maxLengths: Record<K, number>) {
  const shape = Object.entries<number>(maxLengths).map(([name, max]) => [name, z.string().min(1).max(max)]);
  return z.strictObject(Object.fromEntries(shape) as Record<K, z.ZodString>);
}
