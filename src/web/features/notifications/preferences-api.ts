import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { NotificationPreferences, UnsubscribeView } from "../../../core/contracts/notifications";
import { NOTIFICATIONS } from "../../../core/messages";
import { api } from "../../lib/api";

export const PREFERENCES_KEY = ["notification-preferences"] as const;

/** SPEC §7: read the row (the server inserts a missing one with the defaults). */
export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => api<NotificationPreferences>("/notification-preferences"),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) =>
      api<NotificationPreferences>("/notification-preferences", { method: "PUT", json: prefs }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      toast.success(NOTIFICATIONS.preferencesSaved);
    },
    onError: () => {
      toast.error(NOTIFICATIONS.preferencesSaveFailed);
    },
  });
}

export const describeUnsubscribe = (token: string) =>
  api<UnsubscribeView>(`/unsubscribe?token=${encodeURIComponent(token)}`);
export const confirmUnsubscribe = (token: string) =>
  api<UnsubscribeView>("/unsubscribe", { method: "POST", json: { token } });
