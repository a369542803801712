import { useMutation, useQuery } from "@tanstack/react-query";
import { MailX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { UNSUBSCRIBE_INVALID } from "../../../core/contracts/notifications";
import { PREFERENCE_LABELS, ROSTER_INVITATIONS_LABEL } from "../../../core/notices";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { usePageTitle } from "../../lib/use-page-title";
import { confirmUnsubscribe, describeUnsubscribe } from "./preferences-api";

/**
 * /unsubscribe?token=… (D124): works signed out. Opening the link changes nothing (mail scanners open links); the
 * button confirms. Mail clients that support RFC 8058 skip this page and post to the API directly.
 */
export default function UnsubscribePage() {
  usePageTitle("Unsubscribe");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const about = useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => describeUnsubscribe(token),
    enabled: token.length > 0,
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmUnsubscribe(token) });
  const view = confirm.data ?? about.data;
  // A roster invitation to an address with no account (D212): no preferences, no in-app notices to keep.
  const bare = view?.topic === "rosterInvitations";
  const label = !view
    ? ""
    : view.topic === "rosterInvitations"
      ? ROSTER_INVITATIONS_LABEL.about
      : PREFERENCE_LABELS[view.topic].about;
  const done = confirm.isSuccess || about.data?.unsubscribed;

  return (
    <section className="mx-auto grid max-w-xl content-start gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <Card className="grid justify-items-center gap-4 p-8 text-center">
        <MailX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">Unsubscribe</h1>
        {!token || about.isError ? (
          <p role="alert">{UNSUBSCRIBE_INVALID}</p>
        ) : about.isPending ? (
          <Spinner />
        ) : done ? (
          <p role="status">
            You will no longer receive e-mails about {label}.{bare ? "" : " In-app notifications continue."}
          </p>
        ) : (
          <>
            <p>
              Stop e-mails about {label}?{bare ? "" : " You will still see these notifications in Standing."}
            </p>
            {confirm.isError && <p role="alert">{confirm.error.message}</p>}
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {confirm.isPending ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          </>
        )}
        {!bare && (
          <Link
            to="/settings/notifications"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Manage all e-mail preferences
          </Link>
        )}
      </Card>
    </section>
  );
}
