import * as React from "react";
import { cn } from "../../lib/cn";

/**
 * `Component` with this look: `base` classes first, then the caller's `className` (cn merges them, so the caller's
 * win), and `inner` as its fixed content (a checkbox's tick, a switch's thumb). The shape of every shadcn/ui wrapper.
 */
export function withClass<C extends React.ElementType>(Component: C, base: string, inner?: React.ReactNode) {
  return function WithClass({ className, ...props }: React.ComponentProps<C> & { className?: string }) {
    const merged = { ...props, className: cn(base, className) };
    // A third argument, even undefined, replaces props.children: a label's text would be lost.
    return inner === undefined
      ? React.createElement(Component as React.ElementType, merged)
      : React.createElement(Component as React.ElementType, merged, inner);
  };
}
