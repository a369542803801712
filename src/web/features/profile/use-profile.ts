import { useQuery } from "@tanstack/react-query";
import { ApiError, apiCall } from "../../lib/api";

/** The whole profile page in one request (GET /api/v1/professionals/:id). A 4xx is final; no retry. */
export function useProfile(professionalId: string) {
  return useQuery({
    queryKey: ["profile", professionalId],
    queryFn: ({ signal }) => apiCall("GET /professionals/:professionalId", { params: { professionalId }, signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
}
