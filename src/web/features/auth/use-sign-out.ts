import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { MeResponse } from "../../../core/contracts/auth";
import { ACCOUNT, SECURITY } from "../../../core/messages";
import { ApiError, apiCall } from "../../lib/api";
import { ME_KEY } from "./session";

/** SPEC §7: a sign-out answered with 404, 401 or 403 is ignored (the session is gone either way). */
export function isIgnorableSignOutError(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

/** Forget everything cached for the old user, and say the session is now signed out. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData<MeResponse>(ME_KEY, { user: null });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
}

export function useSignOut(options: { everywhere?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiCall(options.everywhere ? "POST /auth/sign-out-everywhere" : "POST /auth/sign-out", { json: {} });
      } catch (error) {
        if (!isIgnorableSignOutError(error)) throw error;
      }
    },
    onSuccess: () => {
      // Leave the page first: a guarded page that saw the signed-out session before the navigation would send the
      // visitor to /auth (and its queries would refetch without a session) instead of home.
      navigate("/");
      clearSession(queryClient);
      if (options.everywhere) toast.success(SECURITY.signedOutEverywhere);
    },
    onError: (error) => {
      toast.error(ACCOUNT.errorTitle, {
        description: error instanceof ApiError ? error.message : ACCOUNT.signOutFailed,
      });
    },
  });
}

/**
 * Sign out whatever the answer and go to sign-in, coming back to `returnTo` afterwards: for a page (an invitation
 * link) that needs a different account than the one signed in.
 */
export function useSwitchAccount(returnTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiCall("POST /auth/sign-out", { json: {} }).catch(() => undefined),
    onSuccess: () => {
      clearSession(queryClient);
      navigate(`/auth?redirect=${encodeURIComponent(returnTo)}`);
    },
  });
}
