import type { Role } from "./domain";

/** Who is making a request, as the server resolved it. Shared so the web guard mirrors the server. */
export type Actor =
  | { kind: "visitor" }
  | {
      kind: "user";
      userId: string;
      email: string;
      roles: Role[];
      /**
       * An administrator whose session has not proved a second factor: such a session may do nothing but enrol one
       * (ASVS 6.3.3; decisions D30). Its roles are empty until it does.
       */
      secondFactorPending?: boolean;
    };

export const VISITOR: Actor = { kind: "visitor" };

export function hasRole(actor: Actor, role: Role): boolean {
  // Admin passes every role check (SPEC §5, §6).
  return actor.kind === "user" && (actor.roles.includes(role) || actor.roles.includes("admin"));
}

/** The actor once a route has established that someone is signed in. */
export type SignedIn = Extract<Actor, { kind: "user" }>;
