import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ACCOUNT } from "../../../core/messages";
import { TextField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { authLibrary } from "../../features/auth/auth-library";
import { ApiError } from "../../lib/api";
import { useTextFields } from "../../lib/use-text-fields";

/** A two-factor failure that means the pending sign-in expired (start again), not a wrong code. */
export function twoFactorExpired(error: unknown): boolean {
  return error instanceof ApiError && /INVALID_TWO_FACTOR_COOKIE/i.test(error.code);
}

/** The second step of a sign-in when the account has a verified authenticator app. */
export function TwoFactorStep({ onVerified, onExpired }: { onVerified: () => Promise<void>; onExpired: () => void }) {
  const [mode, setMode] = useState<"totp" | "backup">("totp");
  const { values, setValues, setErrors, bind } = useTextFields("two-factor", { code: "" });
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = mode === "totp" ? values.code.replace(/\s+/g, "") : values.code.trim();
    if (!value) {
      setErrors({ code: ACCOUNT.codeRequired });
      return;
    }
    setBusy(true);
    try {
      await authLibrary(mode === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code", {
        json: { code: value },
      });
      await onVerified();
    } catch (e) {
      if (twoFactorExpired(e)) {
        toast.error(ACCOUNT.errorTitle, { description: ACCOUNT.twoFactorTimedOut });
        onExpired();
        return;
      }
      const message =
        e instanceof ApiError && /INVALID|CODE/i.test(e.code)
          ? ACCOUNT.invalidCode
          : e instanceof ApiError
            ? e.message
            : ACCOUNT.invalidCode;
      setErrors({ code: message });
      toast.error(ACCOUNT.errorTitle, { description: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {ACCOUNT.twoFactorTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {mode === "totp" ? ACCOUNT.twoFactorIntro : ACCOUNT.backupCodeIntro}
          </p>
        </div>
      </div>
      <TextField
        label={mode === "totp" ? ACCOUNT.authCode : ACCOUNT.backupCode}
        autoFocus
        inputClassName="tracking-widest"
        inputMode={mode === "totp" ? "numeric" : "text"}
        autoComplete="one-time-code"
        maxLength={mode === "totp" ? 8 : 32}
        {...bind("code")}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? ACCOUNT.verifying : ACCOUNT.verify}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setMode(mode === "totp" ? "backup" : "totp");
            setValues({ code: "" });
            setErrors({});
          }}
        >
          {mode === "totp" ? ACCOUNT.useBackupCode : ACCOUNT.useAuthenticator}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0 text-muted-foreground" onClick={onExpired}>
          {ACCOUNT.backToSignIn}
        </Button>
      </div>
    </form>
  );
}
