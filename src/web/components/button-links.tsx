import type * as React from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "./ui/button";

export interface ButtonLink {
  to: string;
  label: React.ReactNode;
  variant?: ButtonProps["variant"];
  className?: string;
}

/** A row of large link buttons: where a page sends the reader next (the marketing pages, the checkout's ends). */
export function ButtonLinks({ links, className }: { links: readonly ButtonLink[]; className: string }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Button key={link.to} asChild size="lg" variant={link.variant} className={link.className}>
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
    </div>
  );
}
