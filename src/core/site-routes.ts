/**
 * The web app's route table as data: every path the client router draws a page for. `src/web/routes.tsx` maps
 * each of these to its page (its types refuse a path missing here or a page for a path not here), and the server
 * answers 404 for any other path, still with the not-found page (crawlers index a "soft 404" answered 200).
 */

/** Pages without the site frame. */
export const FRAMELESS_PATHS = ["/verify-email"] as const;

/** Pages inside the public frame that anyone may open. `:name` matches one path segment. */
export const PUBLIC_PATHS = [
  "/",
  "/signup",
  "/search",
  "/profile/:professionalId",
  "/about",
  "/how-it-works",
  "/pricing",
  "/faq",
  "/contact",
  "/blog",
  "/blog/:slug",
  "/help",
  "/terms",
  "/privacy",
  "/fair-use",
  "/transparency",
  "/subscription/success",
  "/subscription/cancel",
  "/auth",
  // Privacy (issue 18): open signed out too (a log-in prompt), so they are public paths.
  "/legal/data-export",
  "/legal/delete-account",
  "/auth/reset-password",
  "/unsubscribe",
  // The unlock link e-mailed when new browsers are locked out of an account (D314).
  "/auth/unlock",
  // The administrator invitation link (issue 34 §4a, D329): opened signed out.
  "/admin-invitation",
  // Anyone checks a Standing credential (issue 36).
  "/verify",
] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

/** Pages for any signed-in person, whatever the role. */
export const SIGNED_IN_PATHS = [
  "/settings/security",
  "/notifications",
  "/settings/notifications",
  "/dashboard/billing",
  // The local test-mode provider's checkout page (issue 17).
  "/checkout/local/:sessionId",
] as const;
export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

/** Routes whose capability has not landed: title + one line. Each later issue swaps its entries for pages. */
export const PENDING_PAGES: ReadonlyArray<{ path: string; title: string; description?: string }> = [];

export const EMPLOYER_PAGES = [
  ["", "Employer Dashboard"],
  ["upload", "Upload Employees"],
  ["rate", "Rate an Employee"],
  ["roster", "Roster"],
  ["history", "Rating History"],
  ["analytics", "Analytics"],
  ["verification", "Business Verification"],
  ["disputes", "Disputes"],
  ["billing", "Billing"],
  ["diagnostic", "Account Diagnostic"],
] as const;
export const PROFESSIONAL_PAGES = [
  ["", "Professional Dashboard"],
  ["claim", "Claim Your Profile"],
  ["analytics", "Analytics"],
  ["settings", "Profile Settings"],
  ["settings/import", "Import Your Profile"],
  ["disputes", "Disputes"],
  ["credentials", "Credentials"],
  ["billing", "Billing"],
] as const;
export const ADMIN_PAGES = [
  ["", "Admin Overview"],
  ["disputes", "Disputes"],
  ["flags", "Flags"],
  ["verifications", "Verifications"],
  ["claims", "Claim Requests"],
  ["users", "Users"],
  ["users/:userId", "User"],
  ["analytics", "Analytics"],
  ["audit", "Audit log"],
  ["subscriptions", "Subscriptions"],
  ["privacy-requests", "Privacy Requests"],
  ["administrators", "Administrators"],
] as const;

export const AREAS = [
  { base: "/dashboard/employer", pages: EMPLOYER_PAGES },
  { base: "/dashboard/professional", pages: PROFESSIONAL_PAGES },
  { base: "/admin", pages: ADMIN_PAGES },
] as const;

export const areaPath = (base: string, sub: string) => (sub ? `${base}/${sub}` : base);

/** Every route pattern the client router knows (not the catch-all). */
export function siteRoutePatterns(): string[] {
  return [
    ...FRAMELESS_PATHS,
    ...PUBLIC_PATHS,
    ...SIGNED_IN_PATHS,
    ...PENDING_PAGES.map((p) => p.path),
    ...AREAS.flatMap((a) => a.pages.map(([sub]) => areaPath(a.base, sub))),
  ];
}

/** The values a pattern's `:name` segments took in `path`, or null when it does not match (react-router's rules:
 * case-insensitive, one trailing slash allowed, a parameter is one non-empty segment). */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const got = path.replace(/\/$/, "").split("/").filter(Boolean);
  if (want.length !== got.length || (path !== "/" && path.includes("//"))) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(":")) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w.toLowerCase() !== g.toLowerCase()) return null;
  }
  return params;
}

/**
 * Whether the client router draws a real page for `path` (a pathname, no query): a known route, and for an
 * article a slug that exists. A profile id is not checked here: a missing profile is the page's own error state.
 */
export function isKnownSitePath(path: string, blogSlugs: ReadonlySet<string>): boolean {
  for (const pattern of siteRoutePatterns()) {
    const params = matchRoute(pattern, path);
    if (!params) continue;
    if (pattern === "/blog/:slug") return blogSlugs.has(params.slug ?? "");
    return true;
  }
  return false;
}
