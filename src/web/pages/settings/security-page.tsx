import { useRef } from "react";
import { Link } from "react-router";
import { AUTH, SECURITY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { PasskeysCard } from "../../features/account/passkeys/passkeys-card";
import { useSession } from "../../features/auth/session";
import { usePageTitle } from "../../lib/use-page-title";
import { DevicesCard } from "./security-devices";
import { FailedSignInsCard } from "./security-failed-sign-ins";
import { PasswordCard } from "./security-password";
import { TotpCard } from "./security-totp";

/** /settings/security: authenticator app (TOTP), passkeys, password, failed sign-ins and the signed-in devices. */
export default function SecurityPage() {
  usePageTitle(SECURITY.title);
  const session = useSession();
  // An administrator who just enrolled (the session refetched): show the way on.
  const wasRequired = useRef(false);
  if (session.status === "signed-in" && session.user.secondFactorRequired) wasRequired.current = true;
  if (session.status !== "signed-in") return <PageSpinner />;
  const enrolledNow = wasRequired.current && !session.user.secondFactorRequired;

  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{SECURITY.title}</h1>
        <p className="text-muted-foreground">{SECURITY.intro}</p>
      </header>
      {session.user.secondFactorRequired && (
        <div role="alert" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>{SECURITY.enrolTitle}</strong>
          <p>{AUTH.secondFactorRequired}</p>
        </div>
      )}
      {enrolledNow && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-md border p-4">
          <span>{SECURITY.enrolDone}</span>
          <Button asChild size="sm">
            <Link to="/admin">{SECURITY.continueToAdmin}</Link>
          </Button>
        </div>
      )}
      <TotpCard enabled={session.user.twoFactorEnabled} onChanged={() => session.refetch()} />
      <PasskeysCard />
      {/* Until an administrator has a second factor the server allows only enrolling one (D30). */}
      {!session.user.secondFactorRequired && (
        <>
          <PasswordCard />
          <FailedSignInsCard />
          <DevicesCard />
        </>
      )}
    </section>
  );
}
