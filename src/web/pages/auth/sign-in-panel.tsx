import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { type Me, SignInInput, SignInResponse, safeReturnPath } from "../../../core/contracts/auth";
import { ACCOUNT, AUTH, PASSKEY_ERRORS, VALIDATION } from "../../../core/messages";
import { TextField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { signInRequest } from "../../features/auth/auth-api";
import { passkeyErrorMessage, signInWithPasskey } from "../../features/auth/passkey";
import { PasskeySignIn } from "../../features/auth/passkey-sign-in";
import { meQuery } from "../../features/auth/session";
import { useTextFields } from "../../lib/use-text-fields";
import { authErrorDescription, UnexpectedAnswer } from "./auth-errors";
import { ForgotPassword } from "./forgot-password";
import { TwoFactorStep } from "./two-factor-step";

type SignInView = "form" | "two-factor" | "forgot";

export function SignInPanel({
  onSignedIn,
  redirect,
}: {
  onSignedIn: (user: Me) => void;
  /** The page's `redirect`: a fresh confirmation link for an unconfirmed e-mail returns there. */
  redirect?: string | null;
}) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<SignInView>("form");
  const { values, setValues, setErrors, bind } = useTextFields("signin", { email: "", password: "" });
  const { email, password } = values;
  const [busy, setBusy] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  const welcome = (user: Me) => {
    toast.success(AUTH.welcomeBackTitle, { description: AUTH.signedIn });
    onSignedIn(user);
  };

  /** After a second factor or a passkey the cookie is set; read who we are now. */
  const finishFromServer = async () => {
    const me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    if (me.user) welcome(me.user);
    else toast.error(ACCOUNT.errorTitle, { description: AUTH.signInFailed });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const back = safeReturnPath(redirect);
    const parsed = SignInInput.safeParse({ email, password, ...(back ? { redirect: back } : {}) });
    if (!parsed.success) {
      const next: Partial<typeof values> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as "email" | "password";
        next[key] ??= issue.message;
      }
      setErrors(next);
      toast.error(VALIDATION.validationErrorTitle, { description: next.email ?? next.password });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = SignInResponse.safeParse(await signInRequest(parsed.data));
      if (!answer.success) throw new UnexpectedAnswer();
      const res = answer.data;
      if (res.twoFactorRequired) {
        setView("two-factor");
        return;
      }
      if (res.user) welcome(res.user);
      else await finishFromServer();
    } catch (error) {
      toast.error(ACCOUNT.errorTitle, { description: authErrorDescription(error, AUTH.signInFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function passkey() {
    setPasskeyBusy(true);
    try {
      await signInWithPasskey();
      await finishFromServer();
    } catch (error) {
      toast.error(PASSKEY_ERRORS.signInTitle, { description: passkeyErrorMessage(error) });
    } finally {
      setPasskeyBusy(false);
    }
  }

  if (view === "two-factor") {
    return (
      <TwoFactorStep
        onVerified={finishFromServer}
        onExpired={() => {
          setValues((current) => ({ ...current, password: "" }));
          setView("form");
        }}
      />
    );
  }
  if (view === "forgot") return <ForgotPassword initialEmail={email} onBack={() => setView("form")} />;

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={ACCOUNT.signInTab}>
        <TextField label={ACCOUNT.email} type="email" autoComplete="username" {...bind("email")} />
        <TextField label={ACCOUNT.password} type="password" autoComplete="current-password" {...bind("password")} />
        <div className="-mt-1 flex justify-end">
          <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={() => setView("forgot")}>
            {ACCOUNT.forgotPassword}
          </Button>
        </div>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? AUTH.signingIn : ACCOUNT.signInButton}
        </Button>
      </form>
      <PasskeySignIn busy={passkeyBusy} onClick={passkey} />
    </div>
  );
}
