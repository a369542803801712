import {
  BadgeCheck,
  BarChart3,
  CreditCard,
  Flag,
  Gavel,
  LayoutDashboard,
  Menu,
  Scale,
  ScrollText,
  ShieldCheck,
  UserCheck,
  UserPlus,
  Users,
} from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";

/**
 * The admin console's frame (issue 15 §2, D166): a sidebar on every /admin page. On a phone it folds into one
 * "Admin menu" button above the page. Entries are plain links; a queue that lands later is one more line here.
 */
export const ADMIN_NAV: ReadonlyArray<{ to: string; label: string; icon: typeof Flag; end?: boolean }> = [
  { to: "/admin", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/admin/disputes", label: "Disputes", icon: Scale },
  { to: "/admin/disputes?view=appeals", label: "Appeals", icon: Gavel },
  { to: "/admin/flags", label: "Flags", icon: Flag },
  { to: "/admin/verifications", label: "Verifications", icon: BadgeCheck },
  { to: "/admin/claims", label: "Claims", icon: UserCheck },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText },
  { to: "/admin/subscriptions", label: "Subscriptions", icon: CreditCard },
  { to: "/admin/privacy-requests", label: "Privacy requests", icon: ShieldCheck },
  { to: "/admin/administrators", label: "Administrators", icon: UserPlus },
];

function isCurrent(to: string, path: string, search: string, end?: boolean) {
  const [p, q] = to.split("?");
  if (q) return path === p && search.includes(q);
  if (p === "/admin/disputes") return path === p && !search.includes("view=appeals");
  return end ? path === p : path === p || path.startsWith(`${p}/`);
}

export function AdminLayout() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // Following a link closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname, search]);
  const current = ADMIN_NAV.find((n) => isCurrent(n.to, pathname, search, n.end));
  return (
    <div className="mx-auto grid w-full max-w-[90rem] gap-0 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="border-b lg:border-b-0 lg:border-r">
        <div className="flex items-center justify-between px-4 py-3 lg:hidden">
          <span className="text-sm font-medium text-muted-foreground">
            Admin · <span className="text-foreground">{current?.label ?? "Console"}</span>
          </span>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((o) => !o)}
          >
            <Menu className="size-4" aria-hidden="true" /> Admin menu
          </button>
        </div>
        <nav
          id="admin-nav"
          aria-label="Admin"
          className={cn("px-2 pb-3 lg:sticky lg:top-16 lg:block lg:py-6", open ? "block" : "hidden")}
        >
          <p className="hidden px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:block">
            Admin console
          </p>
          <ul className="grid gap-0.5">
            {ADMIN_NAV.map(({ to, label, icon: Icon }) => {
              const active = current?.to === to;
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                      active ? "bg-primary text-primary-foreground" : "hover:bg-muted",
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
