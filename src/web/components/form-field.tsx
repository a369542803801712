import type * as React from "react";
import { cn } from "../lib/cn";
import { Label } from "./ui/label";

/**
 * A labelled control with an optional hint and inline error. The control receives the ids to point
 * `aria-describedby` at, through the render prop.
 */
export function FormField({
  id,
  label,
  hint,
  hintLive = false,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The hint changes as the person types: keep its region in the page and announce changes politely. */
  hintLive?: boolean;
  error?: string;
  className?: string;
  children: (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {(hint || hintLive) && (
        <div id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live={hintLive ? "polite" : undefined}>
          {hint}
        </div>
      )}
    </div>
  );
}

export const invalidInput = "aria-invalid:border-destructive";
