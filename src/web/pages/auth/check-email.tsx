import { MailCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ACCOUNT, GENERIC_ERRORS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { resendVerificationRequest } from "../../features/auth/auth-api";
import { authErrorDescription } from "./auth-errors";

/** After a sign-up that needs e-mail confirmation (SPEC §4): say so, and offer to send the link again. */
export function CheckEmail({ email, redirect }: { email: string; redirect?: string }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await resendVerificationRequest({ email, ...(redirect ? { redirect } : {}) });
      toast.success(ACCOUNT.linkResent);
    } catch (error) {
      toast.error(ACCOUNT.errorTitle, { description: authErrorDescription(error, GENERIC_ERRORS.internal) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="grid gap-4 text-center" aria-labelledby="check-email-title">
      <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
      <h2 id="check-email-title" className="text-xl font-semibold">
        {ACCOUNT.checkEmailTitle}
      </h2>
      <p className="text-muted-foreground">{ACCOUNT.checkEmailBody(email)}</p>
      <p className="text-sm text-muted-foreground">{ACCOUNT.checkEmailSpam}</p>
      <Button type="button" variant="outline" onClick={resend} disabled={busy} className="justify-self-center">
        {busy ? ACCOUNT.resending : ACCOUNT.resendLink}
      </Button>
    </section>
  );
}
