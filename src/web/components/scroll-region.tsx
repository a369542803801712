import type * as React from "react";
import { cn } from "../lib/cn";

/**
 * A box whose content scrolls (the caller says which way in `className`), named by `label` and reachable by keyboard,
 * so a table wider or taller than its box can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn("focus-visible:outline-2 focus-visible:outline-ring", className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
