import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api";

export const OVERVIEW_KEY = ["professional", "overview"] as const;

/** GET /api/v1/professional/overview: the index of the professional area (and the billing page's plan). */
export function useProfessionalOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: () => apiCall("GET /professional/overview"),
    staleTime: 15_000,
  });
}

/** "3 days ago", "just now": a coarse relative time for activity lists. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return "just now";
  const units: Array<[number, Intl.RelativeTimeFormatUnit]> = [
    [60, "minute"],
    [3600, "hour"],
    [86_400, "day"],
    [604_800, "week"],
    [2_629_800, "month"],
    [31_557_600, "year"],
  ];
  let chosen: [number, Intl.RelativeTimeFormatUnit] = units[0]!;
  for (const unit of units) if (seconds >= unit[0]) chosen = unit;
  return new Intl.RelativeTimeFormat(undefined, { numeric: "auto" }).format(
    -Math.floor(seconds / chosen[0]),
    chosen[1],
  );
}
