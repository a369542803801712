import { useMutation } from "@tanstack/react-query";
import { LockOpen } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AUTH, SECURITY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { unlockThisBrowser } from "../../features/account/account-api";
import { usePageTitle } from "../../lib/use-page-title";

/**
 * /auth/unlock?token=… from the e-mail sent when new browsers are locked out of an account (D314). Opening the link
 * changes nothing (mail scanners open links); the button lets this browser sign in (a device cookie), once.
 */
export default function UnlockPage() {
  usePageTitle(SECURITY.unlockTitle);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unlock = useMutation({ mutationFn: () => unlockThisBrowser(token) });

  return (
    <section className="mx-auto grid max-w-xl content-start gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <Card className="grid justify-items-center gap-4 p-8 text-center">
        <LockOpen className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">{SECURITY.unlockTitle}</h1>
        {!token ? (
          <p role="alert">{AUTH.unlockLinkInvalid}</p>
        ) : unlock.isSuccess ? (
          <>
            <p role="status">{unlock.data.message}</p>
            <Button asChild>
              <Link to="/auth">{SECURITY.unlockGoSignIn}</Link>
            </Button>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">{SECURITY.unlockIntro}</p>
            {unlock.isError && <p role="alert">{unlock.error.message}</p>}
            <Button onClick={() => unlock.mutate()} disabled={unlock.isPending}>
              {unlock.isPending ? SECURITY.unlocking : SECURITY.unlockButton}
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
