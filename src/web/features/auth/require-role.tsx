import { type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { authRedirectFor, decideAccess, ENROL_PATH, type Requirement } from "./guard";
import { useSession } from "./session";

const ROLES_POLL_MS = 2_000;

/**
 * Whether the browser already holds another history entry than the one this page renders (a navigation under way:
 * React keeps the old page on screen until the new one's lazy code arrives). The browser router keeps its key in
 * `history.state`; a memory router (tests) leaves it empty, so nothing is ever "being left" there.
 */
function beingLeft(key: string): boolean {
  const current: unknown = typeof window === "undefined" ? undefined : window.history.state?.key;
  return typeof current === "string" && current !== key;
}

/**
 * Route guard (SPEC §5): spinner while loading or while a signed-in user has no roles yet, /auth?redirect=…
 * for visitors, / for a wrong role; admin passes every role check. Renders `children` or the nested route.
 */
export function RequireRole({ requires = "signed-in", children }: { requires?: Requirement; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(session, requires);
  const waitingForRoles = decision === "wait" && session.status === "signed-in";
  const { refetch } = session;

  // "No roles yet": ask again until they arrive rather than spinning on stale data.
  useEffect(() => {
    if (!waitingForRoles) return;
    const timer = setInterval(() => void refetch(), ROLES_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForRoles, refetch]);

  switch (decision) {
    case "wait":
      return <PageSpinner />;
    case "redirect-auth":
      // A page being left does not send anyone to sign-in: after "Sign out" the router has already moved the address
      // bar home, and the session ends while this page is still on screen (its successor's code still loading).
      if (beingLeft(location.key)) return <PageSpinner />;
      return <Navigate to={authRedirectFor(location)} replace />;
    case "redirect-home":
      return <Navigate to="/" replace />;
    case "redirect-enrol":
      return location.pathname === ENROL_PATH ? (children ?? <Outlet />) : <Navigate to={ENROL_PATH} replace />;
    default:
      return children ?? <Outlet />;
  }
}
