import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { type UserAction, useAdminUser, useUserAction } from "../../features/admin/console-api";
import { shortDateTime } from "../../features/admin/time-words";
import { usePageMeta } from "../../features/marketing/use-page-meta";
import { RestoreAccountCard } from "../../features/privacy/restore-account-card";
import type { ApiError } from "../../lib/api";

type Pending = { kind: "action"; action: UserAction } | { kind: "strike"; strikeId: string; ordinal: number };

const ACTION_TEXT: Record<UserAction, { label: string; title: string; body: string; destructive: boolean }> = {
  suspend: {
    label: "Suspend account",
    title: "Suspend this account?",
    body: "Every session ends now and the person cannot sign in until an administrator reactivates the account.",
    destructive: true,
  },
  reactivate: {
    label: "Reactivate account",
    title: "Reactivate this account?",
    body: "The person can sign in again.",
    destructive: false,
  },
  "end-sessions": {
    label: "End all sessions",
    title: "End every session of this account?",
    body: "The person is signed out on every device and must sign in again.",
    destructive: true,
  },
  "reset-second-factor": {
    label: "Reset second factor",
    title: "Remove this person's second factors?",
    body: "Their authenticator app, backup codes and passkeys stop working and their sessions end. Check who they are first.",
    destructive: true,
  },
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** /admin/users/:userId — one account with everything a moderator needs, and its actions (each with a reason). */
export default function AdminUserPage() {
  const { userId = "" } = useParams();
  const detail = useAdminUser(userId);
  const act = useUserAction(userId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  usePageMeta(detail.data ? `User: ${detail.data.user.name || detail.data.user.email}` : "User", "One account.");
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <div className="px-4 py-6 sm:px-6">
        <ErrorNote message={detail.error.message} onRetry={() => detail.refetch()} />
      </div>
    );
  const { user, suspension, deletion, employer, professional, strikes, disputes, sessions, history } = detail.data;
  const actions: UserAction[] = [
    user.suspended ? "reactivate" : "suspend",
    "end-sessions",
    ...(user.twoFactorEnabled || user.passkeys > 0 ? (["reset-second-factor"] as const) : []),
  ];
  const text = pending?.kind === "action" ? ACTION_TEXT[pending.action] : null;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <Link
        to="/admin/users"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All users
      </Link>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{user.name || user.email}</h1>
        <div className="flex flex-wrap gap-1">
          {user.roles.map((r) => (
            <Badge key={r} variant="secondary">
              {r}
            </Badge>
          ))}
          <Badge variant="outline">{user.plan}</Badge>
          {user.suspended && (
            <Badge variant="outline" className="border-destructive text-destructive">
              suspended
            </Badge>
          )}
        </div>
      </header>
      {suspension && (
        <p role="status" className="rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm">
          Suspended {shortDateTime(suspension.suspendedAt)}
          {suspension.suspendedBy ? ` by ${suspension.suspendedBy}` : ""}: {suspension.reason}
        </p>
      )}
      {deletion && (
        <>
          <p role="status" className="rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm">
            Deletion requested {shortDateTime(deletion.requestedAt)}; erased for good after{" "}
            {shortDateTime(deletion.eraseAfter)} unless restored.
          </p>
          <RestoreAccountCard userId={user.id} onRestored={() => detail.refetch()} />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button
            key={a}
            variant={ACTION_TEXT[a].destructive ? "outline" : "default"}
            onClick={() => {
              setServerError(null);
              setPending({ kind: "action", action: a });
            }}
          >
            {ACTION_TEXT[a].label}
          </Button>
        ))}
      </div>
      <div className="grid gap-5 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Account</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <Row label="E-mail">
                {user.email} {user.emailVerified ? "(confirmed)" : "(not confirmed)"}
              </Row>
              <Row label="Company">{user.company ?? "—"}</Row>
              <Row label="Plan">
                {user.plan}
                {user.subscriptionStatus ? ` · ${user.subscriptionStatus}` : ""}
              </Row>
              <Row label="Second factor">
                {user.twoFactorEnabled ? "Authenticator app" : "None"}
                {user.passkeys ? ` · ${user.passkeys} passkey(s)` : ""}
              </Row>
              <Row label="Joined">{shortDateTime(user.createdAt)}</Row>
              {employer && (
                <Row label="Employer">
                  {employer.companyName} · verification {employer.verificationStatus} · {employer.strikeCount} active
                  strike(s)
                  {employer.permanentlySuspended
                    ? " · permanently suspended"
                    : employer.suspendedUntil
                      ? ` · rating suspended until ${shortDateTime(employer.suspendedUntil)}`
                      : ""}
                </Row>
              )}
              {professional && (
                <Row label="Profile">
                  <Link className="text-primary underline" to={`/profile/${professional.id}`}>
                    {professional.name}
                  </Link>{" "}
                  · {professional.ratingCount} rating(s)
                </Row>
              )}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Sessions ({sessions.length})</CardTitle>
          </CardHeader>
          <CardContent>
            {sessions.length === 0 ? (
              <p className="text-sm text-muted-foreground">Not signed in anywhere.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {sessions.map((s) => (
                  <li key={s.id} className="rounded-md border p-2">
                    <div>
                      Since {shortDateTime(s.createdAt)} · {s.ipAddress ?? "unknown address"}
                      {s.secondFactor ? " · second factor proved" : ""}
                    </div>
                    <div className="truncate text-muted-foreground">{s.userAgent ?? "unknown browser"}</div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {employer && (
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Strikes</CardTitle>
            </CardHeader>
            <CardContent>
              {strikes.length === 0 ? (
                <p className="text-sm text-muted-foreground">No strikes.</p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {strikes.map((s) => (
                    <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
                      <span>
                        Strike {s.ordinal} ({s.effect.replace(/_/g, " ")}) · {s.status} · issued{" "}
                        {shortDateTime(s.issuedAt)}
                      </span>
                      {s.status === "active" && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            setServerError(null);
                            setPending({ kind: "strike", strikeId: s.id, ordinal: s.ordinal });
                          }}
                        >
                          Reverse<span className="sr-only"> strike {s.ordinal}</span>
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Disputes</CardTitle>
          </CardHeader>
          <CardContent>
            {disputes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No disputes.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {disputes.map((d) => (
                  <li key={d.id}>
                    <Link className="text-primary underline" to={`/admin/disputes?id=${d.id}&status=all`}>
                      {d.side === "filed" ? "Filed" : "Against this employer"} · {d.status.replace(/_/g, " ")}
                    </Link>{" "}
                    · {shortDateTime(d.createdAt)}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Moderation history</CardTitle>
          </CardHeader>
          <CardContent>
            {history.length === 0 ? (
              <p className="text-sm text-muted-foreground">No administrator has acted on this account.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {history.map((h) => (
                  <li key={h.id} className="rounded-md border p-2">
                    <div className="font-medium">{h.action.replace(/_/g, " ")}</div>
                    <div className="text-muted-foreground">
                      {shortDateTime(h.at)} · {h.adminEmail ?? "system"}
                    </div>
                    {h.reason && <div>{h.reason}</div>}
                  </li>
                ))}
              </ul>
            )}
            <Link className="mt-3 inline-block text-sm text-primary underline" to={`/admin/audit?user=${user.id}`}>
              Everything in the audit log about this account
            </Link>
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={text ? text.title : `Reverse strike ${pending?.kind === "strike" ? pending.ordinal : ""}?`}
        description={
          text
            ? text.body
            : "The strike stops counting and the employer's standing (rating suspension, strike count) is recomputed."
        }
        confirmLabel={text ? text.label : "Reverse strike"}
        destructive={text?.destructive ?? false}
        withReason
        busy={act.isPending}
        serverError={serverError}
        onConfirm={(reason) =>
          act.mutate(
            pending?.kind === "strike"
              ? { strikeId: pending.strikeId, reason }
              : { action: (pending as { action: UserAction }).action, reason },
            {
              onSuccess: (res) => {
                toast.success(res.message);
                setPending(null);
              },
              onError: (err) => setServerError((err as ApiError).fields?.reason ?? err.message),
            },
          )
        }
      />
    </section>
  );
}
