import { AlertTriangle, LogIn } from "lucide-react";
import { Link } from "react-router";
import { PRIVACY_RULES } from "../../../core/contracts/privacy";
import { PRIVACY_REQUESTS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { TitledCard } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { DeleteForm } from "../../features/privacy/delete-form";
import { usePageTitle } from "../../lib/use-page-title";

/** SPEC §2 delete account page; §4 deactivated at once, erased after 30 days, signed out and sent home. */
export default function DeleteAccountPage() {
  usePageTitle("Delete Account");
  const session = useSession();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Delete Account</h1>
      <div
        className="mt-6 flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        role="note"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          Deleting your account cannot be undone by you. It is deactivated immediately and permanently deleted after{" "}
          {PRIVACY_RULES.graceDays} days. Within those days only our support team can restore it, if you ask them.
        </p>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TitledCard title="What is deleted">
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>Your sign-in, sessions, passkeys and second factors</li>
            <li>Your name, e-mail, phone and profile details</li>
            <li>A professional's profile, credentials, files, ratings received and disputes</li>
            <li>Notifications, usage history and data exports</li>
          </ul>
        </TitledCard>
        <TitledCard title="What is retained">
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>Ratings an employer submitted, anonymized, attributed to the business only</li>
            <li>Audit logs and payment records, for 7 years, without your name or e-mail</li>
            <li>Your paid subscription is canceled; invoices stay with the payment provider</li>
          </ul>
        </TitledCard>
      </div>
      <p className="mt-6 text-sm">
        Want a copy first?{" "}
        <Link className="font-medium text-primary underline" to="/legal/data-export">
          Export your data
        </Link>{" "}
        before you delete your account.
      </p>
      <div className="mt-8">
        {session.status === "loading" ? (
          <Spinner />
        ) : session.status === "signed-out" ? (
          <div className="rounded-lg border p-6" role="status">
            <p className="font-medium">{PRIVACY_REQUESTS.deleteMustLogIn}.</p>
            <Button asChild className="mt-4">
              <Link to={`/auth?redirect=${encodeURIComponent("/legal/delete-account")}`}>
                <LogIn className="size-4" aria-hidden="true" />
                Log In
              </Link>
            </Button>
          </div>
        ) : (
          <DeleteForm />
        )}
      </div>
    </section>
  );
}
