import { MailPlus } from "lucide-react";
import { useId, useState } from "react";
import { INVITATION_LIMITS } from "../../../core/contracts/appeals";
import { InPlaceForm } from "../../components/in-place-form";
import { PageIntro } from "../../components/page-intro";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, TitledCard } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";

import {
  useAdminInvitations,
  useInviteAdmin,
  useRevokeInvitation,
} from "../../features/admin/invitations/invitations-api";
import { RevocableList } from "../../features/admin/revocable-list";
import { ApiError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";

const STATE_LABEL = { open: "Open", expired: "Expired", accepted: "Accepted", revoked: "Revoked" } as const;

/**
 * /admin/administrators (issue 34 §4a, D329): invite an administrator by e-mail, see and revoke invitations. The
 * invitee sets a password through the link and enrols a second factor before the console opens to them.
 */
export default function AdminAdministratorsPage() {
  usePageTitle("Administrators");
  const id = useId();
  const [email, setEmail] = useState("");
  const invite = useInviteAdmin();
  const revoke = useRevokeInvitation();
  const list = useAdminInvitations();
  const emailError = invite.error instanceof ApiError ? (invite.error.fields?.email ?? null) : null;
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <PageIntro title="Administrators">
        Appeals are decided by an administrator other than the one who took the first decision. Invite another
        administrator so that a second pair of eyes is always there.
      </PageIntro>
      <Card>
        <CardHeader>
          <CardTitle>Invite an administrator</CardTitle>
          <CardDescription>
            They receive an e-mail with a link that works once, for {INVITATION_LIMITS.validHours} hours. They set their
            own password and must enrol a second factor before the admin console opens. An invitation creates a new
            account; it never adds the role to an existing one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <InPlaceForm
            noValidate
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
            onSend={() => {
              invite.mutate(email, { onSuccess: () => setEmail("") });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>E-mail address</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (invite.isError) invite.reset();
                }}
                aria-invalid={invite.isError ? true : undefined}
                aria-describedby={invite.isError ? `${id}-email-error` : undefined}
              />
            </div>
            <Button type="submit" disabled={invite.isPending}>
              <MailPlus aria-hidden="true" /> {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
            {invite.isError && (
              <p id={`${id}-email-error`} role="alert" className="text-sm text-destructive sm:col-span-2">
                {emailError ?? invite.error.message}
              </p>
            )}
          </InPlaceForm>
        </CardContent>
      </Card>
      <TitledCard title="Invitations">
        {list.isPending && <Skeleton className="h-24" />}
        {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
        {list.data && list.data.invitations.length === 0 && (
          <p className="text-sm text-muted-foreground">No invitations yet.</p>
        )}
        {list.data && list.data.invitations.length > 0 && (
          <RevocableList
            items={list.data.invitations}
            label="Invitations"
            details={(inv) => (
              <div className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="break-all font-medium">{inv.email}</span>
                  <Badge variant={inv.state === "open" ? "default" : "outline"}>{STATE_LABEL[inv.state]}</Badge>
                </span>
                <span className="text-xs text-muted-foreground">
                  Sent {new Date(inv.createdAt).toLocaleString()}
                  {inv.invitedBy ? ` by ${inv.invitedBy}` : ""} · expires {new Date(inv.expiresAt).toLocaleString()}
                </span>
              </div>
            )}
            revocable={(inv) => inv.canRevoke}
            question={(inv) => ({
              title: "Revoke this invitation?",
              description: `The link sent to ${inv.email} stops working at once. You can send a new invitation later.`,
              confirmLabel: "Revoke invitation",
            })}
            busy={revoke.isPending}
            error={revoke.isError ? revoke.error.message : null}
            revoke={(inv, _reason, done) => revoke.mutate(inv.id, { onSuccess: done })}
            onClose={() => revoke.reset()}
          />
        )}
      </TitledCard>
    </section>
  );
}
