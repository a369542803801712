import { CheckCircle2, Clock, ShieldQuestion, XCircle } from "lucide-react";
import type { Allowance } from "../../../core/contracts/profile";
import { EMPLOYER } from "../../../core/messages";
import { Badge } from "../../components/ui/badge";
import { ProgressBar } from "../../components/ui/progress-bar";
import { cn } from "../../lib/cn";
import { localDateTime } from "../../lib/local-time";
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

/**
 * "3 of 5 used" with a bar; unlimited plans show no bar. A limit of zero is not usage at all: it says why
 * (`unavailable`, e.g. the business is not verified yet) in plain colours instead of a red "0 of 0 used".
 */
export function AllowanceMeter({
  label,
  allowance,
  unavailable = EMPLOYER.noneAvailable,
}: {
  label: string;
  allowance: Allowance;
  unavailable?: string;
}) {
  if (!allowance.unlimited && allowance.limit === 0)
    return (
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{label}</span>
          <span className="text-muted-foreground">Not yet available</span>
        </div>
        <p className="text-xs text-muted-foreground">{unavailable}</p>
      </div>
    );
  const pct = allowance.unlimited ? 0 : Math.min(100, (allowance.used / allowance.limit) * 100);
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
        <ProgressBar
          label={label}
          value={allowance.used}
          max={allowance.limit}
          percent={pct}
          barClassName={cn("bg-primary", full && "bg-destructive")}
        />
      )}
      {allowance.resetAt && !allowance.unlimited && (
        <p className="text-xs text-muted-foreground">Next one frees up {localDateTime(allowance.resetAt)}</p>
      )}
    </div>
  );
}

/** Why an employer's rating allowance is zero: verification first, else the plan (SPEC §9: free 5 if verified else 0). */
export function ratingsUnavailableReason(verificationStatus: string): string {
  if (verificationStatus === "pending") return EMPLOYER.ratingsAfterReview;
  if (verificationStatus !== "verified") return EMPLOYER.ratingsAfterVerification;
  return EMPLOYER.notInPlan;
}
