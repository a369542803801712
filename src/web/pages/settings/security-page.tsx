import { LogOut, MonitorSmartphone } from "lucide-react";
import { SECURITY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { useSignOut } from "../../features/auth/use-sign-out";
import { usePageTitle } from "../../lib/use-page-title";
import { PasskeysCard } from "./security-passkeys";
import { TotpCard } from "./security-totp";

/** /settings/security: authenticator app (TOTP), passkeys, and sign-out everywhere. */
export default function SecurityPage() {
  usePageTitle(SECURITY.title);
  const session = useSession();
  const signOutEverywhere = useSignOut({ everywhere: true });
  if (session.status !== "signed-in") return <PageSpinner />;

  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{SECURITY.title}</h1>
        <p className="text-muted-foreground">{SECURITY.intro}</p>
      </header>
      <TotpCard enabled={session.user.twoFactorEnabled} onChanged={() => session.refetch()} />
      <PasskeysCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" />
            {SECURITY.sessionsTitle}
          </CardTitle>
          <CardDescription>{SECURITY.sessionsIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" disabled={signOutEverywhere.isPending} onClick={() => signOutEverywhere.mutate()}>
            <LogOut aria-hidden="true" />
            {SECURITY.signOutEverywhere}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
