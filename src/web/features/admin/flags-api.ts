import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { FlagDetail, FlagList } from "../../../core/contracts/flags";
import { api } from "../../lib/api";

/** The flags queue's reads and a moderator's actions on one flag (claim, release, decide). */
export const ADMIN_FLAGS_KEY = ["admin", "flags"] as const;

export interface FlagFilters {
  state: "open" | "decided" | "all";
  source: string;
}

export function useFlagQueue(filters: FlagFilters) {
  const query = new URLSearchParams({ state: filters.state, ...(filters.source ? { source: filters.source } : {}) });
  return useQuery({
    queryKey: [...ADMIN_FLAGS_KEY, "list", filters],
    queryFn: () => api<FlagList>(`/admin/flags?${query}`),
  });
}

export function useFlag(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_FLAGS_KEY, "one", id],
    queryFn: () => api<FlagDetail>(`/admin/flags/${id}`),
    enabled: id !== null,
  });
}

export function useFlagAction(flagId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { path: "claim" | "release" | "decide"; json?: unknown }) =>
      api<{ message: string; flag: FlagDetail }>(`/admin/flags/${flagId}/${input.path}`, {
        method: "POST",
        ...(input.json ? { json: input.json } : {}),
      }),
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
