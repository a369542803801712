import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import type { Allowance, UsageResponse } from "../../../core/contracts/profile";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { formatCountdown, usageAlertLevel } from "./allowance";

function line(kind: "lookups" | "ratings", a: Allowance): string {
  const noun = kind === "lookups" ? "profile lookups" : "rating submissions";
  const reset = formatCountdown(a.resetAt);
  const resets = reset ? ` It resets in ${reset}.` : "";
  if (a.used >= a.limit) return `You have used all ${a.limit} ${noun} for the last 24 hours.${resets}`;
  return `You have used ${a.used} of ${a.limit} ${noun} in the last 24 hours.${resets}`;
}

/** The signed-in usage alert on /search (SPEC §9): from 80% of a limit; destructive with "Upgrade Now" at it. */
export function UsageAlert({ usage }: { usage: UsageResponse | undefined }) {
  if (!usage) return null;
  const entries = (["lookups", "ratings"] as const)
    .map((kind) => ({ kind, allowance: usage[kind], level: usageAlertLevel(usage[kind]) }))
    .filter((e) => e.level !== "none");
  if (entries.length === 0) return null;
  const atLimit = entries.some((e) => e.level === "limit");
  return (
    <div
      role={atLimit ? "alert" : "status"}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between",
        atLimit
          ? "border-destructive/40 bg-destructive/5 text-destructive"
          : "border-brand-gold/50 bg-amber-50 text-amber-900",
      )}
    >
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          {entries.map((e) => (
            <p key={e.kind}>{line(e.kind, e.allowance)}</p>
          ))}
        </div>
      </div>
      {atLimit && (
        <Button asChild variant="destructive" size="sm">
          <Link to="/pricing">{DIRECTORY.upgradeNow}</Link>
        </Button>
      )}
    </div>
  );
}
