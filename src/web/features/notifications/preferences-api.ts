import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { NotificationPreferences } from "../../../core/contracts/notifications";
import { NOTIFICATIONS } from "../../../core/messages";
import { apiCall } from "../../lib/api";

export const PREFERENCES_KEY = ["notification-preferences"] as const;

/** SPEC §7: read the row (the server inserts a missing one with the defaults). */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => apiCall("GET /notification-preferences"),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) => apiCall("PUT /notification-preferences", { json: prefs }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      toast.success(NOTIFICATIONS.preferencesSaved);
    },
    onError: () => {
      toast.error(NOTIFICATIONS.preferencesSaveFailed);
    },
  });
}

export const describeUnsubscribe = (token: string) => apiCall("GET /unsubscribe", { query: { token } });
export const confirmUnsubscribe = (token: string) => apiCall("POST /unsubscribe", { json: { token } });
