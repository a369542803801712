import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";

export interface IconNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly this path (the area's index, or a page with sub-pages of its own). */
  end?: boolean;
}

/** A list of links, each an icon and its label; the caller styles the row, a link, and a link when active or not. */
export function IconNavList({
  items,
  className,
  linkClassName,
  activeClassName,
  idleClassName,
  iconClassName,
}: {
  items: readonly IconNavItem[];
  className: string;
  linkClassName: string;
  activeClassName: string;
  idleClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) => cn(linkClassName, isActive ? activeClassName : idleClassName)}
          >
            <Icon className={iconClassName} aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
