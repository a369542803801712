import { CircleCheck, TriangleAlert } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ResetPasswordInput } from "../../../core/contracts/auth";
import { ACCOUNT, GENERIC_ERRORS, VALIDATION } from "../../../core/messages";
import { TextField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { resetPasswordRequest } from "../../features/auth/auth-api";
import { ApiError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { useTextFields } from "../../lib/use-text-fields";
import { authErrorDescription } from "./auth-errors";

/** How the reset ended (the link was bad, or the password is saved), with the way back to /auth. */
function LinkOutcome({
  role,
  icon,
  text,
  action,
}: {
  role: "alert" | "status";
  icon: React.ReactNode;
  text: string;
  action: string;
}) {
  return (
    <div className="grid gap-4 text-center" role={role}>
      {icon}
      <p>{text}</p>
      <Button asChild>
        <Link to="/auth">{action}</Link>
      </Button>
    </div>
  );
}

/** The two ends besides the form: the link was bad or used, or the new password is saved. */
const OUTCOMES = {
  invalid: {
    role: "alert",
    icon: <TriangleAlert className="mx-auto size-10 text-destructive" aria-hidden="true" />,
    text: ACCOUNT.resetInvalid,
    action: ACCOUNT.requestNewLink,
  },
  done: {
    role: "status",
    icon: <CircleCheck className="mx-auto size-10 text-accent-foreground" aria-hidden="true" />,
    text: ACCOUNT.resetDone,
    action: ACCOUNT.signInButton,
  },
} as const;

/** /auth/reset-password?token=… from the recovery e-mail (a bad link arrives with ?error=INVALID_TOKEN). */
export default function ResetPasswordPage() {
  usePageTitle(ACCOUNT.resetTitle);
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || Boolean(params.get("error"));
  const { values, setErrors, bind } = useTextFields("reset", { password: "", confirm: "" });
  const { password, confirm } = values;
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<"form" | "done" | "invalid">(linkBroken ? "invalid" : "form");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ResetPasswordInput.safeParse({ token, password });
    const next: Partial<typeof values> = {};
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === "password");
      if (issue) next.password = issue.message;
    }
    if (!next.password && confirm !== password) next.confirm = ACCOUNT.passwordsDiffer;
    if (next.password || next.confirm) {
      setErrors(next);
      toast.error(VALIDATION.validationErrorTitle, { description: next.password ?? next.confirm });
      return;
    }
    setBusy(true);
    try {
      await resetPasswordRequest({ token, password });
      setState("done");
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.password : undefined;
      if (field) {
        setErrors({ password: field });
        toast.error(ACCOUNT.errorTitle, { description: field });
      } else if (error instanceof ApiError && error.status === 400) {
        setState("invalid");
      } else {
        toast.error(ACCOUNT.errorTitle, { description: authErrorDescription(error, GENERIC_ERRORS.internal) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="text-center text-2xl font-bold tracking-tight">{ACCOUNT.resetTitle}</h1>
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        {state !== "form" && <LinkOutcome {...OUTCOMES[state]} />}
        {state === "form" && (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <TextField
              label={ACCOUNT.newPassword}
              hint={ACCOUNT.passwordHint}
              type="password"
              autoComplete="new-password"
              {...bind("password", ["confirm"])}
            />
            <TextField
              label={ACCOUNT.confirmPassword}
              type="password"
              autoComplete="new-password"
              {...bind("confirm")}
            />
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
              {busy ? ACCOUNT.saving : ACCOUNT.savePassword}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
