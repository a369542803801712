import { useMutation, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api";
import { useAnnouncedMutation } from "../../../lib/use-announced-mutation";

/** Administrator invitations (issue 34 §4a, D329): the console's list, send and revoke; the invitee's link. */
export const ADMIN_INVITATIONS_KEY = ["admin", "invitations"] as const;

export function useAdminInvitations() {
  return useQuery({ queryKey: ADMIN_INVITATIONS_KEY, queryFn: () => apiCall("GET /admin/invitations") });
}

export function useInviteAdmin() {
  return useAnnouncedMutation((email: string) => apiCall("POST /admin/invitations", { json: { email } }), {
    invalidates: ADMIN_INVITATIONS_KEY,
  });
}

export function useRevokeInvitation() {
  return useAnnouncedMutation(
    (id: string) => apiCall("POST /admin/invitations/:invitationId/revoke", { params: { invitationId: id } }),
    { invalidates: ADMIN_INVITATIONS_KEY },
  );
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ["admin-invitation", token],
    queryFn: () => apiCall("GET /admin-invitations/:token", { params: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: { fullName: string; password: string }) =>
      apiCall("POST /admin-invitations/:token/accept", { params: { token }, json: input }),
  });
}
