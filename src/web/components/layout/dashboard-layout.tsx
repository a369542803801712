import type * as React from "react";
import { usePageTitle } from "../../lib/use-page-title";
import { type IconNavItem, IconNavList } from "./icon-nav-list";

export type DashboardNavItem = IconNavItem;

export interface DashboardPageProps {
  title: string;
  description?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}

/** A workspace area's frame (employer, professional): a side menu on wide screens, a scrolling tab row on phones. */
export function DashboardLayout({
  navLabel,
  nav,
  title,
  description,
  actions,
  children,
}: DashboardPageProps & { navLabel: string; nav: readonly DashboardNavItem[] }) {
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[200px_1fr] md:py-10">
      <nav aria-label={navLabel} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <IconNavList
          items={nav}
          className="flex gap-1 md:sticky md:top-20 md:flex-col"
          linkClassName="flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors"
          activeClassName="bg-primary text-primary-foreground"
          idleClassName="text-muted-foreground hover:bg-muted"
          iconClassName="size-4"
        />
      </nav>
      {/* minmax(0, 1fr) and min-w-0: a wide form control (date, file) must not widen the column past a phone. */}
      <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6 [&>*]:min-w-0">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description && <p className="text-muted-foreground">{description}</p>}
          </div>
          {actions}
        </header>
        {children}
      </section>
    </div>
  );
}
