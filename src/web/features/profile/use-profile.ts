import { useQuery } from "@tanstack/react-query";
import type { ProfilePageResponse } from "../../../core/contracts/profile";
import { ApiError, api } from "../../lib/api";

/** The whole profile page in one request (GET /api/v1/professionals/:id). A 4xx is final; no retry. */
export function useProfile(professionalId: string) {
  return useQuery({
    queryKey: ["profile", professionalId],
    queryFn: ({ signal }) =>
      api<ProfilePageResponse>(`/professionals/${encodeURIComponent(professionalId)}`, { signal }),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
  });
}
