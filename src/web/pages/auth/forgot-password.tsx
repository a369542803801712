import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { EmailOnlyInput } from "../../../core/contracts/auth";
import { ACCOUNT, GENERIC_ERRORS, VALIDATION } from "../../../core/messages";
import { TextField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { forgotPasswordRequest } from "../../features/auth/auth-api";
import { useTextFields } from "../../lib/use-text-fields";
import { authErrorDescription } from "./auth-errors";

/** 'Forgot password?': one e-mail field, then the same neutral answer whether or not an account exists. */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { values, setErrors, bind } = useTextFields("forgot", { email: initialEmail });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const headingId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = EmailOnlyInput.safeParse(values);
    if (!parsed.success) {
      setErrors({ email: VALIDATION.invalidEmail });
      toast.error(VALIDATION.validationErrorTitle, { description: VALIDATION.invalidEmail });
      return;
    }
    setBusy(true);
    try {
      const res = await forgotPasswordRequest(parsed.data);
      setSent(res.message);
    } catch (e) {
      toast.error(ACCOUNT.errorTitle, { description: authErrorDescription(e, GENERIC_ERRORS.internal) });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <div className="flex items-start gap-3 rounded-lg border bg-accent p-4 text-accent-foreground">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm">{sent}</p>
        </div>
        <Button type="button" variant="outline" onClick={onBack}>
          {ACCOUNT.backToSignIn}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {ACCOUNT.forgotTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{ACCOUNT.forgotIntro}</p>
      </div>
      <TextField label={ACCOUNT.email} type="email" autoComplete="email" {...bind("email")} />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? ACCOUNT.sending : ACCOUNT.sendResetLink}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
        {ACCOUNT.backToSignIn}
      </Button>
    </form>
  );
}
