import { KeyRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ChangePasswordInput } from "../../../core/contracts/account";
import { SECURITY } from "../../../core/messages";
import { TextField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../components/ui/card";
import { changePassword } from "../../features/account/account-api";
import { ApiError } from "../../lib/api";

type Fields = Partial<Record<"currentPassword" | "newPassword", string>>;

/** Change password: our route applies the password policy and throttles guesses of the current one (D30). */
export function PasswordCard() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordInput.safeParse({ currentPassword: current, newPassword: next });
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof Fields] ??= issue.message;
      return setErrors(fields);
    }
    setBusy(true);
    try {
      const res = await changePassword(parsed.data);
      setCurrent("");
      setNext("");
      setErrors({});
      toast.success(res.message);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Fields);
      else toast.error(error instanceof ApiError ? error.message : SECURITY.genericFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <IconCardHeader icon={KeyRound} title={SECURITY.passwordTitle} description={SECURITY.passwordIntro} />
      <CardContent>
        <form className="grid max-w-sm gap-4" onSubmit={submit} noValidate>
          <TextField
            id="current-password"
            label={SECURITY.currentPasswordLabel}
            error={errors.currentPassword}
            type="password"
            autoComplete="current-password"
            value={current}
            onValueChange={setCurrent}
          />
          <TextField
            id="new-password"
            label={SECURITY.newPasswordLabel}
            error={errors.newPassword}
            type="password"
            autoComplete="new-password"
            value={next}
            onValueChange={setNext}
          />
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {SECURITY.changePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
