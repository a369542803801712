import { Search } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ACCOUNT } from "../../../core/messages";
import { useSession } from "../../features/auth/session";
import { island } from "../../prerender/island";
import { Button } from "../ui/button";
import { Logo } from "./logo";

// Only signed-in people need the menu (and its Radix dropdown): keep it out of the first bundle.
const UserMenu = lazy(() => import("../../features/auth/user-menu").then((m) => ({ default: m.UserMenu })));
// Same for the notification bell: it polls the API, so visitors never load or run it.
const NotificationBell = lazy(() =>
  import("../../features/notifications/notification-bell").then((m) => ({ default: m.NotificationBell })),
);

const MAIN_LINKS = [
  { to: "/how-it-works", label: "How it works" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
];

export function SiteHeader() {
  const session = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label="Standing home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 text-sm font-medium text-muted-foreground md:flex">
          {MAIN_LINKS.map(({ to, label }) => (
            <Link key={to} className="hover:text-foreground" to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="icon" aria-label="Search professionals">
            <Link to="/search">
              <Search />
            </Link>
          </Button>
          {session.status === "signed-in" ? (
            <>
              {/* An administrator still enrolling a second factor may read nothing else (D30). */}
              {!session.user.secondFactorRequired && (
                <Suspense fallback={<span aria-hidden="true" className="inline-block size-10" />}>
                  <NotificationBell />
                </Suspense>
              )}
              <Suspense fallback={<span aria-hidden="true" className="inline-block size-9 rounded-full bg-muted" />}>
                <UserMenu user={session.user} />
              </Suspense>
            </>
          ) : session.status === "loading" ? (
            // Holds the place of the buttons so the header does not jump once the session is known.
            <span aria-hidden="true" className="inline-block h-10 w-9 sm:w-40" />
          ) : (
            <>
              {/* Both on every width (SPEC §2): a returning visitor on a phone looks for Login. */}
              <Button asChild variant="ghost" size="header">
                <Link to="/auth">{ACCOUNT.login}</Link>
              </Button>
              <Button asChild size="header">
                <Link to="/auth">{ACCOUNT.signUp}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

export const SiteHeaderIsland = island("site-header", SiteHeader);
