import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PRIVACY_RULES } from "../../../core/contracts/privacy";
import { PRIVACY_REQUESTS } from "../../../core/messages";
import { TextField } from "../../components/form-field";
import { InPlaceForm } from "../../components/in-place-form";
import { Button } from "../../components/ui/button";
import { TitledCard } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api";
import { useTextFields } from "../../lib/use-text-fields";
import { clearSession } from "../auth/use-sign-out";
import { deleteAccount } from "./privacy-api";

const CONFIRMATIONS = [
  ["confirmDeactivation", "I understand my account will be deactivated immediately and permanently."],
  ["confirmPermanent", `I understand my account will be permanently deleted after ${PRIVACY_RULES.graceDays} days.`],
  ["confirmRatingsAnonymized", "I understand ratings I submitted will remain, anonymized."],
] as const;
type ConfirmKey = (typeof CONFIRMATIONS)[number][0];

/** The three confirmations, the password (or a fresh sign-in for a passkey-only account) and the red button. */
export function DeleteForm() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checks, setChecks] = useState<Record<ConfirmKey, boolean>>({
    confirmDeactivation: false,
    confirmPermanent: false,
    confirmRatingsAnonymized: false,
  });
  const { values, setErrors, bind } = useTextFields("delete-account", { password: "" });
  const allTicked = CONFIRMATIONS.every(([key]) => checks[key]);
  const remove = useMutation({
    mutationFn: () => deleteAccount({ ...checks, password: values.password }),
    onSuccess: (res) => {
      navigate("/");
      clearSession(queryClient);
      toast.success(res.message);
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : PRIVACY_REQUESTS.deleteFailed;
      if (error instanceof ApiError && error.fields?.password) setErrors({ password: error.fields.password });
      toast.error(message);
    },
  });
  return (
    <TitledCard
      title="Delete my account"
      description="Tick all three boxes and confirm with your password. An account that signs in with a passkey only leaves the password empty and must have signed in within the last 10 minutes."
    >
      <InPlaceForm
        className="grid gap-4"
        onSend={() => {
          if (!allTicked) return void toast.error(PRIVACY_REQUESTS.deleteConfirmAll);
          setErrors({});
          remove.mutate();
        }}
      >
        {CONFIRMATIONS.map(([key, label]) => (
          <div key={key} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${key}`}
              checked={checks[key]}
              onCheckedChange={(value) => setChecks((c) => ({ ...c, [key]: value === true }))}
            />
            <Label htmlFor={`${id}-${key}`} className="leading-snug font-normal">
              {label}
            </Label>
          </div>
        ))}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          inputClassName="max-w-sm"
          {...bind("password")}
        />
        <div>
          <Button type="submit" variant="destructive" disabled={!allTicked || remove.isPending}>
            {remove.isPending && <Spinner className="size-4" label="Deleting" />}
            Delete my account
          </Button>
        </div>
      </InPlaceForm>
    </TitledCard>
  );
}
