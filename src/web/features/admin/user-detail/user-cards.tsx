import type * as React from "react";
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

/** A card listing some of the account's records, or saying there are none (`empty`). */
function ListCard<T>({
  title,
  items,
  empty,
  listClassName = "grid gap-2 text-sm",
  className,
  footer,
  children,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  listClassName?: string;
  className?: string;
  footer?: React.ReactNode;
  children: (item: T) => React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className={listClassName}>{items.map(children)}</ul>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}

export function SessionsCard({ sessions }: Pick<Detail, "sessions">) {
  return (
    <ListCard title={`Sessions (${sessions.length})`} items={sessions} empty="Not signed in anywhere.">
      {(s) => (
        // min-w-0: the browser's long name is cut short (truncate) instead of widening the card.
        <li key={s.id} className="min-w-0 rounded-md border p-2">
          <div>
            Since {shortDateTime(s.createdAt)} · {s.ipAddress ?? "unknown address"}
            {s.secondFactor ? " · second factor proved" : ""}
          </div>
          <div className="truncate text-muted-foreground">{s.userAgent ?? "unknown browser"}</div>
        </li>
      )}
    </ListCard>
  );
}

/** An employer's strikes; an active one can be reversed (the page asks for the reason). */
export function StrikesCard({
  strikes,
  onReverse,
}: Pick<Detail, "strikes"> & { onReverse: (strike: { id: string; ordinal: number }) => void }) {
  return (
    <ListCard title="Strikes" items={strikes} empty="No strikes.">
      {(s) => (
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
      )}
    </ListCard>
  );
}

export function DisputesCard({ disputes }: Pick<Detail, "disputes">) {
  return (
    <ListCard title="Disputes" items={disputes} empty="No disputes." listClassName="grid gap-1 text-sm">
      {(d) => (
        <li key={d.id}>
          <Link className="text-primary underline" to={`/admin/disputes?id=${d.id}&status=all`}>
            {d.side === "filed" ? "Filed" : "Against this employer"} · {d.status.replace(/_/g, " ")}
          </Link>{" "}
          · {shortDateTime(d.createdAt)}
        </li>
      )}
    </ListCard>
  );
}

export function HistoryCard({ userId, history }: { userId: string } & Pick<Detail, "history">) {
  return (
    <ListCard
      className="xl:col-span-2"
      title="Moderation history"
      items={history}
      empty="No administrator has acted on this account."
      footer={
        <Link className="mt-3 inline-block text-sm text-primary underline" to={`/admin/audit?user=${userId}`}>
          Everything in the audit log about this account
        </Link>
      }
    >
      {(h) => (
        <li key={h.id} className="rounded-md border p-2">
          <div className="font-medium">{h.action.replace(/_/g, " ")}</div>
          <div className="text-muted-foreground">
            {shortDateTime(h.at)} · {h.adminEmail ?? "system"}
          </div>
          {h.reason && <div>{h.reason}</div>}
        </li>
      )}
    </ListCard>
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
