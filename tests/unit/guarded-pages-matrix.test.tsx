import { isValidElement, type ReactElement } from "react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { Me } from "../../src/core/contracts/auth";
import type { Role } from "../../src/core/domain";
import { decideAccess, type Requirement } from "../../src/web/features/auth/guard";
import { RequireRole } from "../../src/web/features/auth/require-role";
import { routes } from "../../src/web/routes";

/** Every page path in the route table with the guard requirement around it (null = public). */
function collect(list: RouteObject[], requirement: Requirement | null, out: Map<string, Requirement | null>) {
  for (const route of list) {
    let req = requirement;
    const el = route.element;
    if (isValidElement(el) && el.type === RequireRole)
      req = (el as ReactElement<{ requires: Requirement }>).props.requires;
    if (route.path && route.path !== "*") out.set(route.path, req);
    if (route.children) collect(route.children, req, out);
  }
  return out;
}

/** Restated independently of routes.tsx (SPEC §2 areas, §5 guard, §6 roles). */
function expectedRequirement(path: string): Requirement | null {
  if (path.startsWith("/dashboard/employer")) return "employer";
  if (path.startsWith("/dashboard/professional")) return "professional";
  // "/admin-invitation" is the invitee's page, opened before they have an account (D329).
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (
    path === "/notifications" ||
    path.startsWith("/settings/") ||
    path === "/dashboard/billing" ||
    path.startsWith("/checkout/local/")
  )
    return "signed-in";
  return null;
}

const user = (roles: Role[]): Me => ({
  id: "u",
  email: "u@example.com",
  emailVerified: true,
  fullName: "U",
  avatarUrl: null,
  accountType: roles.includes("employer") ? "employer" : "professional",
  roles,
  twoFactorEnabled: false,
  secondFactorRequired: false,
});
const AUDIENCES = {
  visitor: { status: "signed-out", user: null },
  professional: { status: "signed-in", user: user(["professional"]) },
  employer: { status: "signed-in", user: user(["employer"]) },
  admin: { status: "signed-in", user: user(["admin"]) },
} as const;

describe("guarded page × role matrix (web guard mirrors the server policy)", () => {
  const pages = collect(routes, null, new Map());

  it("covers every area of SPEC §2", () => {
    for (const p of [
      "/dashboard/employer",
      "/dashboard/employer/rate",
      "/dashboard/employer/roster",
      "/dashboard/professional/claim",
      "/admin/disputes",
      "/notifications",
      "/settings/notifications",
    ]) {
      expect(pages.has(p), p).toBe(true);
    }
  });

  for (const [path, requirement] of collect(routes, null, new Map())) {
    it(`${path} requires ${requirement ?? "nothing"}`, () => {
      expect(requirement).toBe(expectedRequirement(path));
      for (const [name, state] of Object.entries(AUDIENCES)) {
        if (requirement === null) continue;
        const decision = decideAccess(state, requirement);
        // Any signed-in user passes "signed-in"; admin passes every role; others only their own.
        const allowed = requirement === "signed-in" || name === "admin" || name === requirement;
        const expected = name === "visitor" ? "redirect-auth" : allowed ? "allow" : "redirect-home";
        expect(decision, `${path} as ${name}`).toBe(expected);
      }
    });
  }
});
