import { Link } from "react-router";
import type { AdminUserDetail } from "../../../../core/contracts/admin-console";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { RestoreAccountCard } from "../../privacy/restore-account-card";
import { shortDateTime } from "../time-words";
import { UserBadges } from "../user-badges";

type Detail = AdminUserDetail;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Who the account is: e-mail, company, plan, second factor, and its employer or profile. */
export function AccountCard({ user, employer, professional }: Pick<Detail, "user" | "employer" | "professional">) {
  return (
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
  );
}

export function SessionsCard({ sessions }: Pick<Detail, "sessions">) {
  return (
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
  );
}

/** An employer's strikes; an active one can be reversed (the page asks for the reason). */
export function StrikesCard({
  strikes,
  onReverse,
}: Pick<Detail, "strikes"> & { onReverse: (strike: { id: string; ordinal: number }) => void }) {
  return (
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
                  Strike {s.ordinal} ({s.effect.replace(/_/g, " ")}) · {s.status} · issued {shortDateTime(s.issuedAt)}
                </span>
                {s.status === "active" && (
                  <Button size="sm" variant="outline" onClick={() => onReverse({ id: s.id, ordinal: s.ordinal })}>
                    Reverse<span className="sr-only"> strike {s.ordinal}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function DisputesCard({ disputes }: Pick<Detail, "disputes">) {
  return (
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
  );
}

export function HistoryCard({ userId, history }: { userId: string } & Pick<Detail, "history">) {
  return (
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
        <Link className="mt-3 inline-block text-sm text-primary underline" to={`/admin/audit?user=${userId}`}>
          Everything in the audit log about this account
        </Link>
      </CardContent>
    </Card>
  );
}

/** The name, roles and plan, and why the account is suspended or going away. */
export function UserHeader({
  user,
  suspension,
  deletion,
  onRestored,
}: Pick<Detail, "user" | "suspension" | "deletion"> & { onRestored: () => void }) {
  return (
    <>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{user.name || user.email}</h1>
        <UserBadges roles={user.roles} plan={user.plan} suspended={user.suspended} />
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
          <RestoreAccountCard userId={user.id} onRestored={onRestored} />
        </>
      )}
    </>
  );
}
