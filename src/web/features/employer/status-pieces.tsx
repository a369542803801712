import { CheckCircle2, Clock, ShieldQuestion, XCircle } from "lucide-react";
import type { Allowance } from "../../../core/contracts/profile";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { VERIFICATION_LABELS } from "./employer-api";

export function VerificationBadge({ status }: { status: string }) {
  const Icon =
    status === "verified"
      ? CheckCircle2
      : status === "pending"
        ? Clock
        : status === "rejected"
          ? XCircle
          : ShieldQuestion;
  return (
    <Badge
      variant={status === "verified" ? "success" : "outline"}
      className={cn(status === "rejected" && "border-destructive/50 text-destructive")}
    >
      <Icon aria-hidden="true" />
      {VERIFICATION_LABELS[status] ?? status}
    </Badge>
  );
}

/** "3 of 5 used" with a bar; unlimited plans show no bar. */
export function AllowanceMeter({ label, allowance }: { label: string; allowance: Allowance }) {
  const pct =
    allowance.unlimited || allowance.limit === 0 ? 0 : Math.min(100, (allowance.used / allowance.limit) * 100);
  const full = !allowance.unlimited && allowance.remaining <= 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className={cn("tabular-nums text-muted-foreground", full && "font-medium text-destructive")}>
          {allowance.unlimited ? `${allowance.used} used · unlimited` : `${allowance.used} of ${allowance.limit} used`}
        </span>
      </div>
      {!allowance.unlimited && (
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={allowance.limit}
          aria-valuenow={allowance.used}
        >
          <div
            className={cn("h-full rounded-full bg-primary", full && "bg-destructive")}
            style={{ width: `${pct}%` }}
          />
        </div>
      )}
      {allowance.resetAt && !allowance.unlimited && (
        <p className="text-xs text-muted-foreground">
          Next one frees up{" "}
          {new Date(allowance.resetAt).toLocaleString(undefined, { timeStyle: "short", dateStyle: "short" })}
        </p>
      )}
    </div>
  );
}
