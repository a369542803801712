import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { type UserAction, useAdminUser } from "../../features/admin/console-api";
import { ACTION_TEXT, type Pending, UserActionDialog } from "../../features/admin/user-detail/user-action-dialog";
import {
  AccountCard,
  DisputesCard,
  HistoryCard,
  SessionsCard,
  StrikesCard,
  UserHeader,
} from "../../features/admin/user-detail/user-cards";
import { AdminCredentialsCard } from "../../features/credentials/admin-credentials-card";
import { usePageMeta } from "../../features/marketing/use-page-meta";

/** /admin/users/:userId — one account with everything a moderator needs, and its actions (each with a reason). */
export default function AdminUserPage() {
  const { userId = "" } = useParams();
  const detail = useAdminUser(userId);
  const [pending, setPending] = useState<Pending | null>(null);
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
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <Link
        to="/admin/users"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All users
      </Link>
      <UserHeader user={user} suspension={suspension} deletion={deletion} onRestored={() => detail.refetch()} />
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button
            key={a}
            variant={ACTION_TEXT[a].destructive ? "outline" : "default"}
            onClick={() => setPending({ kind: "action", action: a })}
          >
            {ACTION_TEXT[a].label}
          </Button>
        ))}
      </div>
      {/* minmax(0, 1fr): a long line in a card (a session's browser) is cut short in its card, not the page widened. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-2">
        <AccountCard user={user} employer={employer} professional={professional} />
        <SessionsCard sessions={sessions} />
        {employer && (
          <StrikesCard
            strikes={strikes}
            onReverse={(s) => setPending({ kind: "strike", strikeId: s.id, ordinal: s.ordinal })}
          />
        )}
        <DisputesCard disputes={disputes} />
        {professional && <AdminCredentialsCard professionalId={professional.id} />}
        <HistoryCard userId={user.id} history={history} />
      </div>
      <UserActionDialog userId={userId} pending={pending} onClose={() => setPending(null)} />
    </section>
  );
}
