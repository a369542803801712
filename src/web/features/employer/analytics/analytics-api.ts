import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api";

/** The employer's own ratings, as they count on profiles. */
export function useEmployerAnalytics() {
  return useQuery({ queryKey: ["employer", "analytics"], queryFn: () => apiCall("GET /employer/analytics") });
}
