import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { TotpNameInput } from "../../../../core/contracts/account";
import { SECURITY } from "../../../../core/messages";
import { TextField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { renameTotp, useMfaStatus } from "../account-api";
import { totpErrorMessage } from "./use-totp-setup";

/** The authenticator's friendly name (SPEC §3 MFA factor friendly_name), shown and renamed in place. */
export function TotpName() {
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
      <TextField
        id="totp-name"
        label={SECURITY.totpNameLabel}
        error={error}
        className="min-w-56 flex-1"
        value={name}
        onValueChange={setName}
      />
      <Button type="submit">{SECURITY.save}</Button>
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        {SECURITY.cancel}
      </Button>
    </form>
  );
}
