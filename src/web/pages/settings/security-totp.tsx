import { useQueryClient } from "@tanstack/react-query";
import { Copy, Smartphone } from "lucide-react";
import QRCode from "qrcode";
import { useState } from "react";
import { toast } from "sonner";
import { DEFAULT_TOTP_NAME, TotpNameInput } from "../../../core/contracts/account";
import { ACCOUNT, SECURITY } from "../../../core/messages";
import { FormField, invalidInput } from "../../components/form-field";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { renameTotp, useMfaStatus } from "../../features/account/account-api";
import { authLibrary } from "../../features/auth/auth-library";
import { ApiError } from "../../lib/api";

type Step =
  | { kind: "idle" }
  | { kind: "password"; action: "enable" | "disable" }
  | { kind: "scan"; qr: string; secret: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

/** The message for a failed two-factor call. */
export function totpErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (/INVALID_PASSWORD/i.test(error.code)) return SECURITY.wrongPassword;
    if (/INVALID_CODE|INVALID_BACKUP_CODE/i.test(error.code)) return ACCOUNT.invalidCode;
    return error.message;
  }
  return SECURITY.genericFailed;
}

/** The authenticator's friendly name (SPEC §3 MFA factor friendly_name), shown and renamed in place. */
function TotpName() {
  const queryClient = useQueryClient();
  const mfa = useMfaStatus();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const current = mfa.data?.totp?.name;
  if (!current) return null;
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = TotpNameInput.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      const res = await renameTotp(parsed.data);
      queryClient.setQueryData(["mfa"], res);
      setEditing(false);
      toast.success(SECURITY.totpRenamed);
    } catch (e) {
      setError(totpErrorMessage(e));
    }
  };
  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          <span className="text-muted-foreground">{SECURITY.totpNameLabel}: </span>
          <strong>{current}</strong>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setName(current);
            setError(undefined);
            setEditing(true);
          }}
        >
          {SECURITY.rename}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={save}>
      <FormField id="totp-name" label={SECURITY.totpNameLabel} error={error} className="min-w-56 flex-1">
        {(a11y) => <Input {...a11y} className={invalidInput} value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <Button type="submit">{SECURITY.save}</Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        {SECURITY.cancel}
      </Button>
    </form>
  );
}

export function TotpCard({ enabled, onChanged }: { enabled: boolean; onChanged: () => unknown }) {
  const queryClient = useQueryClient();
  const [totpName, setTotpName] = useState(DEFAULT_TOTP_NAME);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep({ kind: "idle" });
    setPassword("");
    setCode("");
    setError(undefined);
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      const message = totpErrorMessage(e);
      setError(message);
      toast.error(ACCOUNT.errorTitle, { description: message });
    } finally {
      setBusy(false);
    }
  }

  const submitPassword = (event: React.FormEvent, action: "enable" | "disable") => {
    event.preventDefault();
    void run(async () => {
      if (action === "disable") {
        await authLibrary("/two-factor/disable", { json: { password } });
        toast.success(SECURITY.totpDisabled);
        reset();
        await onChanged();
        return;
      }
      const res = await authLibrary<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", {
        json: { password },
      });
      const qr = await QRCode.toDataURL(res.totpURI, { width: 208, margin: 1, errorCorrectionLevel: "M" });
      const secret = new URL(res.totpURI).searchParams.get("secret") ?? "";
      setPassword("");
      setStep({ kind: "scan", qr, secret, backupCodes: res.backupCodes });
    });
  };

  const submitCode = (event: React.FormEvent, backupCodes: string[]) => {
    event.preventDefault();
    void run(async () => {
      await authLibrary("/two-factor/verify-totp", { json: { code: code.replace(/\s+/g, "") } });
      const named = TotpNameInput.safeParse({ name: totpName });
      await renameTotp(named.success ? named.data : { name: DEFAULT_TOTP_NAME });
      await queryClient.invalidateQueries({ queryKey: ["mfa"] });
      toast.success(SECURITY.totpEnabled);
      setCode("");
      setStep({ kind: "codes", backupCodes });
      await onChanged();
    });
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Smartphone className="size-5 text-primary" aria-hidden="true" />
            {SECURITY.totpTitle}
          </CardTitle>
          <Badge variant={enabled ? "success" : "outline"}>{enabled ? SECURITY.totpOn : SECURITY.totpOff}</Badge>
        </div>
        <CardDescription>{SECURITY.totpIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.kind === "idle" && enabled && <TotpName />}
        {step.kind === "idle" &&
          (enabled ? (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setStep({ kind: "password", action: "disable" })}
            >
              {SECURITY.totpRemove}
            </Button>
          ) : (
            <Button className="justify-self-start" onClick={() => setStep({ kind: "password", action: "enable" })}>
              {SECURITY.totpAdd}
            </Button>
          ))}

        {step.kind === "password" && (
          <form noValidate className="grid max-w-sm gap-3" onSubmit={(e) => submitPassword(e, step.action)}>
            <FormField
              id="totp-password"
              label={SECURITY.confirmPasswordLabel}
              hint={SECURITY.confirmPasswordHint}
              error={error}
            >
              {(a11y) => (
                <Input
                  {...a11y}
                  autoFocus
                  className={invalidInput}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                disabled={busy || !password}
                variant={step.action === "disable" ? "destructive" : "default"}
              >
                {step.action === "disable" ? SECURITY.totpRemove : SECURITY.continue}
              </Button>
              <Button type="button" variant="ghost" onClick={reset}>
                {SECURITY.cancel}
              </Button>
            </div>
          </form>
        )}

        {step.kind === "scan" && (
          <form noValidate className="grid gap-4" onSubmit={(e) => submitCode(e, step.backupCodes)}>
            <p className="text-sm">{SECURITY.scanQr}</p>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <img src={step.qr} alt={SECURITY.qrAlt} width={208} height={208} className="size-52 rounded-md border" />
              <div className="grid gap-1 text-sm">
                <span className="text-muted-foreground">{SECURITY.manualKey}</span>
                <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs">{step.secret}</code>
              </div>
            </div>
            <FormField id="totp-new-name" label={SECURITY.totpNameLabel} className="max-w-xs">
              {(a11y) => (
                <Input {...a11y} maxLength={60} value={totpName} onChange={(e) => setTotpName(e.target.value)} />
              )}
            </FormField>
            <FormField id="totp-code" label={ACCOUNT.authCode} error={error} className="max-w-xs">
              {(a11y) => (
                <Input
                  {...a11y}
                  className={`${invalidInput} tracking-widest`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy || !code.trim()}>
                {busy ? ACCOUNT.verifying : ACCOUNT.verify}
              </Button>
              <Button type="button" variant="ghost" onClick={reset}>
                {SECURITY.cancel}
              </Button>
            </div>
          </form>
        )}

        {step.kind === "codes" && <BackupCodes codes={step.backupCodes} onDone={reset} />}
      </CardContent>
    </Card>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
