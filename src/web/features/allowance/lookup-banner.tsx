import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import type { Allowance } from "../../../core/contracts/profile";
import { formatCountdown, showLookupBanner } from "./allowance";

/** Warns at 2 or fewer lookups left, with the time to the reset in hours and minutes (SPEC §2, §9). */
export function LookupBanner({ allowance }: { allowance: Allowance | null | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!showLookupBanner(allowance)) return null;
  const countdown = formatCountdown(allowance.resetAt, now);
  const left = allowance.remaining;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-brand-gold/50 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        {left === 0
          ? "You have no profile lookups left."
          : `You have ${left} profile lookup${left === 1 ? "" : "s"} left.`}
        {countdown && ` Your lookups reset in ${countdown}.`}
      </p>
    </div>
  );
}
