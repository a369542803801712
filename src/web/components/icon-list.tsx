import type { LucideIcon } from "lucide-react";
import { cn } from "../lib/cn";

/** A list whose every item is led by the same icon: a plan's features, what a data export holds. */
export function IconList({
  icon: Icon,
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  icon: LucideIcon;
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-2", itemClassName)}>
          <Icon className={cn("size-4 shrink-0", iconClassName)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
