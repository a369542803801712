import { useState } from "react";
import { cn } from "../../lib/cn";

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** A profile picture, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base =
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground";
  if (src && !failed) {
    return <img src={src} alt="" onError={() => setFailed(true)} className={cn(base, "object-cover", className)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, className)}>
      {initialsOf(name)}
    </span>
  );
}
