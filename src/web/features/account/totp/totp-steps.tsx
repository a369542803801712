import { Copy } from "lucide-react";
import { toast } from "sonner";
import { ACCOUNT, SECURITY } from "../../../../core/messages";
import { TextField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import type { useTotpSetup } from "./use-totp-setup";

type Setup = ReturnType<typeof useTotpSetup>;

/** A step's submit button, and Cancel, which ends the setup. */
function StepActions({
  label,
  disabled,
  variant = "default",
  onCancel,
}: {
  label: string;
  disabled: boolean;
  variant?: "default" | "destructive";
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={disabled} variant={variant}>
        {label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {SECURITY.cancel}
      </Button>
    </div>
  );
}

/** The password that confirms adding or removing the authenticator. */
export function PasswordStep({ setup, action }: { setup: Setup; action: "enable" | "disable" }) {
  const { password, setPassword, error, busy, reset, submitPassword } = setup;
  return (
    <form noValidate className="grid max-w-sm gap-3" onSubmit={(e) => submitPassword(e, action)}>
      <TextField
        id="totp-password"
        label={SECURITY.confirmPasswordLabel}
        hint={SECURITY.confirmPasswordHint}
        error={error}
        autoFocus
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      <StepActions
        label={action === "disable" ? SECURITY.totpRemove : SECURITY.continue}
        disabled={busy || !password}
        variant={action === "disable" ? "destructive" : "default"}
        onCancel={reset}
      />
    </form>
  );
}

/** The QR code to scan, the authenticator's name and its first code. */
export function ScanStep({
  setup,
  step,
}: {
  setup: Setup;
  step: { qr: string; secret: string; backupCodes: string[] };
}) {
  const { totpName, setTotpName, code, setCode, error, busy, reset, submitCode } = setup;
  return (
    <form noValidate className="grid gap-4" onSubmit={(e) => submitCode(e, step.backupCodes)}>
      <p className="text-sm">{SECURITY.scanQr}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <img src={step.qr} alt={SECURITY.qrAlt} width={208} height={208} className="size-52 rounded-md border" />
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{SECURITY.manualKey}</span>
          <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs">{step.secret}</code>
        </div>
      </div>
      <TextField
        id="totp-new-name"
        label={SECURITY.totpNameLabel}
        className="max-w-xs"
        maxLength={60}
        value={totpName}
        onValueChange={setTotpName}
      />
      <TextField
        id="totp-code"
        label={ACCOUNT.authCode}
        error={error}
        className="max-w-xs"
        inputClassName="tracking-widest"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onValueChange={setCode}
      />
      <StepActions label={busy ? ACCOUNT.verifying : ACCOUNT.verify} disabled={busy || !code.trim()} onCancel={reset} />
    </form>
  );
}

export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(SECURITY.codesCopied);
    } catch {
      toast.error(SECURITY.copyFailed);
    }
  }
  return (
    <section className="grid gap-3 rounded-lg border bg-muted/50 p-4" aria-labelledby="backup-codes-title">
      <h3 id="backup-codes-title" className="font-semibold">
        {SECURITY.backupTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{SECURITY.backupIntro}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3">
        {codes.map((c) => (
          <li key={c} className="rounded bg-background px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {SECURITY.copyCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {SECURITY.savedCodes}
        </Button>
      </div>
    </section>
  );
}
