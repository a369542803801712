import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, LogIn } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { PRIVACY_RULES } from "../../../core/contracts/privacy";
import { PRIVACY_REQUESTS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";
import { clearSession } from "../../features/auth/use-sign-out";
import { deleteAccount } from "../../features/privacy/privacy-api";
import { ApiError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";

const CONFIRMATIONS = [
  ["confirmDeactivation", "I understand my account will be deactivated immediately and permanently."],
  ["confirmPermanent", `I understand my account will be permanently deleted after ${PRIVACY_RULES.graceDays} days.`],
  ["confirmRatingsAnonymized", "I understand ratings I submitted will remain, anonymized."],
] as const;
type ConfirmKey = (typeof CONFIRMATIONS)[number][0];

/** SPEC §2 delete account page; §4 deactivated at once, erased after 30 days, signed out and sent home. */
export default function DeleteAccountPage() {
  usePageTitle("Delete Account");
  const session = useSession();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Delete Account</h1>
      <div
        className="mt-6 flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        role="note"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p>
          Deleting your account cannot be undone by you. It is deactivated immediately and permanently deleted after{" "}
          {PRIVACY_RULES.graceDays} days. Within those days only our support team can restore it, if you ask them.
        </p>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>What is deleted</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>Your sign-in, sessions, passkeys and second factors</li>
              <li>Your name, e-mail, phone and profile details</li>
              <li>A professional's profile, credentials, files, ratings received and disputes</li>
              <li>Notifications, usage history and data exports</li>
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What is retained</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>Ratings an employer submitted, anonymized, attributed to the business only</li>
              <li>Audit logs and payment records, for 7 years, without your name or e-mail</li>
              <li>Your paid subscription is canceled; invoices stay with the payment provider</li>
            </ul>
          </CardContent>
        </Card>
      </div>
      <p className="mt-6 text-sm">
        Want a copy first?{" "}
        <Link className="font-medium text-primary underline" to="/legal/data-export">
          Export your data
        </Link>{" "}
        before you delete your account.
      </p>
      <div className="mt-8">
        {session.status === "loading" ? (
          <Spinner />
        ) : session.status === "signed-out" ? (
          <div className="rounded-lg border p-6" role="status">
            <p className="font-medium">{PRIVACY_REQUESTS.deleteMustLogIn}.</p>
            <Button asChild className="mt-4">
              <Link to={`/auth?redirect=${encodeURIComponent("/legal/delete-account")}`}>
                <LogIn className="size-4" aria-hidden="true" />
                Log In
              </Link>
            </Button>
          </div>
        ) : (
          <DeleteForm />
        )}
      </div>
    </section>
  );
}

function DeleteForm() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checks, setChecks] = useState<Record<ConfirmKey, boolean>>({
    confirmDeactivation: false,
    confirmPermanent: false,
    confirmRatingsAnonymized: false,
  });
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const allTicked = CONFIRMATIONS.every(([key]) => checks[key]);
  const remove = useMutation({
    mutationFn: () => deleteAccount({ ...checks, password }),
    onSuccess: (res) => {
      navigate("/");
      clearSession(queryClient);
      toast.success(res.message);
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : PRIVACY_REQUESTS.deleteFailed;
      if (error instanceof ApiError && error.fields?.password) setPasswordError(error.fields.password);
      toast.error(message);
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Tick all three boxes and confirm with your password. An account that signs in with a passkey only leaves the
          password empty and must have signed in within the last 10 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!allTicked) return void toast.error(PRIVACY_REQUESTS.deleteConfirmAll);
            setPasswordError(null);
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
          <div className="grid gap-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${id}-password-error` : undefined}
              className="max-w-sm"
            />
            {passwordError && (
              <p id={`${id}-password-error`} className="text-sm text-destructive">
                {passwordError}
              </p>
            )}
          </div>
          <div>
            <Button type="submit" variant="destructive" disabled={!allTicked || remove.isPending}>
              {remove.isPending && <Spinner className="size-4" label="Deleting" />}
              Delete my account
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
