import { cn } from "../../lib/cn";

/** A bar filled to `value` of `max` (or to `percent` where the fill is computed otherwise), named by `label`. */
export function ProgressBar({
  label,
  value,
  max = 100,
  percent = (value / max) * 100,
  className = "h-2",
  barClassName = "bg-primary",
}: {
  label: string;
  value: number;
  max?: number;
  percent?: number;
  className?: string;
  barClassName?: string;
}) {
  return (
    <div
      className={cn("overflow-hidden rounded-full bg-muted", className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div className={cn("h-full rounded-full", barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
