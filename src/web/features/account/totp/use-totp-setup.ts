import { useQueryClient } from "@tanstack/react-query";
import QRCode from "qrcode";
import { useState } from "react";
import { toast } from "sonner";
import { DEFAULT_TOTP_NAME, TotpNameInput } from "../../../../core/contracts/account";
import { ACCOUNT, SECURITY } from "../../../../core/messages";
import { ApiError } from "../../../lib/api";
import { authLibrary } from "../../auth/auth-library";
import { renameTotp } from "../account-api";

export type TotpStep =
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

/**
 * Adding or removing the authenticator, step by step: the password, then (adding) the QR code and the first code,
 * then the backup codes. Errors stay on the step's field and show in a toast.
 */
export function useTotpSetup(onChanged: () => unknown) {
  const queryClient = useQueryClient();
  const [totpName, setTotpName] = useState(DEFAULT_TOTP_NAME);
  const [step, setStep] = useState<TotpStep>({ kind: "idle" });
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

  return {
    step,
    setStep,
    totpName,
    setTotpName,
    password,
    setPassword,
    code,
    setCode,
    error,
    busy,
    reset,
    submitPassword,
    submitCode,
  };
}
