import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api";

export function useProfessionalAnalytics() {
  return useQuery({
    queryKey: ["professional", "analytics"],
    queryFn: () => apiCall("GET /professional/analytics"),
    staleTime: 60_000,
  });
}

/** "Mar 5" for a YYYY-MM-DD day (UTC). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "Mar 2026" for a YYYY-MM month (UTC). */
export function shortMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return d.toLocaleDateString(undefined, { month: "short", year: "numeric", timeZone: "UTC" });
}

/** An axis tick: "Mar", or "Jan '26" where a year starts. */
export function monthTick(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  const m = d.toLocaleDateString(undefined, { month: "short", timeZone: "UTC" });
  return d.getUTCMonth() === 0 ? `${m} '${String(d.getUTCFullYear()).slice(2)}` : m;
}

/**
 * The axis ticks to label when only every `every`-th fits: counted back from the last value, so the newest
 * month (the one a person looks for) always has its label.
 */
export function ticksEndingAtLast<T>(values: readonly T[], every: number): T[] {
  const step = Math.max(1, Math.floor(every));
  return values.filter((_, i) => (values.length - 1 - i) % step === 0);
}

/** 1 → "1st", 65 → "65th", 12 → "12th". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}
