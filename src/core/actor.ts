import type { Role } from "./domain";

/** Who is making a request, as the server resolved it. Shared so the web guard mirrors the server. */
export type Actor = { kind: "visitor" } | { kind: "user"; userId: string; email: string; roles: Role[] };

export const VISITOR: Actor = { kind: "visitor" };

export function hasRole(actor: Actor, role: Role): boolean {
  // Admin passes every role check (SPEC §5, §6).
  return actor.kind === "user" && (actor.roles.includes(role) || actor.roles.includes("admin"));
}
