import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { FlagSource } from "../../../core/contracts/flags";
import { type ApiBody, apiCall } from "../../lib/api";

/** The flags queue's reads and a moderator's actions on one flag (claim, release, decide). */
export const ADMIN_FLAGS_KEY = ["admin", "flags"] as const;

export interface FlagFilters {
  state: "open" | "decided" | "all";
  source: string;
}

export function useFlagQueue(filters: FlagFilters) {
  return useQuery({
    queryKey: [...ADMIN_FLAGS_KEY, "list", filters],
    queryFn: () =>
      apiCall("GET /admin/flags", {
        query: { state: filters.state, source: (filters.source || undefined) as FlagSource | undefined },
      }),
  });
}

export function useFlag(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_FLAGS_KEY, "one", id],
    queryFn: () => apiCall("GET /admin/flags/:flagId", { params: { flagId: id ?? "" } }),
    enabled: id !== null,
  });
}

export function useFlagAction(flagId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { path: "claim" | "release" } | { path: "decide"; json: ApiBody<"POST /admin/flags/:flagId/decide"> },
    ) =>
      input.path === "decide"
        ? apiCall("POST /admin/flags/:flagId/decide", { params: { flagId }, json: input.json })
        : apiCall(`POST /admin/flags/:flagId/${input.path}`, { params: { flagId } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ADMIN_FLAGS_KEY });
    },
    onError: async () => {
      // Someone else may have claimed or decided it: show the flag as it is now.
      await queryClient.invalidateQueries({ queryKey: ADMIN_FLAGS_KEY });
    },
  });
}
