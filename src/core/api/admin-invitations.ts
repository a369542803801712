import { z } from "zod";
import {
  AcceptInvitationInput,
  AdminInvitationList,
  AdminInvitationRow,
  InvitationIdParams,
  InvitationMessage,
  InvitationPreview,
  InvitationTokenParams,
  InviteAdminInput,
} from "../contracts/appeals";
import { route } from "./declare";

/** The routes of `src/server/routes/admin/invitations.routes.ts` (D0374). */
export const ADMIN_INVITATIONS_ROUTES = {
  getAdminInvitations: route({
    method: "GET",
    path: "/admin/invitations",
    policy: "admin:invitations",
    response: { 200: AdminInvitationList },
  }),
  postAdminInvitations: route({
    method: "POST",
    path: "/admin/invitations",
    policy: "admin:invitations",
    body: InviteAdminInput,
    parsedBy: "handler",
    response: { 201: z.object({ invitation: AdminInvitationRow, message: z.string() }) },
  }),
  postAdminInvitationsRevoke: route({
    method: "POST",
    path: "/admin/invitations/:invitationId/revoke",
    policy: "admin:invitations",
    params: InvitationIdParams,
    response: { 200: InvitationMessage },
  }),
  getAdminInvitationsOne: route({
    method: "GET",
    path: "/admin-invitations/:token",
    policy: "admin-invitation:accept",
    params: InvitationTokenParams,
    response: { 200: InvitationPreview },
  }),
  postAdminInvitationsAccept: route({
    method: "POST",
    path: "/admin-invitations/:token/accept",
    policy: "admin-invitation:accept",
    params: InvitationTokenParams,
    body: AcceptInvitationInput,
    parsedBy: "handler",
    response: { 201: InvitationMessage },
  }),
};
