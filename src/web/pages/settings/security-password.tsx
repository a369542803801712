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
import { useTextFields } from "../../lib/use-text-fields";

/** Change password: our route applies the password policy and throttles guesses of the current one (D30). */
export function PasswordCard() {
  const { values, setValues, setErrors, bind } = useTextFields("change", { currentPassword: "", newPassword: "" });
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordInput.safeParse(values);
    if (!parsed.success) {
      const fields: Partial<typeof values> = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof typeof values] ??= issue.message;
      return setErrors(fields);
    }
    setBusy(true);
    try {
      const res = await changePassword(parsed.data);
      setValues({ currentPassword: "", newPassword: "" });
      setErrors({});
      toast.success(res.message);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
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
            label={SECURITY.currentPasswordLabel}
            type="password"
            autoComplete="current-password"
            {...bind("currentPassword")}
          />
          <TextField
            label={SECURITY.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            {...bind("newPassword")}
          />
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {SECURITY.changePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
