import { Bell, Home, Search, User } from "lucide-react";
import { roleHome } from "../../features/auth/destinations";
import { useSession } from "../../features/auth/session";
import { IconNavList } from "./icon-nav-list";

const ITEMS = [
  { to: "/", label: "Home", icon: Home, end: true },
  { to: "/search", label: "Search", icon: Search, end: false },
  { to: "/notifications", label: "Alerts", icon: Bell, end: false },
  { to: "/dashboard/professional", label: "Profile", icon: User, end: false },
];

/** Bottom navigation under the 768 px breakpoint (SPEC §2). */
export function MobileNav() {
  const session = useSession();
  // "Profile" opens the signed-in person's own area (employers and admins have no professional profile).
  const profileTo =
    session.status === "signed-in"
      ? roleHome(session.user.roles, session.user.secondFactorRequired)
      : "/dashboard/professional";
  const items = ITEMS.map((item) =>
    item.label === "Profile" ? { ...item, to: profileTo === "/" ? item.to : profileTo } : item,
  );
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <IconNavList
        items={items}
        className="grid grid-cols-4"
        linkClassName="flex flex-col items-center gap-1 py-2 text-xs"
        activeClassName="font-semibold text-primary"
        idleClassName="text-muted-foreground"
        iconClassName="size-5"
      />
    </nav>
  );
}
